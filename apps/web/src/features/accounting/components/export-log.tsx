import { Badge, Code, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { AccountingExportView } from '@app/domain';
import { ACCOUNT_KIND_LABELS } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import type { DataListColumn } from '../../../components/data-list/columns';
import { SelectFilter } from '../../../components/data-list/filter-inputs';
import { formatCalendarDate, formatMoment, formatMoney } from '../../../components/data-list/format';
import { useExportLog } from '../api/accounting';

const SOURCE = {
  invoice: 'Invoice',
  payment: 'Payment',
  payroll_run: 'Payroll run',
  distribution: 'Distribution',
} as const;
const STATUS = {
  exported: { label: 'Exported', color: 'green' },
  pending: { label: 'Pending', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
} as const;

/** The connection's export log: one row per journal entry, its status, attempts and lines (debits = credits). */
export function ExportLog() {
  const list = useExportLog();
  const columns = useMemo<DataListColumn<AccountingExportView>[]>(
    () => [
      { accessor: 'source_kind', title: 'Source', render: (e) => `${SOURCE[e.source_kind]} (${e.version})` },
      { accessor: 'reference', title: 'Reference', render: (e) => <Code>{e.reference}</Code> },
      { accessor: 'date', title: 'Date', noWrap: true, render: (e) => formatCalendarDate(e.date) },
      { accessor: 'total', title: 'Total', textAlign: 'right', render: (e) => formatMoney(e.total) },
      {
        accessor: 'status',
        title: 'Status',
        render: (e) => (
          <Stack gap={2}>
            <Badge color={STATUS[e.status].color} variant="light">
              {STATUS[e.status].label}
            </Badge>
            {e.last_error && (
              <Text size="xs" c="red">
                {e.last_error}
              </Text>
            )}
            {e.next_attempt_at && (
              <Text size="xs" c="dimmed">
                Next attempt {formatMoment(e.next_attempt_at)}
              </Text>
            )}
          </Stack>
        ),
      },
      { accessor: 'attempts', title: 'Attempts', textAlign: 'right' },
      {
        accessor: 'lines',
        title: 'Lines',
        render: (e) => (
          <Stack gap={0}>
            {e.lines.map((l, i) => (
              <Text key={i} size="xs">
                {l.debit !== '0.00' ? `Dr ${formatMoney(l.debit)}` : `Cr ${formatMoney(l.credit)}`} ·{' '}
                {ACCOUNT_KIND_LABELS[l.kind]}
              </Text>
            ))}
          </Stack>
        ),
      },
    ],
    [],
  );
  return (
    <DataList
      list={list}
      columns={columns}
      tableName="accounting_exports"
      noun="exports"
      filters={
        <>
          <SelectFilter
            list={list}
            name="status"
            label="Status"
            data={Object.entries(STATUS).map(([value, s]) => ({ value, label: s.label }))}
          />
          <SelectFilter
            list={list}
            name="source_kind"
            label="Source"
            data={Object.entries(SOURCE).map(([value, label]) => ({ value, label }))}
          />
        </>
      }
    />
  );
}
