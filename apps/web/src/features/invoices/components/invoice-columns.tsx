import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { InvoiceView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate } from '../../../components/data-list/format';
import { moneyIn, periodText } from '../lib/invoice-format';
import { InvoiceStatus } from './invoice-status';

const dateOrDash = (day: string | null) => (day ? formatCalendarDate(day) : '—');

/** Opens the invoice: its number, or a dash (named for screen readers) while it is a draft. */
function InvoiceLink({ invoice }: { invoice: InvoiceView }) {
  return (
    <Anchor
      component={Link}
      to={`/invoices/${invoice.id}`}
      aria-label={
        invoice.number ? undefined : `Draft invoice for ${invoice.client.name}, ${periodText(invoice.period)}`
      }
    >
      {invoice.number ?? '—'}
    </Anchor>
  );
}

/**
 * The columns of /invoices; the partner's only for those who see several partners. Amounts add up in
 * the page total, per currency when the page holds more than one (dollars and Canadian dollars never add).
 */
export function invoiceColumns({
  showPartner,
  severalCurrencies,
}: {
  showPartner: boolean;
  severalCurrencies: boolean;
}): DataListColumn<InvoiceView>[] {
  const by = severalCurrencies ? (i: InvoiceView) => i.currency.toUpperCase() : undefined;
  const columns: DataListColumn<InvoiceView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    { accessor: 'number', title: 'Number', sortable: true, noWrap: true, render: (i) => <InvoiceLink invoice={i} /> },
    { accessor: 'client.name', title: 'Client', render: (i) => i.client.name },
    { accessor: 'partner.name', title: 'Partner', render: (i) => i.partner.name },
    {
      accessor: 'period',
      title: 'Period',
      sortable: true,
      sortKey: 'period_start',
      noWrap: true,
      render: (i) => periodText(i.period),
    },
    { accessor: 'invoice_date', title: 'Invoice date', noWrap: true, render: (i) => dateOrDash(i.invoice_date) },
    { accessor: 'due_date', title: 'Due date', sortable: true, noWrap: true, render: (i) => dateOrDash(i.due_date) },
    { accessor: 'status', title: 'Status', render: (i) => <InvoiceStatus invoice={i} /> },
    {
      accessor: 'total_due',
      title: 'Total due',
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (i) => moneyIn(i.total_due, i.currency),
      total: { money: (i) => i.total_due, by },
    },
    {
      accessor: 'remaining_amount',
      title: 'Remaining',
      textAlign: 'right',
      noWrap: true,
      render: (i) => moneyIn(i.remaining_amount, i.currency),
      total: { money: (i) => i.remaining_amount, by },
    },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
