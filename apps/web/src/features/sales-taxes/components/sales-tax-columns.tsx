import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { SalesTaxView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { jurisdictionText, productLineText } from '../lib/sales-tax-format';
import { SalesTaxRate } from './sales-tax-rate';

/** Opens the row: its state or province, named for screen readers with its tax and start date. */
function SalesTaxLink({ row }: { row: SalesTaxView }) {
  return (
    <Anchor
      component={Link}
      to={`/sales_taxes/${row.id}`}
      aria-label={`${row.tax_name}, ${jurisdictionText(row)}, from ${formatCalendarDate(row.effective_from)}`}
    >
      {jurisdictionText(row)}
    </Anchor>
  );
}

/** The columns of /sales_taxes: one tax component of one place and product line, from its start date. */
export const salesTaxColumns: DataListColumn<SalesTaxView>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
  { accessor: 'country', title: 'Country', noWrap: true },
  {
    accessor: 'jurisdiction',
    title: 'Jurisdiction',
    sortable: true,
    noWrap: true,
    render: (r) => <SalesTaxLink row={r} />,
  },
  { accessor: 'product_line', title: 'Product line', render: (r) => productLineText(r.product_line) },
  { accessor: 'tax_name', title: 'Tax' },
  { accessor: 'taxable', title: 'Taxable', render: (r) => (r.taxable ? 'Yes' : 'No') },
  {
    accessor: 'rate_percent',
    title: 'Rate',
    textAlign: 'right',
    noWrap: true,
    render: (r) => <SalesTaxRate row={r} />,
  },
  {
    accessor: 'effective_from',
    title: 'From',
    sortable: true,
    noWrap: true,
    render: (r) => formatCalendarDate(r.effective_from),
  },
  {
    accessor: 'effective_to',
    title: 'To',
    noWrap: true,
    render: (r) => (r.effective_to ? formatCalendarDate(r.effective_to) : '—'),
  },
  { accessor: 'source', title: 'Source', render: (r) => r.source ?? '—' },
  {
    accessor: 'created_at',
    title: 'Created',
    adminOnly: true,
    sortable: true,
    noWrap: true,
    render: (r) => formatMoment(r.created_at),
  },
];
