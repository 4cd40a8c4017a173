import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format';
import type { OpenInvoice } from '../api/get-open-invoices';
import { invoiceName, moneyIn, periodText } from '../lib/pay-format';

/** The invoices still owed, oldest due first, each with its balance and a link to pay it alone. */
export function OpenInvoicesTable({ invoices }: { invoices: OpenInvoice[] }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Open invoices" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th>Due date</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th ta="right">Pay</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{i.number ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{periodText(i.period)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {i.due_date ? formatCalendarDate(i.due_date) : '—'}{' '}
                {i.overdue && (
                  <Badge color="red" variant="light" size="sm">
                    Overdue
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {moneyIn(i.remaining_amount, i.currency)}
              </Table.Td>
              <Table.Td ta="right">
                <Anchor
                  component={Link}
                  to={`/pay/${i.id}`}
                  size="sm"
                  aria-label={`Pay ${invoiceName(i).toLowerCase()}`}
                >
                  Pay
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
