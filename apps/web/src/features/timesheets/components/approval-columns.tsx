import { Anchor } from '@mantine/core';
import type { ApprovalGroupView } from '@app/domain';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatHours, formatMoment, formatWeek } from '../../../components/data-list/format';
import { billAmountLines, formatBillAmounts } from '../lib/bill-amounts';

/**
 * The approvals list's columns. The amount column shows only when the API answers amounts (whoever sees
 * bill figures, decision 0108); it is not sortable — the amounts are priced for the page's rows after paging.
 */
export function approvalColumns({
  showPartner,
  showAmount,
}: {
  showPartner: boolean;
  showAmount: boolean;
}): DataListColumn<ApprovalGroupView>[] {
  const columns: (DataListColumn<ApprovalGroupView> | false)[] = [
    {
      accessor: 'contractor.name',
      title: 'Contractor',
      sortable: true,
      sortKey: 'contractor',
      render: (g) => (
        <Anchor component={Link} to={`/approvals/${g.id}`}>
          {g.contractor.name}
        </Anchor>
      ),
    },
    {
      accessor: 'week_start',
      title: 'Week',
      sortable: true,
      noWrap: true,
      render: (g) => formatWeek(g.week_start),
    },
    { accessor: 'clients', title: 'Clients', render: (g) => g.clients.map((c) => c.name).join(', ') },
    showPartner && { accessor: 'partner.name', title: 'Partner', render: (g) => g.partner.name },
    { accessor: 'pending_count', title: 'Pending entries', textAlign: 'right' },
    {
      accessor: 'pending_minutes',
      title: 'Pending hours',
      sortable: true,
      textAlign: 'right',
      render: (g) => formatHours(g.pending_minutes),
      total: { minutes: (g) => g.pending_minutes },
    },
    showAmount && {
      accessor: 'bill_amounts',
      title: 'Amount',
      textAlign: 'right',
      noWrap: true,
      render: (g) => formatBillAmounts(g.bill_amounts),
      total: { moneyLines: billAmountLines },
    },
    {
      accessor: 'first_entered',
      title: 'First entered',
      noWrap: true,
      // A moment, not a work date: shown in the reader's time zone (/settings), naming it.
      render: (g) => formatMoment(g.first_entered),
    },
  ];
  return columns.filter((c): c is DataListColumn<ApprovalGroupView> => c !== false);
}
