import { Anchor } from '@mantine/core';
import { labelOf, type BillView } from '@app/domain';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';
import { StatusBadge } from '../../../components/status-badge';

/** Money in the bill's currency: dollars either way, CAD named ("$12.00 CAD"). */
export const moneyIn = (amount: string | null | undefined, currency: string) =>
  currency.toLowerCase() === 'usd' ? formatMoney(amount) : `${formatMoney(amount)} ${currency.toUpperCase()}`;

/** The invoice a bill charges for (features/invoices), as a URL: the two features do not import each other. */
const invoiceLinkOf = (b: BillView) => `/invoices/${b.invoice.id}`;

/**
 * The columns of /bills; the partner's only for staff. The invoice opens its page. Amounts add up in
 * the page total, per currency when the page holds more than one.
 */
export function billColumns({
  showPartner,
  severalCurrencies,
}: {
  showPartner: boolean;
  severalCurrencies: boolean;
}): DataListColumn<BillView>[] {
  const by = severalCurrencies ? (b: BillView) => b.currency.toUpperCase() : undefined;
  const columns: DataListColumn<BillView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'bill_date',
      title: 'Date',
      sortable: true,
      noWrap: true,
      render: (b) => formatCalendarDate(b.bill_date),
    },
    { accessor: 'partner.name', title: 'Partner', render: (b) => b.partner.name },
    {
      accessor: 'invoice.number',
      title: 'Invoice',
      sortable: true,
      sortKey: 'invoice',
      noWrap: true,
      render: (b) => (
        <Anchor component={Link} to={invoiceLinkOf(b)}>
          {b.invoice.number ? `Invoice ${b.invoice.number}` : 'Draft invoice'}
        </Anchor>
      ),
    },
    { accessor: 'invoice.client_name', title: 'Client', render: (b) => b.invoice.client_name },
    { accessor: 'basis', title: 'Basis', render: (b) => labelOf('platformFeeBasis', b.basis) },
    { accessor: 'hours', title: 'Hours', textAlign: 'right', render: (b) => b.hours ?? '—' },
    {
      accessor: 'rate',
      title: 'Rate',
      textAlign: 'right',
      noWrap: true,
      render: (b) => moneyIn(b.rate, b.currency),
    },
    {
      accessor: 'amount',
      title: 'Amount',
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (b) => moneyIn(b.amount, b.currency),
      // A void bill charges nothing: it stays listed, out of the total.
      total: { money: (b) => (b.status === 'void' ? null : b.amount), by },
    },
    { accessor: 'currency', title: 'Currency', render: (b) => b.currency.toUpperCase() },
    {
      accessor: 'status',
      title: 'Status',
      render: (b) => <StatusBadge of="billStatus" value={b.status} tone={b.status === 'void' ? 'neutral' : 'info'} />,
    },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
