import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { ownOrganizationPath } from '../components/dashboard-access';
import { useSummary, type SummaryCount } from '../api/get-summary';
import { formatNumber } from '../../../components/data-list/format';

function StatCard({ count }: { count: SummaryCount }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {count.label}
      </Text>
      <Text fz={28} fw={700}>
        {formatNumber(count.value)}
      </Text>
    </Paper>
  );
}

/** Every user type's dashboard: a greeting, the organization and the summary counts. */
export function DashboardPage() {
  const session = useSession();
  const summary = useSummary();
  const user = session?.user;
  const organizationPath = user ? ownOrganizationPath(user) : null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{user ? `Welcome, ${user.first_name} ${user.last_name}` : 'Welcome'}</Title>
        {summary.data?.organization &&
          (organizationPath ? (
            <Anchor component={Link} to={organizationPath} size="lg">
              {summary.data.organization}
            </Anchor>
          ) : (
            <Text size="lg">{summary.data.organization}</Text>
          ))}
      </div>
      {summary.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true" aria-label="Loading summary">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={88} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {summary.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title="Could not load the summary"
          role="alert"
        >
          <Group justify="space-between">
            <Text size="sm">{toApiError(summary.error).message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => summary.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {summary.data && summary.data.counts.length === 0 && <Text>Nothing to report yet.</Text>}
      {summary.data && summary.data.counts.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {summary.data.counts.map((c) => (
            <StatCard key={c.key} count={c} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
