import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import type { PartnerRow } from '../api/partner-types';
import { ActiveBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

/** The partners list; the id and the EIN are the admin's extra columns (spec section 6). */
export function partnerColumns(): DataListColumn<PartnerRow>[] {
  return [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (p) => (
        <Anchor component={Link} to={`/partners/${p.id}`}>
          {p.name}
        </Anchor>
      ),
    },
    { accessor: 'subdomain', title: 'Subdomain', sortable: true, render: (p) => p.subdomain ?? '—' },
    { accessor: 'sales_partner.name', title: 'Sales partner', render: (p) => p.sales_partner?.name ?? '—' },
    { accessor: 'product_line', title: 'Product line', noWrap: true },
    { accessor: 'funding', title: 'Funding', noWrap: true },
    { accessor: 'tax_id', title: 'EIN', adminOnly: true, noWrap: true, render: (p) => p.tax_id?.masked ?? '—' },
    {
      accessor: 'active',
      title: 'Status',
      render: (p) => <ActiveBadge active={p.active} />,
    },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      render: (p) => formatMoment(p.created_at),
    },
  ];
}
