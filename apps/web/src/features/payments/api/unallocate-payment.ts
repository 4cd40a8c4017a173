import { useMutation } from '@tanstack/react-query';
import type { PaymentDetail } from '@app/domain';
import { postOnce } from '../../../lib/api/idempotency-key';
import { PAYMENTS_PATH, usePaymentsSaved } from './payment-keys';

/** Undoes one allocation (admin) with a reversing row; the cash is unapplied again. */
export function useUnallocatePayment(id: string) {
  const saved = usePaymentsSaved();
  return useMutation({
    mutationFn: ({ body, key }: { body: { allocation_id: string; reason: string }; key: string }) =>
      postOnce<PaymentDetail>(`${PAYMENTS_PATH}/${id}/unallocate`, body, key),
    onSuccess: saved,
  });
}
