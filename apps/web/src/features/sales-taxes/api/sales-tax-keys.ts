import { useQueryClient } from '@tanstack/react-query';
import type { SalesTaxView } from '@app/domain';

export const SALES_TAXES_PATH = '/sales_taxes';

export const salesTaxQueryKey = (id: string) => ['sales-tax', id] as const;

/** After a command: the row's page from the answer, and the list. */
export function useSalesTaxesSaved() {
  const queryClient = useQueryClient();
  return (row: SalesTaxView) => {
    queryClient.setQueryData(salesTaxQueryKey(row.id), row);
    void queryClient.invalidateQueries({ queryKey: ['list', SALES_TAXES_PATH] });
  };
}
