import { Code, Text } from '@mantine/core';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment, formatNumber } from '../../../components/data-list/format';
import type { AccessLogRow } from '../api/get-access-logs';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';

/** 2xx green, 3xx blue, 4xx orange, 5xx red: failures stand out when scanning. */
function statusTone(status: number): StatusTone {
  if (status >= 500) return 'danger';
  if (status >= 400) return 'warning';
  if (status >= 300) return 'info';
  return 'success';
}

export const ACCESS_LOG_COLUMNS: DataListColumn<AccessLogRow>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  {
    accessor: 'created_at',
    title: 'Time',
    sortable: true,
    noWrap: true,
    render: (r) => formatMoment(r.created_at, { seconds: true }),
  },
  {
    accessor: 'user_email',
    title: 'User',
    render: (r) => (
      <>
        <Text size="sm">{r.user_email ?? '—'}</Text>
        {r.actual_user_email && (
          <Text size="xs" c="dimmed">
            as {r.actual_user_email}
          </Text>
        )}
      </>
    ),
  },
  { accessor: 'method', title: 'Method', noWrap: true },
  { accessor: 'path', title: 'Path', render: (r) => <Code>{r.path}</Code> },
  {
    accessor: 'status',
    title: 'Status',
    sortable: true,
    render: (r) => <StatusBadge label={String(r.status)} tone={statusTone(r.status)} />,
  },
  {
    accessor: 'duration_ms',
    title: 'Duration (ms)',
    sortable: true,
    textAlign: 'right',
    render: (r) => formatNumber(r.duration_ms),
  },
  { accessor: 'ip', title: 'IP', noWrap: true, render: (r) => r.ip ?? '—' },
];
