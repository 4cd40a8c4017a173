import { useMutation } from '@tanstack/react-query';
import type { SalesTaxView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { SALES_TAXES_PATH, useSalesTaxesSaved } from './sales-tax-keys';

/** The body salesTaxUpdateSchema takes: an end date, the source, or the rate of a row still waiting for one. */
export interface SalesTaxUpdate {
  effective_to?: string | null | undefined;
  source?: string | null | undefined;
  rate_percent?: string | undefined;
}

/** Ends a row, edits its source or gives a row that needs one its rate (admin); a rated row keeps its rate. */
export function useUpdateSalesTax(id: string) {
  const saved = useSalesTaxesSaved();
  return useMutation({
    mutationFn: (body: SalesTaxUpdate) => api.patch<SalesTaxView>(`${SALES_TAXES_PATH}/${id}`, body),
    onSuccess: saved,
  });
}
