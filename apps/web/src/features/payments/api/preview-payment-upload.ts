import { useMutation } from '@tanstack/react-query';
import type { PaymentUploadPreview, PaymentUploadRequest } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PAYMENT_UPLOADS_PATH } from './payment-upload-keys';

/** The file's rows matched to invoices; the API writes nothing (so no Idempotency-Key). */
export const usePreviewPaymentUpload = () =>
  useMutation({
    mutationFn: (body: PaymentUploadRequest) => api.post<PaymentUploadPreview>(`${PAYMENT_UPLOADS_PATH}/preview`, body),
  });
