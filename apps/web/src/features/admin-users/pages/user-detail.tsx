import { labelOf } from '@app/domain';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { ConfirmActiveModal } from '../../../components/members/confirm-active-modal';
import { memberName, roleLabel } from '../../../components/members/member-format';
import { useUser } from '../api/get-user';
import { mayToggleActive } from '../components/admin-user-access';
import { AuditTrail, GrantsList, SessionsTable } from '../components/user-activity';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** /users/:id: one user for staff, with sessions, link grants, the audit trail and deactivation. */
export function UserDetail({ id }: { id: string }) {
  const user = useUser(id);
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    const error = toApiError(user.error);
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the user">
        {error.message}
      </Alert>
    );
  }
  const u = user.data;
  const mayToggle = mayToggleActive(session?.user ?? null, u);
  return (
    <Stack gap="lg" maw={1000}>
      <Anchor component={Link} to="/users" size="sm">
        Users
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{memberName(u)}</Title>
        {mayToggle && (
          <Button color={u.active ? 'red' : 'green'} variant="light" onClick={() => setConfirming(true)}>
            {u.active ? 'Deactivate' : 'Reactivate'}
          </Button>
        )}
      </Group>
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label="Email">{u.email}</Fact>
          <Fact label="User type">{labelOf('userType', u.user_type)}</Fact>
          <Fact label="Role">{roleLabel(u.role)}</Fact>
          <Fact label="Organization">{u.organization.name}</Fact>
          <Fact label="Status">
            <StatusBadge of="memberStatus" value={u.status} />
          </Fact>
          <Fact label="Last sign-in">{u.last_sign_in_at ? formatMoment(u.last_sign_in_at) : 'Never'}</Fact>
          <Fact label="Two-factor">{u.requires_two_factor ? 'On' : 'Off'}</Fact>
          <Fact label="E-mail confirmed">{u.email_confirmed ? 'Yes' : 'No'}</Fact>
          <Fact label="Created">{formatMoment(u.created_at)}</Fact>
        </SimpleGrid>
      </Paper>
      {u.sessions && (
        <section>
          <Title order={2} size="h3" mb="sm">
            Sessions
          </Title>
          <SessionsTable sessions={u.sessions} />
        </section>
      )}
      {u.grants && (
        <section>
          <Title order={2} size="h3" mb="sm">
            Permission changes
          </Title>
          <GrantsList grants={u.grants} />
        </section>
      )}
      {u.audit && (
        <section>
          <Title order={2} size="h3" mb="sm">
            Audit trail
          </Title>
          <AuditTrail entries={u.audit} />
        </section>
      )}
      <ConfirmActiveModal member={confirming ? u : null} onClose={() => setConfirming(false)} />
    </Stack>
  );
}
