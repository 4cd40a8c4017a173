import { Modal, Select, Text, Textarea, TextInput } from '@mantine/core';
import { paymentReturnSchema, type PaymentDetail } from '@app/domain';
import { formatCalendarDate, todayIso } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { useReturnPayment, type PaymentReturn } from '../api/return-payment';
import { moneyIn, RETURN_CODE_OPTIONS, RETURN_CONFIRM_TEXT } from '../lib/payment-format';

interface ReturnValues {
  return_code: string;
  return_date: string;
  reason: string;
}

const FIELD_KEYS = ['return_code', 'return_date', 'reason'];

function checkReturn(v: ReturnValues): Checked<PaymentReturn> {
  const extra: Record<string, string> = {};
  if (!v.return_code) extra.return_code = 'Choose the bank return code (R01, R02 …)';
  if (!v.return_date) extra.return_date = 'Enter the date the bank returned it';
  return checkedOf(
    paymentReturnSchema.safeParse({
      return_code: v.return_code || undefined,
      return_date: v.return_date,
      reason: v.reason.trim() || undefined,
    }),
    extra,
  );
}

/**
 * Return: the bank sent the payment back (an ACH return code). The API marks it returned, reverses
 * every standing allocation so the invoices reopen, and e-mails the client. One Idempotency-Key per
 * opening.
 */
export function ReturnPaymentDialog({ payment, onClose }: { payment: PaymentDetail; onClose: () => void }) {
  useReturnFocus();
  const [key] = useIdempotencyKey();
  const returnIt = useReturnPayment(payment.id);
  const form = useFormState<ReturnValues, PaymentReturn>({
    initial: () => ({ return_code: '', return_date: todayIso(), reason: '' }),
    check: checkReturn,
    save: async (body) => {
      await returnIt.mutateAsync({ body, key });
      toast.success(`Payment marked returned (${body.return_code})`);
      onClose();
    },
    fieldKeys: FIELD_KEYS,
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Mark payment returned">
      <ResourceFormFrame form={form} submitLabel="Mark returned" onCancel={onClose}>
        <Text size="sm">
          {moneyIn(payment.amount, payment.currency)} from {payment.client.name}, received{' '}
          {formatCalendarDate(payment.payment_date)}
          {payment.reference ? ` (${payment.reference})` : ''}.
        </Text>
        <Text size="sm" fw={500}>
          {RETURN_CONFIRM_TEXT}
        </Text>
        <Select
          label="Return code"
          required
          searchable
          data={RETURN_CODE_OPTIONS}
          value={form.values.return_code || null}
          onChange={(v) => form.set('return_code', v ?? '')}
          error={form.fieldError('return_code')}
          placeholder="R01, R02 …"
          data-autofocus
        />
        <TextInput label="Return date" type="date" required {...form.field('return_date')} />
        <Textarea label="Reason" rows={2} maxLength={500} {...form.field('reason')} />
      </ResourceFormFrame>
    </Modal>
  );
}
