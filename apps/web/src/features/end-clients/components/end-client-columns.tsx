import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { EndClientView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { ActiveBadge } from '../../../components/reference/detail-parts';

export function endClientColumns({ showPartner }: { showPartner: boolean }): DataListColumn<EndClientView>[] {
  const columns: DataListColumn<EndClientView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (e) => (
        <Anchor component={Link} to={`/end_clients/${e.id}`}>
          {e.name}
        </Anchor>
      ),
    },
    { accessor: 'partner.name', title: 'Partner', render: (e) => e.partner.name },
    { accessor: 'client.name', title: 'Client', render: (e) => e.client.name },
    { accessor: 'address.city', title: 'City', sortable: true, sortKey: 'city', render: (e) => e.address?.city ?? '—' },
    { accessor: 'address.state', title: 'State', render: (e) => e.address?.state ?? '—' },
    { accessor: 'active', title: 'Status', render: (e) => <ActiveBadge active={e.active} /> },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
