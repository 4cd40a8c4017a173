import { useQuery } from '@tanstack/react-query';
import type { PaymentUploadDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYMENT_UPLOADS_PATH, paymentUploadKey } from './payment-upload-keys';

/** One import with its rows and the payments it recorded; loads when opened. */
export const usePaymentUpload = (id: string | null) =>
  useQuery({
    queryKey: paymentUploadKey(id ?? ''),
    queryFn: ({ signal }) => api.get<PaymentUploadDetail>(`${PAYMENT_UPLOADS_PATH}/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
