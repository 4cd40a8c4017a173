import { useListQuery } from '../../../components/data-list/use-list-query';
import type { PartnerRow } from './partner-types';

export const PARTNERS_PATH = '/partners';
const PARTNER_FILTER_KEYS = ['search', 'sales_partner_id'] as const;

export const usePartnersList = () =>
  useListQuery<PartnerRow>({ path: PARTNERS_PATH, filterKeys: PARTNER_FILTER_KEYS, defaultSort: 'name' });
