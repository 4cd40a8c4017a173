import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PtoAccrualView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { hoursText, KIND_LABELS } from '../../../components/hours';
import { formatCalendarDate } from '../../../components/data-list/format';

export function accrualColumns({ showContractor }: { showContractor: boolean }): DataListColumn<PtoAccrualView>[] {
  const columns: DataListColumn<PtoAccrualView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'effective_date',
      title: 'Date',
      sortable: true,
      noWrap: true,
      render: (a) => formatCalendarDate(a.effective_date),
    },
    { accessor: 'contractor.name', title: 'Contractor', render: (a) => a.contractor.name },
    { accessor: 'pto_rule.name', title: 'Rule', render: (a) => a.pto_rule.name },
    { accessor: 'kind', title: 'Kind', sortable: true, render: (a) => KIND_LABELS[a.kind] ?? a.kind },
    {
      accessor: 'minutes',
      title: 'Hours',
      sortable: true,
      textAlign: 'right',
      render: (a) => <Text c={a.minutes < 0 ? 'red' : undefined}>{hoursText(a.minutes)}</Text>,
      total: { minutes: (a) => a.minutes, format: hoursText },
    },
    {
      accessor: 'source',
      title: 'Source',
      render: (a) =>
        a.time_off_request_id ? (
          <Anchor component={Link} to={`/time_off_requests/${a.time_off_request_id}`}>
            Time off request
          </Anchor>
        ) : a.timesheet_id ? (
          'Timesheet'
        ) : (
          '—'
        ),
    },
    { accessor: 'note', title: 'Note', render: (a) => a.note ?? '—' },
  ];
  return showContractor ? columns : columns.filter((c) => c.accessor !== 'contractor.name');
}
