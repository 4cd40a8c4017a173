import { useQuery } from '@tanstack/react-query';
import type { SalesTaxView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { SALES_TAXES_PATH, salesTaxQueryKey } from './sales-tax-keys';

/** One sales tax row. */
export const useSalesTax = (id: string) =>
  useQuery({
    queryKey: salesTaxQueryKey(id),
    queryFn: ({ signal }) => api.get<SalesTaxView>(`${SALES_TAXES_PATH}/${id}`, { signal }),
    retry: false,
  });
