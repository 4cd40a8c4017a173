import { useQuery } from '@tanstack/react-query';
import type { InvoiceAging } from '@app/domain';
import { api } from '../../../lib/api/client';
import { INVOICES_PATH } from './invoice-keys';

/** The scope the aging sums over: the list's client and partner filters, when set. */
export interface InvoiceAgingScope {
  client_id?: string | undefined;
  partner_id?: string | undefined;
}

export const invoiceAgingQueryKey = (scope: InvoiceAgingScope) => ['invoice-aging', scope] as const;

/** What is still owed by how far past due, per currency: for staff and partners only (seesAging). */
export const useInvoiceAging = (scope: InvoiceAgingScope) =>
  useQuery({
    queryKey: invoiceAgingQueryKey(scope),
    queryFn: ({ signal }) =>
      api.get<InvoiceAging>(`${INVOICES_PATH}/aging`, {
        params: { client_id: scope.client_id, partner_id: scope.partner_id },
        signal,
      }),
    retry: false,
  });
