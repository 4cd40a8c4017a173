import { useCallback, useState } from 'react';
import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

/** The header POST /v2/pay carries (8–255 visible characters), as every money-moving POST does. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Said instead of the API's "key already used for a different request": what it means to the payer. */
export const KEY_REUSED_MESSAGE =
  'An earlier try of this payment reached the bank with other values and may already be paid: reload the page and check the balance before paying again.';

const namesKeyHeader = (data: unknown) => {
  const detail = typeof data === 'object' && data !== null ? (data as { detail?: unknown }).detail : undefined;
  return (
    Array.isArray(detail) &&
    detail.some((d: { loc?: unknown }) => Array.isArray(d?.loc) && d.loc.includes(IDEMPOTENCY_HEADER))
  );
};

/**
 * POSTs the payment with its Idempotency-Key. The API's refusal of a key it already answered for
 * another body becomes a message the payer can act on. (The same helper as the payments pages'.)
 */
export async function postOnce<T>(path: string, body: unknown, key: string): Promise<T> {
  try {
    return await api.post<T>(path, body, { headers: { [IDEMPOTENCY_HEADER]: key } });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 422 && namesKeyHeader(error.data)) {
      throw new ApiError(422, { message: KEY_REUSED_MESSAGE });
    }
    throw error;
  }
}

/**
 * One key per intent to pay: made when the form appears and sent with every submission of it, so a
 * double click or a retry after a network error is the same request to the API, which debits once. A
 * refused payment (409, 422) frees its key on the API, so a corrected amount may go with it; an answered
 * one (the bank returned it) is final for its key, so trying again is a new intent: `renew`.
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
