import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PaycheckListRow } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate } from '../../../components/data-list/format';
import { moneyIn } from '../lib/payroll-format';
import { TransferStatusBadge } from './transfer-status';

/** Opens the paycheck: its check date, named with the worker for screen readers. */
function PaycheckLink({ row }: { row: PaycheckListRow }) {
  return (
    <Anchor
      component={Link}
      to={`/paychecks/${row.id}`}
      aria-label={`Paycheck of ${row.contractor.name}, ${formatCalendarDate(row.check_date)}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatCalendarDate(row.check_date)}
    </Anchor>
  );
}

const money = (
  accessor: keyof PaycheckListRow & string,
  title: string,
  sortable = false,
): DataListColumn<PaycheckListRow> => ({
  accessor,
  title,
  textAlign: 'right',
  noWrap: true,
  sortable,
  render: (r) => moneyIn(r[accessor] as string, r.currency),
  total: { money: (r) => r[accessor] as string, by: (r) => r.currency },
});

/**
 * The columns of /paychecks. `own`: a contractor's own list (/paychecks_lite, or /paychecks as a
 * contractor) — no worker, partner or employer taxes. `showPartner`: staff, who see several partners.
 */
export function paycheckColumns({ own, showPartner }: { own: boolean; showPartner: boolean }) {
  const columns: DataListColumn<PaycheckListRow>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    { accessor: 'check_date', title: 'Check date', sortable: true, render: (r) => <PaycheckLink row={r} /> },
    { accessor: 'contractor.name', title: 'Worker', render: (r) => r.contractor.name },
    { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner.name },
    money('gross', 'Gross', true),
    money('employee_taxes', 'Taxes'),
    money('deductions', 'Deductions'),
    money('net', 'Net', true),
    money('employer_taxes', 'Employer taxes'),
    {
      accessor: 'transfer_status',
      title: 'Transfer',
      render: (r) =>
        r.transfer_status ? <TransferStatusBadge status={r.transfer_status} /> : <Text size="sm">—</Text>,
    },
  ];
  const hidden = new Set<string>(own ? ['contractor.name', 'partner.name', 'employer_taxes'] : []);
  if (!showPartner) hidden.add('partner.name');
  return columns.filter((c) => !hidden.has(String(c.accessor)));
}
