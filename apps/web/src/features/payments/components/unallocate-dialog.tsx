import { Text } from '@mantine/core';
import type { PaymentAllocationView, PaymentDetail } from '@app/domain';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toast } from '../../../lib/notify';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { useUnallocatePayment } from '../api/unallocate-payment';
import { moneyIn } from '../lib/payment-format';

/** The contract's limit on an unallocation reason (paymentUnallocateSchema). */
const REASON_MAX = 500;

/**
 * Unallocate (admin): a reversing row undoes one allocation, its cash is unapplied again and the invoice
 * owes it again. Mounted per opening, so each opening is one Idempotency-Key.
 */
export function UnallocateDialog({
  payment,
  allocation,
  onClose,
}: {
  payment: PaymentDetail;
  allocation: PaymentAllocationView;
  onClose: () => void;
}) {
  const [key] = useIdempotencyKey();
  const unallocate = useUnallocatePayment(payment.id);
  const amount = moneyIn(allocation.amount, payment.currency);
  const invoice = allocation.invoice.number ? `invoice ${allocation.invoice.number}` : 'the draft invoice';
  return (
    <ReasonDialog
      title="Unallocate?"
      description="Kept on the reversing row for everyone who reads the payment."
      requiredMessage="Say why the allocation is undone"
      maxLength={REASON_MAX}
      confirmLabel="Unallocate"
      onConfirm={async (reason) => {
        await unallocate.mutateAsync({ body: { allocation_id: allocation.id, reason }, key });
        toast.success(`${amount} unallocated from ${invoice}`);
        onClose();
      }}
      onClose={onClose}
    >
      <Text size="sm">
        Takes {amount} off {invoice}: the invoice owes it again and the cash is unapplied on this payment. Nothing is
        deleted; a reversing row is added.
      </Text>
    </ReasonDialog>
  );
}
