import { useMutation } from '@tanstack/react-query';
import type { PaymentUploadDetail, PaymentUploadRequest } from '@app/domain';
import { postOnce } from '../../../lib/api/idempotency-key';
import { PAYMENT_UPLOADS_PATH, usePaymentUploadSaved } from './payment-upload-keys';

/**
 * Imports the file: the API matches it again and records one payment per matched row. One key per
 * previewed file, so a retry after a lost answer records nothing twice.
 */
export function useImportPaymentUpload() {
  const saved = usePaymentUploadSaved();
  return useMutation({
    mutationFn: ({ body, key }: { body: PaymentUploadRequest; key: string }) =>
      postOnce<PaymentUploadDetail>(PAYMENT_UPLOADS_PATH, body, key),
    onSuccess: saved,
  });
}
