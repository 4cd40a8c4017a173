import { useMutation } from '@tanstack/react-query';
import type { PayRequest, PayResult } from '@app/domain';
import { postOnce } from '../../../lib/api/idempotency-key';
import { PAY_PATH, useInvoicesPaid } from './pay-keys';

/** Said instead of the API's "key already used for a different request": what it means to the payer. */
const PAY_KEY_REUSED =
  'An earlier try of this payment reached the bank with other values and may already be paid: reload the page and check the balance before paying again.';

/**
 * Debits a saved account for one invoice (all it owes, or `amount`) or the client's whole open balance
 * in the account's currency. Answers settled, or returned by the bank (recorded, nothing paid).
 */
export function usePay() {
  const paid = useInvoicesPaid();
  return useMutation({
    mutationFn: ({ body, key }: { body: PayRequest; key: string }) =>
      postOnce<PayResult>(PAY_PATH, body, key, PAY_KEY_REUSED),
    onSuccess: () => paid(),
  });
}
