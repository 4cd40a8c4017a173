import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { labelOf, type InvoiceDetail } from '@app/domain';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format';
import { useSession } from '../../../lib/auth/use-session';
import { toCents } from '../../../lib/decimal';
import { moneyIn } from '../lib/invoice-format';
import { opensPayment } from './invoice-access';

type InvoicePayment = InvoiceDetail['payments'][number];

/** A reversing row (an unallocation or a returned payment) takes cash back off the invoice: its amount is negative. */
const isReversal = (p: InvoicePayment) => (toCents(p.amount) ?? 0n) < 0n;

/** The payment's page (features/payments), as a URL: the two features do not import each other. */
const paymentLinkOf = (p: Pick<InvoicePayment, 'payment_id'>) => (p.payment_id ? `/payments/${p.payment_id}` : null);

/**
 * How the row was paid: cash by its method ("ACH"); a credit memo's credit, a refund or a write-off by
 * what it is, with the method a refund went by ("Refund · Check").
 */
const methodText = (p: InvoicePayment) => {
  const method = p.method ? labelOf('paymentMethod', p.method) : null;
  if (p.source === 'payment') return method ?? labelOf('allocationSource', p.source);
  return [labelOf('allocationSource', p.source), method].filter(Boolean).join(' · ');
};

/**
 * The cash applied to the invoice, one row per allocation as the API lists them: the payment's date,
 * method, reference and the amount applied; a reversal (negative) says why. Each opens its payment for
 * those who may open the payments; a credit memo's credit, a refund or a write-off is named as such, and
 * a memo's credit links to the memo.
 */
export function InvoicePayments({ invoice }: { invoice: InvoiceDetail }) {
  const user = useSession()?.user;
  const opens = (to: string | null): to is string => to !== null && user !== undefined && opensPayment(user, to);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Payments
        </Title>
        {invoice.payments.length === 0 ? (
          <Text c="dimmed">No payment is applied to this invoice.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Payments applied" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Method</Table.Th>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.payments.map((p) => {
                  const to = paymentLinkOf(p);
                  const date = formatCalendarDate(p.payment_date);
                  return (
                    <Table.Tr key={p.allocation_id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {opens(to) ? (
                          <Anchor component={Link} to={to} size="sm">
                            {date}
                          </Anchor>
                        ) : (
                          date
                        )}
                      </Table.Td>
                      <Table.Td>{methodText(p)}</Table.Td>
                      <Table.Td>
                        {p.credit_memo && p.credit_memo.id !== invoice.id ? (
                          <Anchor component={Link} to={`/invoices/${p.credit_memo.id}`} size="sm">
                            Credit memo {p.credit_memo.number ?? ''}
                          </Anchor>
                        ) : (
                          (p.reference ?? '—')
                        )}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {moneyIn(p.amount, invoice.currency)}
                      </Table.Td>
                      <Table.Td>
                        {isReversal(p) ? (
                          <Group gap={4} wrap="nowrap">
                            <Badge variant="outline" color="red" size="sm" tt="none">
                              Reversal
                            </Badge>
                            <Text size="sm">{p.reason ?? 'No reason given'}</Text>
                          </Group>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {p.reason ?? ''}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
