import { Text } from '@mantine/core';
import type { SalesTaxView } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import { percentText } from '../lib/sales-tax-format';

/** What the row charges: its rate, a dash when not taxable, or "Rate needed" when nobody confirmed it. */
export function SalesTaxRate({ row, size }: { row: SalesTaxView; size?: 'lg' }) {
  if (row.needs_rate) return <StatusBadge label="Rate needed" tone="warning" size={size} />;
  if (!row.taxable) return <Text span>—</Text>;
  return <Text span>{percentText(row.rate_percent)}</Text>;
}
