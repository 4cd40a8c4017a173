import { Group } from '@mantine/core';
import type { InvoiceView } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import { INVOICE_STATUS_TONES, overdueText } from '../lib/invoice-format';

/** The invoice's status, and how long it is overdue when money is still due after its due date. */
export function InvoiceStatus({
  invoice,
  size,
}: {
  invoice: Pick<InvoiceView, 'status' | 'overdue' | 'days_past_due'>;
  size?: 'lg';
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge of="invoiceStatus" value={invoice.status} tone={INVOICE_STATUS_TONES[invoice.status]} size={size} />
      {invoice.overdue && <StatusBadge label={overdueText(invoice.days_past_due)} tone="danger" size={size} />}
    </Group>
  );
}
