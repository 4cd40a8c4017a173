import { useQuery } from '@tanstack/react-query';
import type { InvoiceView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { INVOICES_PATH, payInvoiceQueryKey } from './pay-keys';

/** The invoice the e-mail's link names: its number, period and what is still owed (the API scopes it). */
export const useInvoiceToPay = (id: string) =>
  useQuery({
    queryKey: payInvoiceQueryKey(id),
    queryFn: ({ signal }) => api.get<InvoiceView>(`${INVOICES_PATH}/${id}`, { signal }),
    retry: false,
  });
