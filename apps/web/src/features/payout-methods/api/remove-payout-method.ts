import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { payoutMethodPath, usePayoutMethodsSaved } from './payout-method-keys';

/** Removes (retires) an account; 424 first, replayed with the code by the two-factor modal. */
export function useRemovePayoutMethod() {
  const saved = usePayoutMethodsSaved();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(payoutMethodPath(id)),
    onSuccess: saved,
  });
}
