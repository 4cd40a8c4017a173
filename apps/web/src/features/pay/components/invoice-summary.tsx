import { Table } from '@mantine/core';
import type { InvoiceView } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { moneyIn, periodText } from '../lib/pay-format';

/** What the invoice is for and what is left to pay: period, due date, total due, paid and balance. */
export function InvoiceSummary({ invoice: i }: { invoice: InvoiceView }) {
  const rows: [string, string, boolean?][] = [
    ['Client', i.client.name],
    ['Period', periodText(i.period)],
    ['Due date', i.due_date ? formatCalendarDate(i.due_date) : '—'],
    ['Total due', moneyIn(i.total_due, i.currency)],
    ['Paid', moneyIn(i.allocated_amount, i.currency)],
    ['Balance', moneyIn(i.remaining_amount, i.currency), true],
  ];
  return (
    <Table aria-label="Invoice to pay" verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([label, value, strong]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={strong ? 700 : 400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
