import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { OnboardingStatusRow } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useOnboardingStatusList } from '../api/get-onboarding-status';
import { seesOnboardingPartner } from '../components/onboarding-access';
import { ProgressCell } from '../components/progress-cell';
import { STEP_OPTIONS } from '../components/step-filter-options';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

const TYPE_OPTIONS = [
  { value: 'contractor', label: 'Contractor' },
  { value: 'client', label: 'Client' },
  { value: 'partner', label: 'Partner' },
];

function columns(showPartner: boolean): DataListColumn<OnboardingStatusRow>[] {
  const all: DataListColumn<OnboardingStatusRow>[] = [
    { accessor: 'user_id', title: 'ID', adminOnly: true, noWrap: true },
    { accessor: 'name', title: 'Name', sortable: true },
    { accessor: 'email', title: 'Email', sortable: true },
    { accessor: 'user_type', title: 'User type', render: (r) => r.user_type.replace('_', ' ') },
    { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner?.name ?? '—' },
    {
      accessor: 'current_step',
      title: 'Current step',
      render: (r) =>
        r.current_step_title ? (
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
    {
      accessor: 'last_completed_at',
      title: 'Last step completed',
      sortable: true,
      noWrap: true,
      render: (r) => (r.last_completed_at ? formatMoment(r.last_completed_at) : '—'),
    },
  ];
  return showPartner ? all : all.filter((c) => c.accessor !== 'partner.name');
}

/** /onboarding: who is onboarding and which step each person is stuck on (admin, eor, a partner's own people). */
export function OnboardingStatusPage() {
  const list = useOnboardingStatusList();
  const session = useSession();
  const showPartner = session === null || seesOnboardingPartner(session.user);
  const cols = useMemo(() => columns(showPartner), [showPartner]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Onboarding</Title>
        <Text c="dimmed">Everyone with onboarding steps, the step they are on and how far they are.</Text>
      </div>
      <DataList
        list={list}
        columns={cols}
        tableName="onboarding_status"
        noun="people"
        idAccessor={(r) => r.user_id}
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Name or email" search />
            <SelectFilter
              list={list}
              name="status"
              label="Status"
              data={[
                { value: 'incomplete', label: 'In progress' },
                { value: 'complete', label: 'Complete' },
              ]}
            />
            <SelectFilter list={list} name="step" label="Current step" data={STEP_OPTIONS} />
            <SelectFilter list={list} name="user_type" label="User type" data={TYPE_OPTIONS} />
          </>
        }
      />
    </Stack>
  );
}
