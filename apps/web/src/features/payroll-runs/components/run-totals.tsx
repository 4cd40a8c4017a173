import { Paper, Table, Title } from '@mantine/core';
import type { PayrollRunView } from '@app/domain';
import { sumMoney } from '../../../lib/decimal';
import { moneyIn, negate } from '../lib/payroll-format';

/**
 * What the run adds up to, as it foots: gross less the employees' taxes and deductions is the net paid;
 * gross and the employer's taxes are what the run costs the employer.
 */
export function RunTotals({ run }: { run: Pick<PayrollRunView, 'totals'> }) {
  const t = run.totals;
  const rows: [label: string, amount: string, strong?: boolean][] = [
    ['Gross pay', t.gross],
    ['Employee taxes', negate(t.employee_taxes)],
    ['Deductions', negate(t.deductions)],
    ['Net pay', t.net, true],
    ['Employer taxes', t.employer_taxes],
    ['Employer cost', sumMoney([t.gross, t.employer_taxes]), true],
  ];
  return (
    <Paper withBorder p="lg" maw={420} component="section" aria-labelledby="run-totals-title">
      <Title order={2} size="h4" mb="xs" id="run-totals-title">
        Totals
      </Title>
      <Table aria-label="Run totals" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, amount, strong]) => (
            <Table.Tr key={label}>
              <Table.Th fw={strong ? 700 : 400} scope="row">
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                {moneyIn(amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
