import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { CLASSIFICATION_LABELS, fullName, type ContractorRow } from '../api/contractor-types';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoment } from '../../../components/data-list/format';

interface Options {
  showPartner: boolean;
  /** Sales partners and some clients get no personal fields: no tax id column then. */
  showTaxId: boolean;
}

export function contractorColumns({ showPartner, showTaxId }: Options): DataListColumn<ContractorRow>[] {
  const columns: DataListColumn<ContractorRow>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'name',
      title: 'Name',
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={`/contractors/${c.id}`}>
          {fullName(c)}
        </Anchor>
      ),
    },
    { accessor: 'email', title: 'Email', sortable: true },
    {
      accessor: 'classification',
      title: 'Classification',
      sortable: true,
      render: (c) => CLASSIFICATION_LABELS[c.classification],
    },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: (c) => <StatusBadge of="contractorStatus" value={c.status} />,
    },
    { accessor: 'tax_id', title: 'Tax id', noWrap: true, render: (c) => c.tax_id?.masked ?? '—' },
    { accessor: 'partner.name', title: 'Partner', render: (c) => c.partner.name },
    {
      accessor: 'corp_to_corp.name',
      title: 'Corp-to-corp',
      adminOnly: true,
      render: (c) => c.corp_to_corp?.name ?? '—',
    },
    { accessor: 'user_id', title: 'User ID', adminOnly: true, noWrap: true, render: (c) => c.user_id ?? '—' },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      render: (c) => formatMoment(c.created_at),
    },
  ];
  return columns.filter(
    (c) => (showPartner || c.accessor !== 'partner.name') && (showTaxId || c.accessor !== 'tax_id'),
  );
}
