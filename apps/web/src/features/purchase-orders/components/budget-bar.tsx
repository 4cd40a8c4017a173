import { Group, Progress, Text } from '@mantine/core';
import type { PurchaseOrderView } from '@app/domain';
import { usage } from '../lib/purchase-order-format';

/** % used with a bar: orange near the budget, red past it (the percentage says it in words too). */
export function BudgetBar({ po, width = 120 }: { po: PurchaseOrderView; width?: number }) {
  const { value, color } = usage(po);
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={value} color={color} w={width} aria-label={`${po.percent_used}% of the budget used`} />
      <Text size="sm" c={po.over_budget ? 'red' : undefined}>
        {po.percent_used}%{po.over_budget ? ' (over budget)' : ''}
      </Text>
    </Group>
  );
}
