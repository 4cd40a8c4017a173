import { useMutation } from '@tanstack/react-query';
import type { PayRequest, PayResult } from '@app/domain';
import { postOnce } from './idempotency-key';
import { PAY_PATH, useInvoicesPaid } from './pay-keys';

/**
 * Debits a saved account for one invoice (all it owes, or `amount`) or the client's whole open balance
 * in the account's currency. Answers settled, or returned by the bank (recorded, nothing paid).
 */
export function usePay() {
  const paid = useInvoicesPaid();
  return useMutation({
    mutationFn: ({ body, key }: { body: PayRequest; key: string }) => postOnce<PayResult>(PAY_PATH, body, key),
    onSuccess: () => paid(),
  });
}
