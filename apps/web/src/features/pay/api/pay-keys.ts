import { useQueryClient } from '@tanstack/react-query';

export const PAY_PATH = '/pay';
export const INVOICES_PATH = '/invoices';
export const PAYMENT_METHODS_PATH = '/payment_methods';

export const payInvoiceQueryKey = (id: string) => ['pay-invoice', id] as const;
export const openInvoicesQueryKey = (clientId: string | null) => ['pay-open-invoices', clientId] as const;
export const accountsQueryKey = (clientId: string | null) => ['payment-methods', clientId] as const;

/**
 * After a payment (or a refusal saying the balance moved): what this page shows of the invoices, and
 * every invoice page and list the app may have cached, so they show what is now paid.
 */
export function useInvoicesPaid() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [['pay-invoice'], ['pay-open-invoices'], ['invoice'], ['list', INVOICES_PATH]]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}
