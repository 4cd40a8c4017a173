import { useMutation } from '@tanstack/react-query';
import type { SalesTaxCreate, SalesTaxView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { SALES_TAXES_PATH, useSalesTaxesSaved } from './sales-tax-keys';

/** Adds a row (admin): a tax component of one place and product line from its start date. */
export function useCreateSalesTax() {
  const saved = useSalesTaxesSaved();
  return useMutation({
    mutationFn: (body: SalesTaxCreate) => api.post<SalesTaxView>(SALES_TAXES_PATH, body),
    onSuccess: saved,
  });
}
