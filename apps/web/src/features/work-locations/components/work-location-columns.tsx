import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { WorkLocationView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { ActiveBadge } from '../../../components/reference/detail-parts';

export function workLocationColumns({ showPartner }: { showPartner: boolean }): DataListColumn<WorkLocationView>[] {
  const columns: DataListColumn<WorkLocationView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (w) => (
        <Anchor component={Link} to={`/work_locations/${w.id}`}>
          {w.name}
        </Anchor>
      ),
    },
    { accessor: 'partner.name', title: 'Partner', render: (w) => w.partner.name },
    { accessor: 'client.name', title: 'Client', render: (w) => w.client?.name ?? 'Any client' },
    { accessor: 'address.city', title: 'City', sortable: true, sortKey: 'city', render: (w) => w.address.city },
    { accessor: 'address.state', title: 'State', sortable: true, sortKey: 'state', render: (w) => w.address.state },
    { accessor: 'timezone', title: 'Time zone' },
    { accessor: 'is_remote', title: 'Remote', render: (w) => (w.is_remote ? 'Yes' : 'No') },
    { accessor: 'active', title: 'Status', render: (w) => <ActiveBadge active={w.active} /> },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
