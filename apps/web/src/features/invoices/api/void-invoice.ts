import { useMutation } from '@tanstack/react-query';
import type { InvoiceDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { INVOICES_PATH, useInvoicesSaved } from './invoice-keys';

/** Voids a draft or an open invoice with nothing paid; its items go back to be invoiced again. */
export function useVoidInvoice(id: string) {
  const saved = useInvoicesSaved();
  return useMutation({
    mutationFn: (reason: string) => api.post<InvoiceDetail>(`${INVOICES_PATH}/${id}/void`, { reason }),
    onSuccess: saved,
  });
}
