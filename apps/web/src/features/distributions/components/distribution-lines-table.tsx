import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DistributionDetail, DistributionLineView } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { moneyIn } from './distribution-format';

/** The amount columns of the trace, in the order they foot: cash = pay + burden + fee + adjustments + margin. */
const AMOUNTS: { key: keyof DistributionLineView & keyof DistributionDetail; title: string }[] = [
  { key: 'cash', title: 'Cash' },
  { key: 'pay', title: 'Pay' },
  { key: 'burden', title: 'Burden' },
  { key: 'platform_fee', title: 'Platform fee' },
  { key: 'adjustments', title: 'Adjustments' },
  { key: 'margin', title: 'Margin' },
  { key: 'reimbursement', title: 'Reimbursement' },
  { key: 'partner_amount', title: 'Partner amount' },
  { key: 'commission', title: 'Commission' },
];

/**
 * The trace: one row per invoice line × payment allocation the period's cash reached — the invoice and
 * line, the payment, the paychecks behind the line's pay — and what the cash divided into. A clawback
 * (a returned payment) is marked and negative. The footer is the distribution's totals: the rows foot to it.
 */
export function DistributionLinesTable({ distribution: d }: { distribution: DistributionDetail }) {
  // A column the reader may not see (null on every row: pay for a sales partner, commission for a partner) is left out.
  const shown = AMOUNTS.filter((a) => d[a.key] !== null);
  const money = (v: unknown) => moneyIn(v === null || v === undefined ? null : String(v), d.currency);
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped withTableBorder aria-label="Distribution lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Invoice line</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Paychecks</Table.Th>
            {shown.map((a) => (
              <Table.Th key={a.key} style={{ textAlign: 'right' }}>
                {a.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(l.allocation_date)}
                {l.clawback && (
                  <Badge ml="xs" color="red" variant="light" size="sm">
                    Clawback
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/invoices/${l.invoice.id}`}>
                  Invoice {l.invoice.number ?? 'draft'}
                </Anchor>
                <Text size="xs" c="dimmed">
                  Line {l.invoice_line.position}: {l.invoice_line.description} ({money(l.invoice_line.amount)})
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/payments/${l.payment.id}`}>
                  {l.payment.reference ?? 'Payment'}
                </Anchor>
                <Text size="xs" c="dimmed" title={l.payment_allocation_id}>
                  Allocation {l.payment_allocation_id.slice(0, 8)}
                </Text>
              </Table.Td>
              <Table.Td>
                {l.paycheck_ids.length === 0
                  ? '—'
                  : l.paycheck_ids.map((id) => (
                      <Anchor key={id} component={Link} to={`/paychecks/${id}`} display="block" size="sm">
                        {id.slice(0, 8)}
                      </Anchor>
                    ))}
              </Table.Td>
              {shown.map((a) => (
                <Table.Td key={a.key} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {money(l[a.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>Total</Table.Th>
            {shown.map((a) => (
              <Table.Th key={a.key} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {money(d[a.key])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
