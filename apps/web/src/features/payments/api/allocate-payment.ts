import { useMutation } from '@tanstack/react-query';
import type { PaymentDetail } from '@app/domain';
import { postOnce } from '../../../lib/api/idempotency-key';
import { PAYMENTS_PATH, usePaymentsSaved } from './payment-keys';

/** The body paymentAllocateSchema takes. */
export interface PaymentAllocate {
  allocations: { invoice_id: string; amount: string }[];
}

/** Applies the payment's unapplied cash by hand to open invoices of the same client and currency. */
export function useAllocatePayment(id: string) {
  const saved = usePaymentsSaved();
  return useMutation({
    mutationFn: ({ body, key }: { body: PaymentAllocate; key: string }) =>
      postOnce<PaymentDetail>(`${PAYMENTS_PATH}/${id}/allocations`, body, key),
    onSuccess: saved,
  });
}
