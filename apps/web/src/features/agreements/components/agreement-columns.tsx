import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { AgreementListView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatMoment } from '../../../components/data-list/format';
import { AgreementStatusBadge } from './agreement-status';

/** The columns of /agreements: the title opens the agreement; worker and partner only where they say something. */
export function agreementColumns(show: { partner: boolean; worker: boolean }): DataListColumn<AgreementListView>[] {
  const columns: DataListColumn<AgreementListView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'title',
      title: 'Agreement',
      sortable: true,
      render: (a) => (
        <Anchor component={Link} to={`/agreements/${a.id}`}>
          {a.title}
        </Anchor>
      ),
    },
    { accessor: 'contractor.name', title: 'Worker', render: (a) => a.contractor?.name ?? '—' },
    { accessor: 'partner.name', title: 'Partner', render: (a) => a.partner.name },
    {
      accessor: 'assignment',
      title: 'Assignment',
      render: (a) => (a.assignment ? `${a.assignment.job_title ?? '—'} · ${a.client?.name ?? ''}` : '—'),
    },
    { accessor: 'template', title: 'Template', render: (a) => `${a.template.name} v${a.template.version}` },
    { accessor: 'status', title: 'Status', sortable: true, render: (a) => <AgreementStatusBadge agreement={a} /> },
    { accessor: 'sent_at', title: 'Sent', sortable: true, noWrap: true, render: (a) => formatMoment(a.sent_at) || '—' },
    { accessor: 'signed_at', title: 'Signed', noWrap: true, render: (a) => formatMoment(a.signed_at) || '—' },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      render: (a) => formatMoment(a.created_at),
    },
  ];
  return columns.filter(
    (c) => (show.partner || c.accessor !== 'partner.name') && (show.worker || c.accessor !== 'contractor.name'),
  );
}
