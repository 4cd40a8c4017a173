import { Paper, Table, Title } from '@mantine/core';
import type { InvoiceDetail } from '@app/domain';
import { creditIn } from '../lib/correction-format';
import { moneyIn } from '../lib/invoice-format';

/**
 * What the invoice adds up to and what is left to collect (a credit memo: its credit and what is left of it). Total pay (what the work behind it pays)
 * only when the API sends it: never to a client or a sales partner.
 */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetail }) {
  // A credit memo reads as a credit: its negative totals say "credit", what it gave and what is left of it.
  const memo = invoice.invoice_type === 'credit_memo';
  const format = memo ? creditIn : moneyIn;
  const rows: [string, string, boolean?][] = [
    ['Subtotal', invoice.total_bill_amount],
    ['Sales tax', invoice.total_sales_tax],
    ['Adjustments', invoice.total_adjustment_amount],
    [memo ? 'Total credit' : 'Total due', invoice.total_due, true],
    [memo ? 'Applied or refunded' : 'Paid', invoice.allocated_amount],
    [memo ? 'Credit left' : 'Remaining', invoice.remaining_amount, true],
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
                {format(amount, invoice.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
