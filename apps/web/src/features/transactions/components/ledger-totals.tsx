import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { type LedgerTotals } from '@app/domain';
import { formatHours, formatMoney } from '../../../components/data-list/format';

/** Pay and bill, each side's hours and amount (the net: reversals count negative). */
export function LedgerTotalsPanel({ totals, label = 'Totals' }: { totals: LedgerTotals | undefined; label?: string }) {
  if (!totals) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} aria-label={label} role="group">
      {(['pay', 'bill'] as const).map((side) => (
        <Paper key={side} withBorder p="sm">
          <Group justify="space-between">
            <Text fw={600}>{side === 'pay' ? 'Pay' : 'Bill'}</Text>
            <Text data-testid={`${side}-total`}>
              {formatHours(totals[side].minutes)} h · {formatMoney(totals[side].amount)}
            </Text>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
