import { Paper, Table, Text, Title } from '@mantine/core';
import type { PaycheckDetail } from '@app/domain';
import { moneyIn, ytdLabel } from '../lib/payroll-format';

/** The year to date with this employer after this paycheck, per figure the engine keeps. */
export function PaycheckYtd({ paycheck }: { paycheck: PaycheckDetail }) {
  const entries = Object.entries(paycheck.ytd);
  return (
    <Paper withBorder p="lg" maw={440} component="section" aria-labelledby="paycheck-ytd-title">
      <Title order={2} size="h4" mb="xs" id="paycheck-ytd-title">
        Year to date
      </Title>
      {entries.length === 0 ? (
        <Text size="sm">No year-to-date figures.</Text>
      ) : (
        <Table aria-label="Year to date" verticalSpacing={4}>
          <Table.Tbody>
            {entries.map(([key, amount]) => (
              <Table.Tr key={key}>
                <Table.Th scope="row" fw={400}>
                  {ytdLabel(key)}
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {moneyIn(amount, paycheck.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
