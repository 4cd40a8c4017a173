import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ACCESS_DENIED_TEXT, NotFoundView } from '../../../app/errors/not-found-view';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { usePartner } from '../api/get-partner';
import { EditPartnerForm } from '../components/edit-partner-form';
import { isPlatformStaff, mayRevealPartnerTaxId, partnerEditAccess } from '../components/partner-access';
import { PartnerDetails } from '../components/partner-details';

/** /partners/:id: one partner; staff edit everything, its owner its branding and contacts. */
export function PartnerDetailPage() {
  const { id = '' } = useParams();
  const partner = usePartner(id);
  const session = useSession();
  const [editing, setEditing] = useState(false);

  if (partner.isPending) return <PageLoader />;
  if (partner.isError) {
    const error = toApiError(partner.error);
    // Another partner's record answers 404, a malformed id 422: to the reader both are "not found".
    if (error.statusCode === 404 || error.statusCode === 422) return <NotFoundView message={ACCESS_DENIED_TEXT} />;
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the partner">
        {error.message}
      </Alert>
    );
  }

  const data = partner.data;
  const access = session ? partnerEditAccess(session.user, data) : 'none';
  const staff = session !== null && isPlatformStaff(session.user);
  const canReveal = session !== null && mayRevealPartnerTaxId(session.subject);
  const seesList = session?.user.links.includes('/partners') && session.user.user_type !== 'partner';
  return (
    <Stack gap="lg" maw={960}>
      {seesList && (
        <Anchor component={Link} to="/partners" size="sm">
          Partners
        </Anchor>
      )}
      <Group justify="space-between">
        <Title order={1}>{data.name}</Title>
        {access !== 'none' && !editing && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      <Paper withBorder p="lg">
        {editing && access !== 'none' ? (
          <EditPartnerForm partner={data} mode={access} onDone={() => setEditing(false)} />
        ) : (
          <PartnerDetails partner={data} showFlags={staff} canReveal={canReveal} />
        )}
      </Paper>
    </Stack>
  );
}
