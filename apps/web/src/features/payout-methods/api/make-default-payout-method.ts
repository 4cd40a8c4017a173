import { useMutation } from '@tanstack/react-query';
import type { PayoutMethodView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { payoutMethodPath, usePayoutMethodsSaved } from './payout-method-keys';

/** Makes an account the default of its currency; 424 first, replayed with the code by the two-factor modal. */
export function useMakeDefaultPayoutMethod() {
  const saved = usePayoutMethodsSaved();
  return useMutation({
    mutationFn: (id: string) => api.post<PayoutMethodView>(`${payoutMethodPath(id)}/make_default`),
    onSuccess: saved,
  });
}
