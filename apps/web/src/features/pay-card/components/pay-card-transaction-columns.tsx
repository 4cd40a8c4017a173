import { PAY_CARD_TRANSACTION_LABELS, type PayCardTransactionRow } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment, formatMoney } from '../../../components/data-list/format';

export const payCardTransactionColumns: DataListColumn<PayCardTransactionRow>[] = [
  {
    accessor: 'occurred_at',
    title: 'Date',
    sortable: true,
    noWrap: true,
    render: (r) => formatMoment(r.occurred_at),
  },
  { accessor: 'kind', title: 'Type', render: (r) => PAY_CARD_TRANSACTION_LABELS[r.kind] },
  { accessor: 'description', title: 'Description' },
  { accessor: 'amount', title: 'Amount', textAlign: 'right', noWrap: true, render: (r) => formatMoney(r.amount) },
  {
    accessor: 'balance_after',
    title: 'Balance',
    textAlign: 'right',
    noWrap: true,
    render: (r) => formatMoney(r.balance_after),
  },
];
