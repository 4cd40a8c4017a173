import { useQueryClient } from '@tanstack/react-query';
import { PAYMENTS_PATH } from './payment-keys';

export const PAYMENT_UPLOADS_PATH = '/payment_uploads';

export const paymentUploadsKey = ['payment-uploads'] as const;
export const paymentUploadKey = (id: string) => ['payment-upload', id] as const;

/** After an import: the payments list, the invoices it paid (a form's open invoices) and the uploads' history. */
export function usePaymentUploadSaved() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['list', PAYMENTS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['payment-open-invoices'] });
    void queryClient.invalidateQueries({ queryKey: paymentUploadsKey });
  };
}
