import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PaycheckPreviewView } from '@app/domain';
import { formatPercent } from '../../../components/data-list/format';
import { moneyIn } from './money';

type Line = PaycheckPreviewView['earnings'][number];

type Money = (amount: string | null | undefined) => string;

/**
 * The paycheck the engine figured: the totals (in the paycheck's currency, and in the reporting one at
 * the exchange rate when one was given), where the employer's rates came from, then every line it
 * produced, by section.
 */
export function PaycheckResult({
  paycheck,
  billAmount,
  arrearsLabel,
  employerRatesNote,
}: {
  paycheck: PaycheckPreviewView;
  /** The bill amount sent, when one was: the margin is shown beside it. */
  billAmount: string | null;
  /** How a post-tax deduction's key reads (the arrears are keyed by it). */
  arrearsLabel: (key: string) => string;
  /** Where the employer's SUTA and workers' comp came from, worded; null when from nowhere (a warning says so). */
  employerRatesNote: string | null;
}) {
  const arrears = Object.entries(paycheck.arrears);
  const formatMoney = moneyIn(paycheck.currency);
  const exchange = paycheck.exchange;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="paycheck-result-title">
      <Title order={2} size="h3" id="paycheck-result-title" mb="md">
        Paycheck
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} mb="lg">
        <Figure label="Gross pay" value={formatMoney(paycheck.gross)} />
        <Figure label="Net pay" value={formatMoney(paycheck.net)} />
        <Figure label="Employer cost" value={formatMoney(paycheck.employer_cost)} />
        {billAmount !== null && (
          <>
            <Figure label="Bill amount" value={formatMoney(billAmount)} />
            <Figure label="Margin" value={formatMoney(paycheck.margin)} />
            <Figure label="Margin %" value={formatPercent(paycheck.margin_percent)} />
          </>
        )}
      </SimpleGrid>
      {(exchange || employerRatesNote) && (
        <Stack gap={4} mb="lg">
          {exchange && (
            <Text size="sm">
              At {exchange.rate} {exchange.currency} per {paycheck.currency}: gross{' '}
              {moneyIn(exchange.currency)(exchange.gross)}, employer cost{' '}
              {moneyIn(exchange.currency)(exchange.employer_cost)}
            </Text>
          )}
          {employerRatesNote && <Text size="sm">Employer rates: {employerRatesNote}</Text>}
        </Stack>
      )}
      {paycheck.warnings.length > 0 && (
        <Alert color="yellow" variant="light" title="Left out of these figures" mb="lg">
          <Stack gap={4}>
            {paycheck.warnings.map((w) => (
              <Text key={w} size="sm">
                {w}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Stack gap="lg">
        <Lines title="Earnings" lines={paycheck.earnings} money={formatMoney} />
        <Lines title="Pre-tax deductions" lines={paycheck.pre_tax_deductions} money={formatMoney} />
        <Lines title="Employee taxes" lines={paycheck.employee_taxes} money={formatMoney} />
        <Lines title="Post-tax deductions" lines={paycheck.post_tax_deductions} money={formatMoney} />
        <Lines title="Employer taxes" lines={paycheck.employer_taxes} money={formatMoney} />
        {arrears.length > 0 && (
          <Alert color="yellow" variant="light" title="Arrears carried to the next paycheck">
            <Table aria-label="Arrears">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Deduction</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Not taken
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {arrears.map(([key, amount]) => (
                  <Table.Tr key={key}>
                    <Table.Th scope="row" fw={400}>
                      {arrearsLabel(key)}
                    </Table.Th>
                    <Table.Td ta="right">{formatMoney(amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** One section's lines (label, base, amount); a section the engine left empty says so. */
function Lines({ title, lines, money }: { title: string; lines: Line[]; money: Money }) {
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Table aria-label={title} striped>
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
                <Table.Td ta="right">{money(l.base)}</Table.Td>
                <Table.Td ta="right">{money(l.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

/** A total: its label over its value, named by the label for assistive technology. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </div>
  );
}
