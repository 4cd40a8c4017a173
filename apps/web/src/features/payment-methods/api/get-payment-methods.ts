import { useQuery } from '@tanstack/react-query';
import type { PaymentMethodView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYMENT_METHODS_PATH, paymentMethodsQueryKey } from './payment-method-keys';

/**
 * The active bank accounts this user manages (the API scopes them: a client's users their own, a
 * partner's users its clients', staff any), oldest first; one client's when `clientId` is given.
 */
export const usePaymentMethods = (clientId: string | null) =>
  useQuery({
    queryKey: paymentMethodsQueryKey(clientId),
    queryFn: ({ signal }) =>
      api.get<PaymentMethodView[]>(PAYMENT_METHODS_PATH, { params: { client_id: clientId }, signal }),
    retry: false,
  });
