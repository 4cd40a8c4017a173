import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { TimeOffRequestView, TimeOffStatus } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { hoursText } from '../../../components/hours';
import { TYPE_LABELS } from './time-off-form';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateRange, formatMoment } from '../../../components/data-list/format';

export function TimeOffStatusBadge({ status, testId }: { status: TimeOffStatus; testId?: string }) {
  return <StatusBadge of="timeOffStatus" value={status} testId={testId} />;
}

export function timeOffColumns({ showContractor }: { showContractor: boolean }): DataListColumn<TimeOffRequestView>[] {
  const columns: DataListColumn<TimeOffRequestView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'start_date',
      title: 'Dates',
      sortable: true,
      noWrap: true,
      render: (r) => (
        <Anchor component={Link} to={`/time_off_requests/${r.id}`}>
          {formatDateRange(r.start_date, r.end_date)}
        </Anchor>
      ),
    },
    { accessor: 'contractor.name', title: 'Contractor', render: (r) => r.contractor.name },
    { accessor: 'assignment.job_title', title: 'Job', render: (r) => `${r.assignment.job_title} · ${r.client.name}` },
    { accessor: 'type', title: 'Type', render: (r) => TYPE_LABELS[r.type] },
    { accessor: 'days', title: 'Days', textAlign: 'right' },
    {
      accessor: 'total_minutes',
      title: 'Hours',
      textAlign: 'right',
      render: (r) => hoursText(r.total_minutes),
      total: { minutes: (r) => r.total_minutes, format: hoursText },
    },
    { accessor: 'status', title: 'Status', sortable: true, render: (r) => <TimeOffStatusBadge status={r.status} /> },
    { accessor: 'created_at', title: 'Requested', sortable: true, render: (r) => formatMoment(r.created_at) },
  ];
  return showContractor ? columns : columns.filter((c) => c.accessor !== 'contractor.name');
}
