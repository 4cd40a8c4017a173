import { Text } from '@mantine/core';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment, formatNumber } from '../../../components/data-list/format';
import type { ServiceLogRow } from '../api/get-service-logs';
import { StatusBadge } from '../../../components/status-badge';

export const SERVICE_LOG_COLUMNS: DataListColumn<ServiceLogRow>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'created_at',
    title: 'Time',
    sortable: true,
    noWrap: true,
    render: (r) => formatMoment(r.created_at, { seconds: true }),
  },
  { accessor: 'service', title: 'Service' },
  { accessor: 'operation', title: 'Operation' },
  {
    accessor: 'status',
    title: 'Status',
    render: (r) => <StatusBadge of="serviceLogStatus" value={r.status} />,
  },
  {
    accessor: 'duration_ms',
    title: 'Duration (ms)',
    sortable: true,
    textAlign: 'right',
    render: (r) => formatNumber(r.duration_ms),
  },
  {
    accessor: 'error',
    title: 'Error',
    render: (r) =>
      r.error ? (
        <Text size="sm" c="red" lineClamp={2} title={r.error}>
          {r.error}
        </Text>
      ) : (
        '—'
      ),
  },
];
