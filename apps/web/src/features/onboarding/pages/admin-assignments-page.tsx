import { Stack, Text, Title } from '@mantine/core';
import type { OnboardingAssignmentRow } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useOnboardingAssignmentsList } from '../api/get-onboarding-status';
import { ProgressCell } from '../components/progress-cell';
import { STEP_OPTIONS } from '../components/step-filter-options';
import { StatusBadge } from '../../../components/status-badge';
import { formatCalendarDate } from '../../../components/data-list/format';

const COLUMNS: DataListColumn<OnboardingAssignmentRow>[] = [
  { accessor: 'assignment_id', title: 'Assignment ID', adminOnly: true, noWrap: true },
  { accessor: 'contractor', title: 'Contractor', sortable: true, render: (r) => r.contractor.name },
  { accessor: 'contractor.email', title: 'Email', render: (r) => r.contractor.email },
  { accessor: 'classification', title: 'Classification', render: (r) => r.contractor.classification },
  { accessor: 'client', title: 'Client', sortable: true, render: (r) => r.client.name },
  { accessor: 'partner', title: 'Partner', render: (r) => r.partner.name },
  {
    accessor: 'start_date',
    title: 'Start date',
    sortable: true,
    noWrap: true,
    render: (r) => formatCalendarDate(r.start_date),
  },
  {
    accessor: 'current_step',
    title: 'Current step',
    render: (r) =>
      !r.has_account ? (
        <StatusBadge label="No account yet" tone="neutral" />
      ) : r.current_step_title ? (
        <StatusBadge label={r.current_step_title} tone="warning" />
      ) : (
        <StatusBadge label="Complete" tone="success" />
      ),
  },
  {
    accessor: 'progress',
    title: 'Progress',
    sortable: true,
    render: (r) => <ProgressCell done={r.completed_count} of={r.required_count} />,
  },
];

/** /admin/assignments (the admin "Onboarding" screen, opened as ?status=live): placements waiting on onboarding. */
export function AdminAssignmentsPage() {
  const list = useOnboardingAssignmentsList();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Onboarding</Title>
        <Text c="dimmed">Placements whose contractor has not finished onboarding, with the step they are on.</Text>
      </div>
      <DataList
        list={list}
        columns={COLUMNS}
        tableName="admin_assignments_onboarding"
        noun="placements"
        idAccessor={(r) => r.assignment_id}
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Contractor, email or client" search />
            <SelectFilter
              list={list}
              name="status"
              label="Placement status"
              data={[
                { value: 'live', label: 'Live' },
                { value: 'pending', label: 'Pending' },
                { value: 'ended', label: 'Ended' },
              ]}
            />
            <SelectFilter list={list} name="step" label="Current step" data={STEP_OPTIONS} />
          </>
        }
      />
    </Stack>
  );
}
