import { Paper, SimpleGrid, Table, Title } from '@mantine/core';
import type { PayrollRunDetail } from '@app/domain';
import { sumMoney } from '../../../lib/decimal';
import { moneyIn, negate, totalsByCurrency, type RunTotalsFigures } from '../lib/payroll-format';

function CurrencyTotals({ currency, t, titled }: { currency: string; t: RunTotalsFigures; titled: boolean }) {
  const rows: [label: string, amount: string, strong?: boolean][] = [
    ['Gross pay', t.gross],
    ['Employee taxes', negate(t.employee_taxes)],
    ['Deductions', negate(t.deductions)],
    ['Net pay', t.net, true],
    ['Employer taxes', t.employer_taxes],
    ['Employer cost', sumMoney([t.gross, t.employer_taxes]), true],
  ];
  return (
    <Table aria-label={titled ? `Run totals in ${currency}` : 'Run totals'} verticalSpacing={4}>
      {titled && <Table.Caption>{currency}</Table.Caption>}
      <Table.Tbody>
        {rows.map(([label, amount, strong]) => (
          <Table.Tr key={label}>
            <Table.Th fw={strong ? 700 : 400} scope="row">
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
              {moneyIn(amount, currency)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What the run adds up to, as it foots: gross less the employees' taxes and deductions is the net paid;
 * gross and the employer's taxes are what the run costs the employer. A run paying in several currencies
 * (a Canadian or an international worker) foots each on its own: currencies are never added together.
 */
export function RunTotals({ run }: { run: Pick<PayrollRunDetail, 'totals' | 'workers'> }) {
  const perCurrency = totalsByCurrency(run.workers);
  const sections: [string, RunTotalsFigures][] = perCurrency.length > 0 ? perCurrency : [['USD', run.totals]];
  const several = sections.length > 1;
  return (
    <Paper withBorder p="lg" maw={several ? 860 : 420} component="section" aria-labelledby="run-totals-title">
      <Title order={2} size="h4" mb="xs" id="run-totals-title">
        Totals
      </Title>
      <SimpleGrid cols={{ base: 1, sm: several ? 2 : 1 }}>
        {sections.map(([currency, t]) => (
          <CurrencyTotals key={currency} currency={currency} t={t} titled={several} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
