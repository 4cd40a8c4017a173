import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectCodeView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { ActiveBadge } from '../../../components/reference/detail-parts';
import { formatMoment } from '../../../components/data-list/format';

export function projectCodeColumns({
  showPartner,
  showClient,
}: {
  showPartner: boolean;
  showClient: boolean;
}): DataListColumn<ProjectCodeView>[] {
  const columns: (DataListColumn<ProjectCodeView> | false)[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'code',
      title: 'Code',
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={`/project_codes/${c.id}`}>
          {c.code}
        </Anchor>
      ),
    },
    { accessor: 'description', title: 'Description', render: (c) => c.description ?? '—' },
    showClient && {
      accessor: 'client.name',
      title: 'Client',
      sortable: true,
      sortKey: 'client',
      render: (c) => c.client.name,
    },
    showPartner && { accessor: 'partner.name', title: 'Partner', render: (c) => c.partner.name },
    { accessor: 'active', title: 'Status', render: (c) => <ActiveBadge active={c.active} /> },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      adminOnly: true,
      render: (c) => formatMoment(c.created_at),
    },
  ];
  return columns.filter((c): c is DataListColumn<ProjectCodeView> => c !== false);
}
