import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PaycheckDeductionView } from '@app/domain';
import type { DataListColumn } from '../../../components/data-list/columns';
import { formatCalendarDate, formatMoney } from '../../../components/data-list/format';
import { kindLabel, perPaycheckText } from './deduction-format';
import { DeductionStatusBadge } from './deduction-status';

const money = (
  accessor: 'taken_to_date' | 'balance' | 'arrears',
  title: string,
): DataListColumn<PaycheckDeductionView> => ({
  accessor,
  title,
  textAlign: 'right',
  noWrap: true,
  render: (r) => (r[accessor] === null ? '—' : formatMoney(r[accessor])),
});

/** The columns of /paycheck_deductions: what each asks, what approved paychecks took, what is owed. */
export function deductionColumns(showPartner: boolean): DataListColumn<PaycheckDeductionView>[] {
  const columns: DataListColumn<PaycheckDeductionView>[] = [
    { accessor: 'id', title: 'ID', adminOnly: true, noWrap: true },
    {
      accessor: 'label',
      title: 'Deduction',
      render: (r) => (
        <Anchor component={Link} to={`/paycheck_deductions/${r.id}`}>
          {r.label}
        </Anchor>
      ),
    },
    { accessor: 'contractor.name', title: 'Worker', render: (r) => r.contractor.name },
    { accessor: 'partner.name', title: 'Partner', render: (r) => r.partner.name },
    { accessor: 'kind', title: 'Kind', sortable: true, render: (r) => kindLabel(r.kind) },
    { accessor: 'amount', title: 'Asks', render: (r) => <Text size="sm">{perPaycheckText(r)}</Text> },
    money('taken_to_date', 'Taken'),
    money('balance', 'Balance'),
    {
      ...money('arrears', 'Arrears'),
      render: (r) =>
        r.arrears !== '0.00' ? (
          <Text size="sm" c="red" fw={600}>
            {formatMoney(r.arrears)}
          </Text>
        ) : (
          formatMoney(r.arrears)
        ),
    },
    { accessor: 'start_date', title: 'Starts', sortable: true, render: (r) => formatCalendarDate(r.start_date) },
    { accessor: 'status', title: 'Status', render: (r) => <DeductionStatusBadge status={r.status} /> },
  ];
  return showPartner ? columns : columns.filter((c) => c.accessor !== 'partner.name');
}
