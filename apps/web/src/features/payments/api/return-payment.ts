import { useMutation } from '@tanstack/react-query';
import type { AchReturnCode, PaymentDetail } from '@app/domain';
import { postOnce } from '../../../lib/api/idempotency-key';
import { PAYMENTS_PATH, usePaymentsSaved } from './payment-keys';

/** The body paymentReturnSchema takes. */
export interface PaymentReturn {
  return_code: AchReturnCode;
  return_date: string;
  reason?: string | undefined;
}

/** Marks the payment returned by the bank: its allocations are reversed, the invoices reopen, the client is told. */
export function useReturnPayment(id: string) {
  const saved = usePaymentsSaved();
  return useMutation({
    mutationFn: ({ body, key }: { body: PaymentReturn; key: string }) =>
      postOnce<PaymentDetail>(`${PAYMENTS_PATH}/${id}/return`, body, key),
    onSuccess: saved,
  });
}
