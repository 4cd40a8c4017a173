import { useQuery } from '@tanstack/react-query';
import type { PaymentDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYMENTS_PATH, paymentQueryKey } from './payment-keys';

/** One payment with every allocation row (reversals included). */
export const usePayment = (id: string) =>
  useQuery({
    queryKey: paymentQueryKey(id),
    queryFn: ({ signal }) => api.get<PaymentDetail>(`${PAYMENTS_PATH}/${id}`, { signal }),
    retry: false,
  });
