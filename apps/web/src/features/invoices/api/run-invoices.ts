import { useMutation } from '@tanstack/react-query';
import type { InvoiceRunRequest, InvoiceRunResult } from '@app/domain';
import { api } from '../../../lib/api/client';
import { INVOICES_PATH, useInvoicesSaved } from './invoice-keys';

/** Writes (or brings up to date) the draft invoices the preview showed. */
export function useRunInvoices() {
  const saved = useInvoicesSaved();
  return useMutation({
    mutationFn: (body: InvoiceRunRequest) => api.post<InvoiceRunResult>(`${INVOICES_PATH}/run`, body),
    onSuccess: () => saved(),
  });
}
