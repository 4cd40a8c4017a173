import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { commissionLabel, type SalesPartnerRow } from '../api/sales-partner-types';
import { ActiveBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

export function salesPartnerColumns(): DataListColumn<SalesPartnerRow>[] {
  return [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (s) => (
        <Anchor component={Link} to={`/sales_partners/${s.id}`}>
          {s.name}
        </Anchor>
      ),
    },
    { accessor: 'commission_percent', title: 'Commission', render: (s) => commissionLabel(s.commission_percent) },
    { accessor: 'partner_count', title: 'Referred partners' },
    { accessor: 'contact_email', title: 'Contact email', render: (s) => s.contact_email ?? '—' },
    { accessor: 'tax_id', title: 'EIN', adminOnly: true, noWrap: true, render: (s) => s.tax_id?.masked ?? '—' },
    {
      accessor: 'active',
      title: 'Status',
      render: (s) => <ActiveBadge active={s.active} />,
    },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      render: (s) => formatMoment(s.created_at),
    },
  ];
}
