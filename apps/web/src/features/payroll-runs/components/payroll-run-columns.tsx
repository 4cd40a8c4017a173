import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PayrollRunView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate } from '../../../components/data-list/format';
import { moneyIn, periodText, plural } from '../lib/payroll-format';
import { PayrollRunStatusBadge } from './payroll-run-status';

/** Opens the run: its period, named with its partner for screen readers. */
function RunLink({ run, withPartner }: { run: PayrollRunView; withPartner: boolean }) {
  return (
    <Anchor
      component={Link}
      to={`/payroll_runs/${run.id}`}
      aria-label={`Payroll run ${withPartner ? `for ${run.partner.name}, ` : ''}${periodText(run)}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {periodText(run)}
    </Anchor>
  );
}

/**
 * The columns of /payroll_runs; the partner's only for those who see several partners. Amounts are US
 * dollars in this slice (decision 0047) and add up in the page total.
 */
export function payrollRunColumns({ showPartner }: { showPartner: boolean }): DataListColumn<PayrollRunView>[] {
  const columns: DataListColumn<PayrollRunView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'period_start',
      title: 'Period',
      sortable: true,
      render: (r) => <RunLink run={r} withPartner={showPartner} />,
    },
    { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner.name },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: (r) => <PayrollRunStatusBadge status={r.status} />,
    },
    {
      accessor: 'pay_date',
      title: 'Pay date',
      sortable: true,
      noWrap: true,
      render: (r) => formatCalendarDate(r.pay_date),
    },
    {
      accessor: 'worker_count',
      title: 'Workers',
      textAlign: 'right',
      render: (r) => (
        <>
          <Text size="sm" component="span">
            {r.worker_count}
          </Text>
          {r.refused_count > 0 && (
            <Text size="xs" c="red.8" fw={600}>
              {plural(r.refused_count, 'refusal')}
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: 'totals.gross',
      title: 'Gross',
      textAlign: 'right',
      noWrap: true,
      render: (r) => moneyIn(r.totals.gross),
      total: { money: (r) => r.totals.gross },
    },
    {
      accessor: 'totals.net',
      title: 'Net',
      textAlign: 'right',
      noWrap: true,
      render: (r) => moneyIn(r.totals.net),
      total: { money: (r) => r.totals.net },
    },
    {
      accessor: 'totals.employer_taxes',
      title: 'Employer taxes',
      textAlign: 'right',
      noWrap: true,
      render: (r) => moneyIn(r.totals.employer_taxes),
      total: { money: (r) => r.totals.employer_taxes },
    },
    {
      accessor: 'created_at',
      title: 'Created',
      sortable: true,
      noWrap: true,
      defaultToggle: false,
      render: (r) => formatCalendarDate(r.created_at),
    },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
