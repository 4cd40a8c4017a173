import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ENUM_LABELS, type JobView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { ActiveBadge } from '../../../components/reference/detail-parts';

export function jobColumns({ showPartner }: { showPartner: boolean }): DataListColumn<JobView>[] {
  const columns: DataListColumn<JobView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'title',
      title: 'Title',
      sortable: true,
      render: (j) => (
        <Anchor component={Link} to={`/jobs/${j.id}`}>
          {j.title}
        </Anchor>
      ),
    },
    {
      accessor: 'classification',
      title: 'Classification',
      sortable: true,
      render: (j) => ENUM_LABELS.jobClassification[j.classification],
    },
    {
      accessor: 'workers_comp_code.code',
      title: 'Workers comp code',
      render: (j) => j.workers_comp_code?.code ?? '—',
    },
    { accessor: 'partner.name', title: 'Partner', render: (j) => j.partner.name },
    { accessor: 'client.name', title: 'Client', render: (j) => j.client?.name ?? 'Any client' },
    { accessor: 'salaried', title: 'Salaried', render: (j) => (j.salaried ? 'Yes' : 'No') },
    { accessor: 'is_travel', title: 'Travel', render: (j) => (j.is_travel ? 'Yes' : 'No') },
    { accessor: 'active', title: 'Status', render: (j) => <ActiveBadge active={j.active} /> },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
