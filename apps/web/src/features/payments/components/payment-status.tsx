import type { PaymentView } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import { ALLOCATION_STATUS_TONES } from '../lib/payment-format';

/** Received, or Returned in red with the bank's return code ("Returned · R01"). */
export function PaymentStatus({
  payment,
  size,
}: {
  payment: Pick<PaymentView, 'status' | 'return_code'>;
  size?: 'lg';
}) {
  if (payment.status === 'returned') {
    const label = payment.return_code ? `Returned · ${payment.return_code}` : 'Returned';
    return <StatusBadge label={label} tone="danger" size={size} />;
  }
  return <StatusBadge of="paymentStatus" value={payment.status} tone="success" size={size} />;
}

/** How much of the cash is applied: Allocated, Partially allocated or Unapplied. */
export function AllocationStatus({ payment, size }: { payment: Pick<PaymentView, 'allocation_status'>; size?: 'lg' }) {
  return (
    <StatusBadge
      of="paymentAllocationStatus"
      value={payment.allocation_status}
      tone={ALLOCATION_STATUS_TONES[payment.allocation_status]}
      size={size}
    />
  );
}
