import { Modal, Select, Text, TextInput } from '@mantine/core';
import { creditMemoRefundSchema, type InvoiceDetail } from '@app/domain';
import { todayIso } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { centsToDecimal, toCents } from '../../../lib/decimal';
import { toast } from '../../../lib/notify';
import { useRefundCredit, type CreditRefund } from '../api/correct-invoice';
import { invoiceTitle, moneyIn } from '../lib/invoice-format';

interface RefundValues {
  amount: string;
  method: string;
  refund_date: string;
  reference: string;
}

const METHOD_OPTIONS = [
  { value: 'ach', label: 'ACH' },
  { value: 'wire', label: 'Wire' },
  { value: 'check', label: 'Check' },
];

/** What is left of the memo's credit (its remaining is negative), as a positive decimal string. */
export const creditLeftOf = (memo: Pick<InvoiceDetail, 'remaining_amount'>) => {
  const c = toCents(memo.remaining_amount) ?? 0n;
  return centsToDecimal(c < 0n ? -c : 0n);
};

function checkRefund(left: string, currency: string, v: RefundValues): Checked<CreditRefund> {
  const extra: Record<string, string> = {};
  if (!v.method) extra.method = 'Choose how the credit is paid back';
  if (!v.refund_date) extra.refund_date = 'Enter the date of the refund';
  const asked = toCents(v.amount.trim());
  const max = toCents(left) ?? 0n;
  if (v.amount.trim() && asked !== null && asked > max) {
    extra.amount = `At most ${moneyIn(left, currency)}: the credit left`;
  }
  return checkedOf(
    creditMemoRefundSchema.safeParse({
      amount: v.amount,
      method: v.method || undefined,
      refund_date: v.refund_date,
      reference: v.reference.trim() || undefined,
    }),
    extra,
  );
}

/**
 * Refund credit: pays back (part of) a credit memo's credit left to the client by ACH, wire or check,
 * recorded on the memo. One Idempotency-Key per opening.
 */
export function RefundCreditModal({ memo, onClose }: { memo: InvoiceDetail; onClose: () => void }) {
  useReturnFocus();
  const [key] = useIdempotencyKey();
  const refund = useRefundCredit(memo.id);
  const left = creditLeftOf(memo);
  const form = useFormState<RefundValues, CreditRefund>({
    initial: () => ({ amount: left, method: '', refund_date: todayIso(), reference: '' }),
    check: (v) => checkRefund(left, memo.currency, v),
    save: async (body) => {
      await refund.mutateAsync({ body, key });
      toast.success(`Refunded ${moneyIn(body.amount, memo.currency)}`);
      onClose();
    },
    fieldKeys: ['amount', 'method', 'refund_date', 'reference'],
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Refund credit">
      <ResourceFormFrame form={form} submitLabel="Refund credit" onCancel={onClose}>
        <Text size="sm">
          {invoiceTitle(memo)} · {memo.client.name} · {moneyIn(left, memo.currency)} credit left.
        </Text>
        <TextInput
          label="Amount"
          description={`At most ${moneyIn(left, memo.currency)}`}
          required
          inputMode="decimal"
          data-autofocus
          {...form.field('amount')}
        />
        <Select
          label="Method"
          required
          data={METHOD_OPTIONS}
          value={form.values.method || null}
          onChange={(m) => form.set('method', m ?? '')}
          error={form.fieldError('method')}
        />
        <TextInput label="Refund date" type="date" required {...form.field('refund_date')} />
        <TextInput label="Reference" maxLength={200} {...form.field('reference')} />
      </ResourceFormFrame>
    </Modal>
  );
}
