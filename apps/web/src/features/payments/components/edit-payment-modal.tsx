import { Modal, Textarea, TextInput } from '@mantine/core';
import { paymentUpdateSchema, type PaymentDetail } from '@app/domain';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { changedOnly, textOrNull } from '../../../components/forms/form-check';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useUpdatePayment, type PaymentUpdate } from '../api/update-payment';

interface EditValues {
  reference: string;
  notes: string;
}

const bodyOf = (v: EditValues) => ({ reference: textOrNull(v.reference), notes: textOrNull(v.notes) });

/** Edit (admin): the reference and notes only; a payment's money never changes in place. Sends what changed. */
export function EditPaymentModal({ payment, onClose }: { payment: PaymentDetail; onClose: () => void }) {
  useReturnFocus();
  const update = useUpdatePayment(payment.id);
  const before = { reference: payment.reference ?? '', notes: payment.notes ?? '' };
  const form = useFormState<EditValues, PaymentUpdate>({
    initial: () => before,
    check: (v): Checked<PaymentUpdate> =>
      checkedOf(paymentUpdateSchema.safeParse(changedOnly(bodyOf(v), bodyOf(before)))),
    save: async (body) => {
      if (Object.keys(body).length > 0) await update.mutateAsync(body);
      toast.success('Payment saved');
      onClose();
    },
    fieldKeys: ['reference', 'notes'],
  });
  return (
    <Modal opened onClose={() => !form.pending && onClose()} title="Edit payment">
      <ResourceFormFrame form={form} submitLabel="Save payment" onCancel={onClose}>
        <TextInput label="Reference" maxLength={200} {...form.field('reference')} />
        <Textarea label="Notes" rows={3} maxLength={2000} {...form.field('notes')} />
      </ResourceFormFrame>
    </Modal>
  );
}
