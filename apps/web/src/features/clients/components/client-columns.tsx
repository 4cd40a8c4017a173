import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { paymentTermsLabel, type ClientRow } from '../api/client-types';
import { formatMoment } from '../../../components/data-list/format';

interface Options {
  /** Partner users only ever see their own clients: naming the partner on each row says nothing. */
  showPartner: boolean;
}

export function clientColumns({ showPartner }: Options): DataListColumn<ClientRow>[] {
  const columns: DataListColumn<ClientRow>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={`/clients/${c.id}`}>
          {c.name}
        </Anchor>
      ),
    },
    { accessor: 'partner.name', title: 'Partner', render: (c) => c.partner.name },
    {
      accessor: 'payment_terms_net_days',
      title: 'Payment terms',
      noWrap: true,
      render: (c) => paymentTermsLabel(c.payment_terms_net_days),
    },
    { accessor: 'billing_email', title: 'Billing email', render: (c) => c.billing_email ?? '—' },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      render: (c) => formatMoment(c.created_at),
    },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
