import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type ExpenseButton, type ExpenseView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { BUTTON_LABELS, DESTRUCTIVE, typeLabel } from '../lib/expense-labels';
import { StatusBadge } from '../../../components/status-badge';
import { formatCalendarDate, formatDateRange, formatMoney } from '../../../components/data-list/format';

function ExpenseStatusBadge({ e }: { e: Pick<ExpenseView, 'status' | 'paid'> }) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge of="expenseStatus" value={e.status} />
      {e.paid && <StatusBadge label="Paid" tone="info" />}
    </Group>
  );
}

interface Options {
  showPartner: boolean;
  showContractor: boolean;
  onButton: (button: ExpenseButton, e: ExpenseView) => void;
  onReceipt: (e: ExpenseView) => void;
  busy: string | null;
}

export function expenseColumns({ showPartner, showContractor, onButton, onReceipt, busy }: Options) {
  const columns: DataListColumn<ExpenseView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    { accessor: 'date', title: 'Date', sortable: true, noWrap: true, render: (e) => formatCalendarDate(e.date) },
    { accessor: 'type', title: 'Type', sortable: true, render: (e) => typeLabel(e.type) },
    {
      accessor: 'amount',
      title: 'Amount',
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (e) => formatMoney(e.amount),
      total: { money: (e) => e.amount },
    },
    { accessor: 'status', title: 'Status', sortable: true, render: (e) => <ExpenseStatusBadge e={e} /> },
    { accessor: 'contractor.name', title: 'Contractor', render: (e) => e.contractor.name },
    { accessor: 'client.name', title: 'Client', render: (e) => e.client.name },
    { accessor: 'partner.name', title: 'Partner', render: (e) => e.partner.name },
    {
      accessor: 'description',
      title: 'Description',
      render: (e) => (
        <Stack gap={0}>
          <Text size="sm">{e.description ?? e.category ?? '—'}</Text>
          {e.period_start && (
            <Text size="xs" c="dimmed">
              Earned {formatDateRange(e.period_start, e.period_end)}
            </Text>
          )}
          {e.status === 'rejected' && e.rejection_reason && (
            <Text size="xs" c="red">
              Rejected: {e.rejection_reason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'receipt',
      title: 'Receipt',
      render: (e) =>
        e.receipt ? (
          <Anchor component="button" type="button" size="sm" onClick={() => onReceipt(e)}>
            {e.receipt.filename}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      render: (e) =>
        e.actions.length === 0 ? null : (
          <Group
            gap={4}
            wrap="wrap"
            role="group"
            aria-label={`Actions for the expense of ${formatCalendarDate(e.date)}`}
          >
            {e.actions.map((b) => (
              <Button
                key={b}
                size="compact-xs"
                variant="light"
                color={DESTRUCTIVE.has(b) ? 'red' : undefined}
                loading={busy === `${e.id}:${b}`}
                onClick={() => onButton(b, e)}
              >
                {BUTTON_LABELS[b]}
              </Button>
            ))}
          </Group>
        ),
    },
  ];
  return columns.filter(
    (c) => (showPartner || c.accessor !== 'partner.name') && (showContractor || c.accessor !== 'contractor.name'),
  );
}
