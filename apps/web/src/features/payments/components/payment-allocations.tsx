import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { labelOf, type PaymentAllocationView, type PaymentDetail } from '@app/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoment } from '../../../components/data-list/format';
import { useSession } from '../../../lib/auth/use-session';
import { isReversal, moneyIn } from '../lib/payment-format';
import { mayUnallocate } from './payment-access';
import { UnallocateDialog } from './unallocate-dialog';

const invoiceName = (a: PaymentAllocationView) => (a.invoice.number ? `Invoice ${a.invoice.number}` : 'Draft invoice');

/** What the row is: a reversal (it undoes an earlier row), a row since reversed, or how it paid its invoice. */
function RowStatus({ allocation: a }: { allocation: PaymentAllocationView }) {
  if (isReversal(a)) {
    return (
      <Badge variant="outline" color="red" size="sm" tt="none">
        Reversal
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm">{a.sub_status ? labelOf('paymentAllocationSubStatus', a.sub_status) : '—'}</Text>
      {a.reversed && (
        <Badge variant="outline" color="gray" size="sm" tt="none">
          Reversed
        </Badge>
      )}
    </Group>
  );
}

/**
 * Every allocation row of the payment, oldest first as the API lists them: cash applied to an invoice,
 * and the reversing rows an unallocation or a return added (negative, with their reason); a row since
 * undone is marked Reversed. An admin undoes a standing row (Unallocate, with a reason).
 */
export function PaymentAllocations({ payment }: { payment: PaymentDetail }) {
  const subject = useSession()?.subject;
  const [undoing, setUndoing] = useState<PaymentAllocationView | null>(null);
  const unallocates = (a: PaymentAllocationView) => subject !== undefined && mayUnallocate(subject, payment, a);
  const withActions = payment.allocations.some(unallocates);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Allocations
        </Title>
        {payment.allocations.length === 0 ? (
          <Text c="dimmed">None of this payment is applied to an invoice.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Allocations" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Date</Table.Th>
                  {withActions && <Table.Th>Actions</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payment.allocations.map((a) => (
                  <Table.Tr key={a.id} c={a.reversed ? 'dimmed' : undefined}>
                    <Table.Td>
                      <Anchor component={Link} to={`/invoices/${a.invoice.id}`} size="sm">
                        {invoiceName(a)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {moneyIn(a.amount, payment.currency)}
                    </Table.Td>
                    <Table.Td>
                      <RowStatus allocation={a} />
                    </Table.Td>
                    <Table.Td>{a.reason ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(a.created_at)}</Table.Td>
                    {withActions && (
                      <Table.Td>
                        {unallocates(a) && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="red"
                            aria-label={`Unallocate ${moneyIn(a.amount, payment.currency)} from ${invoiceName(a)}`}
                            onClick={() => setUndoing(a)}
                          >
                            Unallocate
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {undoing && <UnallocateDialog payment={payment} allocation={undoing} onClose={() => setUndoing(null)} />}
    </Paper>
  );
}
