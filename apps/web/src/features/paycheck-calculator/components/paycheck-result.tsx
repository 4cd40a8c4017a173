import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { PaycheckPreviewView } from '@app/domain';
import { formatMoney, formatPercent } from '../../../components/data-list/format';

type Line = PaycheckPreviewView['earnings'][number];

/** The paycheck the engine figured: the totals, then every line it produced, by section. */
export function PaycheckResult({
  paycheck,
  billAmount,
  arrearsLabel,
}: {
  paycheck: PaycheckPreviewView;
  /** The bill amount sent, when one was: the margin is shown beside it. */
  billAmount: string | null;
  /** How a post-tax deduction's key reads (the arrears are keyed by it). */
  arrearsLabel: (key: string) => string;
}) {
  const arrears = Object.entries(paycheck.arrears);
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
        <Lines title="Earnings" lines={paycheck.earnings} />
        <Lines title="Pre-tax deductions" lines={paycheck.pre_tax_deductions} />
        <Lines title="Employee taxes" lines={paycheck.employee_taxes} />
        <Lines title="Post-tax deductions" lines={paycheck.post_tax_deductions} />
        <Lines title="Employer taxes" lines={paycheck.employer_taxes} />
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
function Lines({ title, lines }: { title: string; lines: Line[] }) {
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
                <Table.Td ta="right">{formatMoney(l.base)}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.amount)}</Table.Td>
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
