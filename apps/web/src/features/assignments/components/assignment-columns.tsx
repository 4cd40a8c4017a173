import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import type { AssignmentRow } from '../api/assignment-types';
import { AssignmentStatusBadge } from './assignment-status-badge';
import { formatCalendarDate, formatMoment, formatPercent, formatRate } from '../../../components/data-list/format';

interface Options {
  showPartner: boolean;
  /** The API answers only the sides the caller sees; columns follow the same rule. */
  pay: boolean;
  bill: boolean;
}

export function assignmentColumns({ showPartner, pay, bill }: Options): DataListColumn<AssignmentRow>[] {
  const columns: (DataListColumn<AssignmentRow> | false)[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'contractor.name',
      title: 'Contractor',
      sortable: true,
      sortKey: 'contractor',
      render: (a) => (
        <Anchor component={Link} to={`/assignments/${a.id}`}>
          {a.contractor.name}
        </Anchor>
      ),
    },
    { accessor: 'job_title', title: 'Job', sortable: true },
    { accessor: 'client.name', title: 'Client', sortable: true, sortKey: 'client', render: (a) => a.client.name },
    showPartner && { accessor: 'partner.name', title: 'Partner', render: (a) => a.partner.name },
    { accessor: 'address.state', title: 'State', render: (a) => a.address.state ?? '—' },
    {
      accessor: 'start_date',
      title: 'Start',
      sortable: true,
      noWrap: true,
      render: (a) => formatCalendarDate(a.start_date),
    },
    {
      accessor: 'end_date',
      title: 'End',
      sortable: true,
      noWrap: true,
      render: (a) => (a.end_date ? formatCalendarDate(a.end_date) : '—'),
    },
    { accessor: 'status', title: 'Status', sortable: true, render: (a) => <AssignmentStatusBadge status={a.status} /> },
    pay && {
      accessor: 'pay_rate',
      title: 'Pay rate',
      textAlign: 'right',
      render: (a) => (a.annual_salary ? `${formatRate(a.annual_salary)}/yr` : formatRate(a.pay_rate)),
    },
    bill && { accessor: 'bill_rate', title: 'Bill rate', textAlign: 'right', render: (a) => formatRate(a.bill_rate) },
    pay &&
      bill && {
        accessor: 'margin.percent',
        title: 'Margin',
        textAlign: 'right',
        render: (a) => formatPercent(a.margin?.percent),
      },
    {
      accessor: 'processing_status',
      title: 'Processing',
      adminOnly: true,
      render: (a) => a.processing_status.replace(/_/g, ' '),
    },
    {
      accessor: 'created_at',
      title: 'Created',
      adminOnly: true,
      sortable: true,
      noWrap: true,
      render: (a) => formatMoment(a.created_at),
    },
  ];
  return columns.filter((c): c is DataListColumn<AssignmentRow> => c !== false);
}
