import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { INVOICES_PATH } from './invoice-keys';

/** E-mails the finalized invoice's PDF again to the client's billing contact; answers whom it went to. */
export const useSendInvoice = (id: string) =>
  useMutation({
    mutationFn: () => api.post<{ sent_to: string | null }>(`${INVOICES_PATH}/${id}/send`),
  });
