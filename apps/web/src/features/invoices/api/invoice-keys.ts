import { useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetail } from '@app/domain';

export const INVOICES_PATH = '/invoices';

export const invoiceQueryKey = (id: string) => ['invoice', id] as const;

/** After a run or a command: the invoice's page (from the answer when there is one) and the list. */
export function useInvoicesSaved() {
  const queryClient = useQueryClient();
  return (invoice?: InvoiceDetail) => {
    if (invoice) queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
    void queryClient.invalidateQueries({ queryKey: ['list', INVOICES_PATH] });
  };
}
