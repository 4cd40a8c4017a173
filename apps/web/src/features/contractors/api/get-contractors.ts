import { useListQuery } from '../../../components/data-list/use-list-query';
import type { ContractorRow } from './contractor-types';

export const CONTRACTORS_PATH = '/contractors';
const CONTRACTOR_FILTER_KEYS = ['search', 'classification', 'status', 'client_id'] as const;

export const useContractorsList = () =>
  useListQuery<ContractorRow>({ path: CONTRACTORS_PATH, filterKeys: CONTRACTOR_FILTER_KEYS, defaultSort: 'name' });
