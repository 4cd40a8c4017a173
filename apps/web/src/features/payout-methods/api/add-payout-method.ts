import { useMutation } from '@tanstack/react-query';
import type { PayoutMethodCreate, PayoutMethodView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYOUT_METHODS_PATH, usePayoutMethodsSaved } from './payout-method-keys';

/**
 * Adds a payout account. The API answers 424 first (changing where money is paid to), and the two-factor
 * modal replays this request with the e-mailed code (the page hears it succeed).
 */
export function useAddPayoutMethod() {
  const saved = usePayoutMethodsSaved();
  return useMutation({
    mutationFn: (body: PayoutMethodCreate) => api.post<PayoutMethodView>(PAYOUT_METHODS_PATH, body),
    onSuccess: saved,
  });
}
