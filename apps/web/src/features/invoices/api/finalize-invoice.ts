import { useMutation } from '@tanstack/react-query';
import type { InvoiceDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { INVOICES_PATH, useInvoicesSaved } from './invoice-keys';

/** Numbers a draft (status open), locks its time and e-mails the client. */
export function useFinalizeInvoice(id: string) {
  const saved = useInvoicesSaved();
  return useMutation({
    mutationFn: () => api.post<InvoiceDetail>(`${INVOICES_PATH}/${id}/finalize`),
    onSuccess: saved,
  });
}
