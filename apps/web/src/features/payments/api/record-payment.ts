import { useMutation } from '@tanstack/react-query';
import type { PaymentCreate, PaymentDetail } from '@app/domain';
import { postOnce } from '../../../lib/api/idempotency-key';
import { PAYMENTS_PATH, usePaymentsSaved } from './payment-keys';

/** Records cash and applies it (named invoices first, then oldest due); the rest is the client's credit. */
export function useRecordPayment() {
  const saved = usePaymentsSaved();
  return useMutation({
    mutationFn: ({ body, key }: { body: PaymentCreate; key: string }) =>
      postOnce<PaymentDetail>(PAYMENTS_PATH, body, key),
    onSuccess: saved,
  });
}
