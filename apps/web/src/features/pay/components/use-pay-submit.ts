import type { PayRequest } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../lib/api/errors';
import { useIdempotencyKey } from '../../../lib/api/idempotency-key';
import { usePay } from '../api/pay';
import { useInvoicesPaid } from '../api/pay-keys';
import { successPathOf, type PaySuccessState } from '../lib/pay-success-state';

/**
 * The submission both payment forms share. One Idempotency-Key per intent, sent with every retry of
 * it (a double click, a network error, a refusal corrected): the API debits once. Settled: on to the
 * success page with the answer. Returned by the bank: the form stays with the bank's message, and a
 * new try (another account) is a new intent with a new key. A 409 (nothing owed any more) reloads
 * what is owed.
 */
export function usePaySubmit(invoiceId: string | null) {
  const [key, renewKey] = useIdempotencyKey();
  const pay = usePay();
  const reload = useInvoicesPaid();
  const navigate = useNavigate();
  const [returned, setReturned] = useState<string | null>(null);

  const submit = async (body: PayRequest) => {
    setReturned(null);
    const result = await pay.mutateAsync({ body, key });
    if (result.status === 'settled') {
      const state: PaySuccessState = { result };
      navigate(successPathOf(invoiceId), { state });
      return;
    }
    renewKey();
    setReturned(result.message);
  };

  /** For useFormState's onError: the error stays on the form; a 409 also reloads the balance. */
  const onError = (error: unknown) => {
    if (toApiError(error).statusCode === 409) reload();
    return false;
  };

  return { submit, onError, returned };
}
