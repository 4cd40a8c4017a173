import { Alert, Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { CurrentUser, Dashboard } from '@app/domain';
import { Link } from 'react-router';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { useDashboard } from '../api/get-dashboard';
import { dashboardLayoutOf, ownOrganizationPath, showsPtoBalance } from '../components/dashboard-access';
import { ClientDashboard } from './client-dashboard';
import { ContractorDashboard } from './contractor-dashboard';
import { PartnerDashboard } from './partner-dashboard';
import { SalesPartnerDashboard } from './sales-partner-dashboard';
import { StaffDashboard } from './staff-dashboard';

function DashboardLoading() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading the dashboard">
      <Skeleton h={96} radius="md" />
      <SimpleGrid cols={{ base: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={240} radius="md" />
    </Stack>
  );
}

/** The user type's own dashboard (components/dashboard-access.ts picks it). */
function DashboardOf({ user, data }: { user: CurrentUser; data: Dashboard }) {
  switch (dashboardLayoutOf(user.user_type)) {
    case 'staff':
      return <StaffDashboard data={data} />;
    case 'partner':
      return <PartnerDashboard data={data} />;
    case 'client':
      return <ClientDashboard data={data} />;
    case 'contractor':
      return <ContractorDashboard data={data} showsPto={showsPtoBalance(user)} />;
    case 'sales_partner':
      return <SalesPartnerDashboard data={data} />;
  }
}

/** Every user type's dashboard: a greeting, the organization, then what it must act on and steers by. */
export function DashboardPage() {
  const session = useSession();
  const dashboard = useDashboard();
  const user = session?.user;
  const organizationPath = user ? ownOrganizationPath(user) : null;
  const organization = dashboard.data?.organization;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{user ? `Welcome, ${user.first_name} ${user.last_name}` : 'Welcome'}</Title>
        {organization &&
          (organizationPath ? (
            <Anchor component={Link} to={organizationPath} size="lg">
              {organization}
            </Anchor>
          ) : (
            <Text size="lg">{organization}</Text>
          ))}
      </div>
      {dashboard.isPending && <DashboardLoading />}
      {dashboard.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          title="Could not load the dashboard"
          role="alert"
        >
          <Group justify="space-between">
            <Text size="sm">{toApiError(dashboard.error).message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => dashboard.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {dashboard.data && user && <DashboardOf user={user} data={dashboard.data} />}
    </Stack>
  );
}
