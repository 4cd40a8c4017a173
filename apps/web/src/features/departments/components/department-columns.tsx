import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DepartmentView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { ActiveBadge } from '../../../components/reference/detail-parts';

export function departmentColumns({ showPartner }: { showPartner: boolean }): DataListColumn<DepartmentView>[] {
  const columns: DataListColumn<DepartmentView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (d) => (
        <Anchor component={Link} to={`/departments/${d.id}`}>
          {d.name}
        </Anchor>
      ),
    },
    { accessor: 'code', title: 'Code', sortable: true, render: (d) => d.code ?? '—' },
    { accessor: 'partner.name', title: 'Partner', render: (d) => d.partner.name },
    { accessor: 'client.name', title: 'Client', render: (d) => d.client?.name ?? 'Any client' },
    { accessor: 'active', title: 'Status', render: (d) => <ActiveBadge active={d.active} /> },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
