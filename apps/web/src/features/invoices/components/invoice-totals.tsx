import { Paper, Table, Title } from '@mantine/core';
import type { InvoiceDetail } from '@app/domain';
import { moneyIn } from '../lib/invoice-format';

/**
 * What the invoice adds up to and what is left to collect. Total pay (what the work behind it pays)
 * only when the API sends it: never to a client or a sales partner.
 */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  const rows: [string, string, boolean?][] = [
    ['Subtotal', invoice.total_bill_amount],
    ['Sales tax', invoice.total_sales_tax],
    ['Adjustments', invoice.total_adjustment_amount],
    ['Total due', invoice.total_due, true],
    ['Paid', invoice.allocated_amount],
    ['Remaining', invoice.remaining_amount, true],
  ];
  if (invoice.total_pay_amount !== undefined) rows.push(['Total pay', invoice.total_pay_amount]);
  return (
    <Paper withBorder p="lg" maw={420}>
      <Title order={2} size="h4" mb="xs">
        Totals
      </Title>
      <Table aria-label="Invoice totals" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, amount, strong]) => (
            <Table.Tr key={label}>
              <Table.Th fw={strong ? 700 : 400} scope="row">
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                {moneyIn(amount, invoice.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
