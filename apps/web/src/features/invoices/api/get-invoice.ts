import { useQuery } from '@tanstack/react-query';
import type { InvoiceDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { INVOICES_PATH, invoiceQueryKey } from './invoice-keys';

/** One invoice with its lines and, per line, the ledger items it took. */
export const useInvoice = (id: string) =>
  useQuery({
    queryKey: invoiceQueryKey(id),
    queryFn: ({ signal }) => api.get<InvoiceDetail>(`${INVOICES_PATH}/${id}`, { signal }),
    retry: false,
  });
