import { useListQuery } from '../../../components/data-list/use-list-query';
import { CORP_TO_CORPS_PATH, type CorpToCorpRow } from './corp-to-corp-types';

const CORP_TO_CORP_FILTER_KEYS = ['search', 'active'] as const;

export const useCorpToCorpsList = () =>
  useListQuery<CorpToCorpRow>({ path: CORP_TO_CORPS_PATH, filterKeys: CORP_TO_CORP_FILTER_KEYS, defaultSort: 'name' });
