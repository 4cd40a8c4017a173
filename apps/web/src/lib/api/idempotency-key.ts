import { useCallback, useState } from 'react';
import { api } from './client';
import { ApiError } from './errors';

/** The header every money-moving POST carries (8–255 visible characters): /v2/payments, /v2/pay. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Said instead of the API's "key already used for a different request": what it means to the user. */
export const KEY_REUSED_MESSAGE =
  'An earlier try of this form reached the server with other values and may already be recorded: close the form and check the payment before trying again.';

const namesKeyHeader = (data: unknown) => {
  const detail = typeof data === 'object' && data !== null ? (data as { detail?: unknown }).detail : undefined;
  return (
    Array.isArray(detail) &&
    detail.some((d: { loc?: unknown }) => Array.isArray(d?.loc) && d.loc.includes(IDEMPOTENCY_HEADER))
  );
};

/**
 * POSTs a money-moving command with its Idempotency-Key (the two-factor replay sends it again too). The
 * API's refusal of a key already answered for another body becomes a message the user can act on.
 */
export async function postOnce<T>(
  path: string,
  body: unknown,
  key: string,
  reusedMessage: string = KEY_REUSED_MESSAGE,
): Promise<T> {
  try {
    return await api.post<T>(path, body, { headers: { [IDEMPOTENCY_HEADER]: key } });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 422 && namesKeyHeader(error.data)) {
      throw new ApiError(422, { message: reusedMessage });
    }
    throw error;
  }
}

/**
 * One key per user intent: made when the dialog or form opens and sent with every submission of it,
 * so a double click, a retry after a network error or the two-factor replay is the same request to
 * the API, which records it once. A failed command frees its key on the API (its claim rolls back), so
 * a corrected body may go with the same key; a key the API already answered for another body is
 * refused (422), never applied twice. `renew` starts the next intent (a form that stays open after a
 * success).
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return [key, renew];
}
