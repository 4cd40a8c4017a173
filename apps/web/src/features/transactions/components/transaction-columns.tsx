import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { type LedgerTransactionView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { StatusBadge } from '../../../components/status-badge';
import { formatCalendarDate, formatMoment, formatMoney } from '../../../components/data-list/format';

export const transactionTitle = (t: LedgerTransactionView) =>
  t.kind === 'time' ? `Week of ${formatCalendarDate(t.week_start)}` : 'Expense';

export function transactionColumns(): DataListColumn<LedgerTransactionView>[] {
  return [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'created_at',
      title: 'Posted',
      sortable: true,
      noWrap: true,
      render: (t) => (
        <Anchor component={Link} to={`/transactions/${t.id}`}>
          {formatMoment(t.created_at)}
        </Anchor>
      ),
    },
    {
      accessor: 'week_start',
      title: 'Source',
      sortable: true,
      render: (t) => transactionTitle(t),
    },
    { accessor: 'contractor.name', title: 'Contractor', render: (t) => t.contractor.name },
    { accessor: 'partner.name', title: 'Partner', render: (t) => t.partner.name },
    { accessor: 'reason', title: 'Reason' },
    { accessor: 'item_count', title: 'Items', textAlign: 'right' },
    {
      accessor: 'totals.pay',
      title: 'Pay',
      textAlign: 'right',
      render: (t) => formatMoney(t.totals.pay.amount),
      total: { money: (t) => t.totals.pay.amount },
    },
    {
      accessor: 'totals.bill',
      title: 'Bill',
      textAlign: 'right',
      render: (t) => formatMoney(t.totals.bill.amount),
      total: { money: (t) => t.totals.bill.amount },
    },
    { accessor: 'status', title: 'Status', render: (t) => <StatusBadge of="transactionStatus" value={t.status} /> },
  ];
}
