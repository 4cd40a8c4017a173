import { useListQuery } from '../../../components/data-list/use-list-query';
import type { SalesPartnerRow } from './sales-partner-types';

export const SALES_PARTNERS_PATH = '/sales_partners';
const SALES_PARTNER_FILTER_KEYS = ['search'] as const;

export const useSalesPartnersList = () =>
  useListQuery<SalesPartnerRow>({
    path: SALES_PARTNERS_PATH,
    filterKeys: SALES_PARTNER_FILTER_KEYS,
    defaultSort: 'name',
  });
