import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PayoutView } from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { moneyIn, payoutLabel, payoutState } from './distribution-format';

/**
 * Every payout attempt of a distribution or a commission, newest first: the file's kind, the account's
 * last four and the trace, and whether the bank returned it (a returned one stays, beside the one that
 * paid it again). Nothing when there are none.
 */
export function PayoutHistory({ payouts, title = 'Payouts' }: { payouts: PayoutView[]; title?: string }) {
  if (payouts.length === 0) return null;
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Written</Table.Th>
              <Table.Th>Payout</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payouts.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{formatMoment(p.created_at)}</Table.Td>
                <Table.Td>{payoutLabel(p)}</Table.Td>
                <Table.Td ta="right">{moneyIn(p.amount, p.currency)}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={p.status === 'returned' ? 'red' : undefined}>
                    {payoutState(p)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
