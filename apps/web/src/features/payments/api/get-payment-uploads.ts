import { useQuery } from '@tanstack/react-query';
import type { PaymentUploadView } from '@app/domain';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';
import { PAYMENT_UPLOADS_PATH, paymentUploadsKey } from './payment-upload-keys';

/** The latest imports, newest first (the history under the payments list); loads only when `enabled`. */
const RECENT = 10;

export const usePaymentUploads = (enabled: boolean) =>
  useQuery({
    queryKey: paymentUploadsKey,
    queryFn: ({ signal }) =>
      api.get<ListPage<PaymentUploadView>>(PAYMENT_UPLOADS_PATH, {
        params: { per_page: RECENT, sort: '-created_at' },
        signal,
      }),
    enabled,
    retry: false,
  });
