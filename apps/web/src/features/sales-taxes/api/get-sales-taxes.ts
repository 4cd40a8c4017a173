import type { SalesTaxView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { SALES_TAXES_PATH } from './sales-tax-keys';

/** The list's filters (salesTaxFilters in @app/domain): the URL and the API read the same names. */
const SALES_TAX_FILTER_KEYS = ['country', 'jurisdiction', 'on', 'needs_rate'] as const;

export const useSalesTaxesList = () =>
  useListQuery<SalesTaxView>({
    path: SALES_TAXES_PATH,
    filterKeys: SALES_TAX_FILTER_KEYS,
    defaultSort: 'jurisdiction',
  });
