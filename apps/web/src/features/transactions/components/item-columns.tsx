import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type LedgerItemView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate, formatHours, formatMoney, formatRate } from '../../../components/data-list/format';
import { classificationLabel, sourceLinkOf } from './ledger-format';
import { ItemStatusButton } from './item-status-button';
import { StatusBadge } from '../../../components/status-badge';

function ItemStatusBadge({ item }: { item: LedgerItemView }) {
  return <StatusBadge of="ledgerItemStatus" value={item.status} />;
}

const sideLabel = (i: LedgerItemView) => (i.side === 'pay' ? 'Pay' : 'Bill');

/** Columns of the item lists (/transaction_items and a transaction's items). */
export function itemColumns({ showTransaction }: { showTransaction: boolean }): DataListColumn<LedgerItemView>[] {
  const columns: DataListColumn<LedgerItemView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'work_date',
      title: 'Work date',
      sortable: true,
      noWrap: true,
      render: (i) => formatCalendarDate(i.work_date),
    },
    {
      accessor: 'transaction_id',
      title: 'Transaction',
      render: (i) => (
        <Anchor component={Link} to={`/transactions/${i.transaction_id}`} size="sm">
          Open
        </Anchor>
      ),
    },
    { accessor: 'contractor.name', title: 'Contractor', render: (i) => i.contractor.name },
    { accessor: 'client.name', title: 'Client', render: (i) => i.client.name },
    { accessor: 'partner.name', title: 'Partner', render: (i) => i.partner.name },
    { accessor: 'side', title: 'Side', render: sideLabel },
    { accessor: 'classification', title: 'Classification', render: (i) => classificationLabel(i.classification) },
    {
      accessor: 'minutes',
      title: 'Hours',
      sortable: true,
      textAlign: 'right',
      render: (i) => (i.classification === 'expense' ? '—' : formatHours(i.minutes)),
      total: { minutes: (i) => (i.classification === 'expense' ? null : i.minutes), by: sideLabel },
    },
    { accessor: 'rate', title: 'Rate', textAlign: 'right', render: (i) => formatRate(i.rate) },
    {
      accessor: 'amount',
      title: 'Amount',
      sortable: true,
      textAlign: 'right',
      render: (i) => <Text c={i.amount.startsWith('-') ? 'red' : undefined}>{formatMoney(i.amount)}</Text>,
      // Pay and bill are summed apart: adding one to the other means nothing.
      total: { money: (i) => i.amount, by: sideLabel },
    },
    {
      accessor: 'status',
      title: 'Status',
      render: (i) => (
        <Group gap="xs" wrap="nowrap">
          <ItemStatusBadge item={i} />
          {i.reverses_item_id && (
            <Badge variant="outline" color="red">
              Reversal
            </Badge>
          )}
          {i.reversed_by_item_id && (
            <Badge variant="outline" color="gray">
              Reversed
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'source',
      title: 'Source',
      render: (i) => {
        const link = sourceLinkOf(i);
        return link ? (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        ) : (
          '—'
        );
      },
    },
    { accessor: 'actions', title: 'Actions', render: (i) => <ItemStatusButton item={i} /> },
  ];
  return showTransaction ? columns : columns.filter((c) => c.accessor !== 'transaction_id');
}
