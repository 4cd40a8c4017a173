import { Alert, Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { CurrentUser, PayResult } from '@app/domain';
import { Link, useLocation, useParams } from 'react-router';
import { formatCalendarDate } from '../../../components/data-list/format';
import { DetailGate } from '../../../components/reference/detail-parts';
import { useSession } from '../../../lib/auth/use-session';
import { useInvoiceToPay } from '../api/get-invoice-to-pay';
import { opensInvoice } from '../components/pay-access';
import { cents, invoiceName, moneyIn } from '../lib/pay-format';
import { isPaySuccessState } from '../lib/pay-success-state';

/** The invoices the payment went to: its allocations (a reversing row, which a settled payment has none of, left out). */
function AppliedTo({ result }: { result: PayResult }) {
  const p = result.payment;
  const applied = p.allocations.filter((a) => a.reverses_allocation_id === null && cents(a.amount) > 0n);
  const rows: [string, string][] = [
    ['Amount paid', moneyIn(p.amount, p.currency)],
    ['Date', formatCalendarDate(p.payment_date)],
    ['Reference', p.reference ?? '—'],
    ...applied.map((a): [string, string] => [
      `Toward ${invoiceName(a.invoice).toLowerCase()}`,
      moneyIn(a.amount, p.currency),
    ]),
  ];
  return (
    <Table aria-label="Payment" verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Back to the invoice paid (for a user who may open it; else to its payment page), or to what is still owed. */
function BackLinks({
  user,
  invoiceId,
  label,
}: {
  user: CurrentUser | undefined;
  invoiceId: string | undefined;
  label: string;
}) {
  const invoicePage = invoiceId ? `/invoices/${invoiceId}` : null;
  return (
    <Group gap="lg">
      {invoicePage && user && opensInvoice(user, invoicePage) ? (
        <Anchor component={Link} to={invoicePage}>
          Back to {label}
        </Anchor>
      ) : invoiceId ? (
        <Anchor component={Link} to={`/pay/${invoiceId}`}>
          Back to {label}
        </Anchor>
      ) : null}
      <Anchor component={Link} to="/pay">
        See everything still owed
      </Anchor>
    </Group>
  );
}

/** Opened again later (a reload: the answer is gone): the invoice as it stands now. */
function InvoiceNow({ id, user }: { id: string; user: CurrentUser | undefined }) {
  const query = useInvoiceToPay(id);
  return (
    <DetailGate query={query} noun="invoice">
      {(i) => (
        <Stack gap="lg">
          <Title order={1}>Payment received</Title>
          <Text>
            {invoiceName(i)}: {moneyIn(i.allocated_amount, i.currency)} paid, {moneyIn(i.remaining_amount, i.currency)}{' '}
            still owed.
          </Text>
          <BackLinks user={user} invoiceId={i.id} label={invoiceName(i).toLowerCase()} />
        </Stack>
      )}
    </DetailGate>
  );
}

/**
 * /pay/:id?/success: what was paid (the amount, the date, the reference and each invoice it went
 * toward) with the API's thanks, and a link back to the invoice.
 */
export function PaySuccessPage() {
  const { id } = useParams();
  const { state } = useLocation();
  const user = useSession()?.user;
  if (!isPaySuccessState(state)) {
    if (id) return <InvoiceNow id={id} user={user} />;
    return (
      <Stack gap="lg">
        <Title order={1}>Payment received</Title>
        <Text>Your payment is recorded: the invoices it paid show it.</Text>
        <BackLinks user={user} invoiceId={undefined} label="" />
      </Stack>
    );
  }
  const { result } = state;
  const paidInvoice = id ? result.payment.allocations.find((a) => a.invoice.id === id)?.invoice : undefined;
  return (
    <Stack gap="lg">
      <Title order={1}>Payment received</Title>
      <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
        {result.message}
      </Alert>
      <Paper withBorder p="lg">
        <AppliedTo result={result} />
      </Paper>
      <BackLinks
        user={user}
        invoiceId={id}
        label={paidInvoice ? invoiceName(paidInvoice).toLowerCase() : 'the invoice'}
      />
    </Stack>
  );
}
