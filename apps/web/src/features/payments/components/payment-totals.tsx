import { Paper, Table, Title } from '@mantine/core';
import type { PaymentDetail } from '@app/domain';
import { moneyIn } from '../lib/payment-format';

/** The cash received and how much of it is applied to invoices; the rest is the client's credit. */
export function PaymentTotals({ payment }: { payment: PaymentDetail }) {
  const rows: [string, string, boolean?][] = [
    ['Amount', payment.amount, true],
    ['Applied', payment.allocated_amount],
    ['Unapplied', payment.unapplied_amount, true],
  ];
  return (
    <Paper withBorder p="lg" maw={420}>
      <Title order={2} size="h4" mb="xs">
        Totals
      </Title>
      <Table aria-label="Payment totals" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, amount, strong]) => (
            <Table.Tr key={label}>
              <Table.Th fw={strong ? 700 : 400} scope="row">
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                {moneyIn(amount, payment.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
