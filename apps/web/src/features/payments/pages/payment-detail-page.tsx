import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PaymentDetail } from '@app/domain';
import { useParams } from 'react-router';
import { formatCalendarDate, formatMoment } from '../../../components/data-list/format';
import { Field } from '../../../components/record-page/record-fields';
import { BackLink, DetailGate } from '../../../components/reference/detail-parts';
import { useSession } from '../../../lib/auth/use-session';
import { usePayment } from '../api/get-payment';
import { ApplyCashForm } from '../components/apply-cash-form';
import { mayApply, showsPartnerColumn } from '../components/payment-access';
import { PaymentActions } from '../components/payment-actions';
import { PaymentAllocations } from '../components/payment-allocations';
import { AllocationStatus, PaymentStatus } from '../components/payment-status';
import { PaymentTotals } from '../components/payment-totals';
import { methodLabel, paymentTitle, returnCodeText } from '../lib/payment-format';

const text = (v: string | null | undefined) => <Text>{v || '—'}</Text>;

function PaymentFields({ payment: p, showPartner }: { payment: PaymentDetail; showPartner: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <Field label="Client">{text(p.client.name)}</Field>
      {showPartner && <Field label="Partner">{text(p.partner.name)}</Field>}
      <Field label="Method">{text(methodLabel(p.method))}</Field>
      <Field label="Payment date">{text(formatCalendarDate(p.payment_date))}</Field>
      <Field label="Reference">{text(p.reference)}</Field>
      <Field label="Currency">{text(p.currency.toUpperCase())}</Field>
      <Field label="Recorded">{text(formatMoment(p.created_at))}</Field>
      <Field label="Notes">
        <Text style={{ whiteSpace: 'pre-line' }}>{p.notes || '—'}</Text>
      </Field>
    </SimpleGrid>
  );
}

/** Why the payment stands no more: the bank's code and what it means, the date and the reason given. */
function ReturnedNotice({ payment: p }: { payment: PaymentDetail }) {
  return (
    <Alert color="red" variant="light" title="This payment was returned by the bank">
      <Stack gap={2}>
        <Text size="sm">
          {p.return_code ? returnCodeText(p.return_code) : 'No return code'}
          {p.return_date ? ` · ${formatCalendarDate(p.return_date)}` : ''}
        </Text>
        {p.return_reason && <Text size="sm">Reason: {p.return_reason}</Text>}
        <Text size="sm">Its allocations are reversed and the invoices it paid are open again.</Text>
      </Stack>
    </Alert>
  );
}

/**
 * /payments/:id: one payment — who paid, how and when, how much is applied, and every allocation row
 * (reversals included) linked to its invoice; Return, Apply unapplied cash, Unallocate and Edit for
 * those the API lets do them.
 */
export function PaymentDetailPage() {
  const { id = '' } = useParams();
  const query = usePayment(id);
  const subject = useSession()?.subject;
  return (
    <DetailGate query={query} noun="payment">
      {(payment) => (
        <Stack gap="lg">
          <BackLink to="/payments" label="Payments" />
          <Group justify="space-between">
            <Group gap="sm">
              <Title order={1}>{paymentTitle(payment)}</Title>
              <PaymentStatus payment={payment} size="lg" />
              <AllocationStatus payment={payment} size="lg" />
            </Group>
            <PaymentActions payment={payment} />
          </Group>
          {payment.status === 'returned' && <ReturnedNotice payment={payment} />}
          <Paper withBorder p="lg">
            <PaymentFields payment={payment} showPartner={subject !== undefined && showsPartnerColumn(subject)} />
          </Paper>
          <PaymentTotals payment={payment} />
          <PaymentAllocations payment={payment} />
          {subject && mayApply(subject, payment) && <ApplyCashForm payment={payment} />}
        </Stack>
      )}
    </DetailGate>
  );
}
