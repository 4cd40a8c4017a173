import { useMutation } from '@tanstack/react-query';
import type { PaymentMethodCreate, PaymentMethodView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYMENT_METHODS_PATH, usePaymentMethodsSaved } from './payment-method-keys';

/**
 * Adds a bank account. A client's first one is added at once; another answers 424 first, and the
 * two-factor modal replays this request with the e-mailed code (the page hears it succeed).
 */
export function useAddPaymentMethod() {
  const saved = usePaymentMethodsSaved();
  return useMutation({
    mutationFn: (body: PaymentMethodCreate) => api.post<PaymentMethodView>(PAYMENT_METHODS_PATH, body),
    onSuccess: saved,
  });
}
