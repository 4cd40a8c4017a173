import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { paymentMethodPath, usePaymentMethodsSaved } from './payment-method-keys';

/**
 * Removes (retires) a bank account. It answers 424 first when e-mailed codes are on; the two-factor
 * modal replays it with the code (the page hears it succeed).
 */
export function useRemovePaymentMethod() {
  const saved = usePaymentMethodsSaved();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(paymentMethodPath(id)),
    onSuccess: saved,
  });
}
