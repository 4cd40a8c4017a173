import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PaycheckDetail } from '@app/domain';
import { moneyIn, negate, PAYCHECK_SECTIONS, sectionOf, type PaycheckSection } from '../lib/payroll-format';

const money = { ta: 'right', style: { whiteSpace: 'nowrap' } } as const;

/** One section's lines (label, base, amount) and its total; a section the engine left empty says so. */
function SectionLines({
  paycheck,
  section,
  title,
}: {
  paycheck: PaycheckDetail;
  section: PaycheckSection;
  title: string;
}) {
  const { lines, total } = sectionOf(paycheck, section);
  const id = `paycheck-${section}`;
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" mb="xs" id={id}>
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm">None</Text>
      ) : (
        <Table aria-label={title} striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col" ta="right">
                Base
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={`${l.code}-${i}`}>
                <Table.Th scope="row" fw={400}>
                  {l.label}
                </Table.Th>
                <Table.Td {...money}>{moneyIn(l.base, paycheck.currency)}</Table.Td>
                <Table.Td {...money}>{moneyIn(l.amount, paycheck.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                Total {title.toLowerCase()}
              </Table.Th>
              <Table.Td {...money} fw={700}>
                {moneyIn(total, paycheck.currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </section>
  );
}

/** Every line of the paycheck, by section, in the order a pay stub reads them. */
export function PaycheckSections({ paycheck }: { paycheck: PaycheckDetail }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="paycheck-lines-title">
      <Title order={2} size="h4" mb="md" id="paycheck-lines-title">
        Lines
      </Title>
      <Stack gap="lg">
        {PAYCHECK_SECTIONS.map((s) => (
          <SectionLines key={s.section} paycheck={paycheck} section={s.section} title={s.title} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * How the paycheck foots: the earnings less pre-tax deductions, employee taxes and post-tax deductions are
 * the net pay; the earnings and the employer's taxes are the employer's cost. The API's own net and
 * employer cost are shown (they are what is paid); the section totals beside them show where they come from.
 */
export function PaycheckSummary({ paycheck }: { paycheck: PaycheckDetail }) {
  const total = (s: PaycheckSection) => sectionOf(paycheck, s).total;
  const rows: [label: string, amount: string, strong?: boolean][] = [
    ['Earnings', total('earning')],
    ['Pre-tax deductions', negate(total('pre_tax'))],
    ['Employee taxes', negate(total('employee_tax'))],
    ['Post-tax deductions', negate(total('post_tax'))],
    ['Net pay', paycheck.net, true],
    ['Employer taxes', total('employer_tax')],
    ['Employer cost', paycheck.employer_cost, true],
  ];
  return (
    <Paper withBorder p="lg" maw={440} component="section" aria-labelledby="paycheck-summary-title">
      <Title order={2} size="h4" mb="xs" id="paycheck-summary-title">
        Net pay and employer cost
      </Title>
      <Table aria-label="Net pay and employer cost" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, amount, strong]) => (
            <Table.Tr key={label}>
              <Table.Th fw={strong ? 700 : 400} scope="row">
                {label}
              </Table.Th>
              <Table.Td {...money} fw={strong ? 700 : undefined}>
                {moneyIn(amount, paycheck.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
