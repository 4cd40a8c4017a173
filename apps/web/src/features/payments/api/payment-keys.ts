import { useQueryClient } from '@tanstack/react-query';
import type { PaymentDetail } from '@app/domain';

export const PAYMENTS_PATH = '/payments';

export const paymentQueryKey = (id: string) => ['payment', id] as const;

/**
 * After a command: the payment's page from the answer, the list, and the invoices it touched (their
 * remaining amounts and the open invoices a form offers).
 */
export function usePaymentsSaved() {
  const queryClient = useQueryClient();
  return (payment?: PaymentDetail) => {
    if (payment) queryClient.setQueryData(paymentQueryKey(payment.id), payment);
    void queryClient.invalidateQueries({ queryKey: ['list', PAYMENTS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['payment-open-invoices'] });
  };
}
