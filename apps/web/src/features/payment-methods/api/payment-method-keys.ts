import { useQueryClient } from '@tanstack/react-query';

export const PAYMENT_METHODS_PATH = '/payment_methods';

/** The path DELETE /v2/payment_methods/:id is sent to (and the two-factor replay names). */
export const paymentMethodPath = (id: string) => `${PAYMENT_METHODS_PATH}/${id}`;

export const paymentMethodsQueryKey = (clientId: string | null) => ['payment-methods', clientId] as const;

/** After an account is added or removed (directly or by the two-factor replay): every list of accounts. */
export function usePaymentMethodsSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: ['payment-methods'] });
}
