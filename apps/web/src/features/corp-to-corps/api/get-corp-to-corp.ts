import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CORP_TO_CORPS_PATH, type CorpToCorpRow } from './corp-to-corp-types';

export const corpToCorpQueryKey = (id: string) => ['corp-to-corp', id] as const;

export const useCorpToCorp = (id: string) =>
  useQuery({
    queryKey: corpToCorpQueryKey(id),
    queryFn: ({ signal }) => api.get<CorpToCorpRow>(`${CORP_TO_CORPS_PATH}/${id}`, { signal }),
    retry: false,
  });
