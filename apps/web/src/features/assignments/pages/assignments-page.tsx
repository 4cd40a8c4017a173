import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { rateVisibility, seesSeveralPartners } from '@app/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { TextFilter } from '../../../components/data-list/filter-inputs';
import { useSession } from '../../../lib/auth/use-session';
import { useAssignmentsList } from '../api/get-assignments';
import { assignmentColumns } from '../components/assignment-columns';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'pending', label: 'Pending' },
  { value: 'ended', label: 'Ended' },
];

/** /assignments: the placements this user may see, by status, with the rate sides the user may see. */
export function AssignmentsPage() {
  const list = useAssignmentsList();
  const session = useSession();
  const subject = session?.subject;
  const sides = subject ? rateVisibility(subject) : { pay: false, bill: false };
  const showPartner = subject !== undefined && seesSeveralPartners(subject);
  const columns = useMemo(
    () => assignmentColumns({ showPartner, pay: sides.pay, bill: sides.bill }),
    [showPartner, sides.pay, sides.bill],
  );
  const canCreate = session?.user.links.includes('/create_assignment') ?? false;
  const status = list.state.filters.status ?? 'all';
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Assignments</Title>
        {canCreate && (
          <Button component={Link} to="/create_assignment" leftSection={<IconPlus size={16} aria-hidden />}>
            New assignment
          </Button>
        )}
      </Group>
      <Tabs value={status} onChange={(v) => list.setFilter('status', v === 'all' ? null : v)}>
        <Tabs.List aria-label="Assignment status">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <DataList
        list={list}
        columns={columns}
        tableName="assignments"
        noun="assignments"
        filters={<TextFilter list={list} name="search" label="Search" placeholder="Contractor, client or job" search />}
      />
    </Stack>
  );
}
