import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDetail, PaymentView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYMENTS_PATH, paymentQueryKey } from './payment-keys';

/** The body paymentUpdateSchema takes. */
export interface PaymentUpdate {
  reference?: string | null | undefined;
  notes?: string | null | undefined;
}

/** Reference and notes (admin): nothing that moves money. The answer has no allocations: they stay. */
export function useUpdatePayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentUpdate) => api.patch<PaymentView>(`${PAYMENTS_PATH}/${id}`, body),
    onSuccess: (view) => {
      queryClient.setQueryData<PaymentDetail>(paymentQueryKey(id), (old) => (old ? { ...old, ...view } : old));
      void queryClient.invalidateQueries({ queryKey: ['list', PAYMENTS_PATH] });
    },
  });
}
