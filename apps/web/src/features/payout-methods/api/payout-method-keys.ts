import { useQueryClient } from '@tanstack/react-query';

export const PAYOUT_METHODS_PATH = '/payout_methods';

/** The path of one account (DELETE, and `/make_default` below it; the two-factor replay names it). */
export const payoutMethodPath = (id: string) => `${PAYOUT_METHODS_PATH}/${id}`;

export const PAYOUT_METHODS_QUERY_KEY = ['payout-methods'] as const;

/** After an account is added, made default or removed (directly or by the two-factor replay): the list. */
export function usePayoutMethodsSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: PAYOUT_METHODS_QUERY_KEY });
}
