import type { CorpToCorpCreateInput } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CORP_TO_CORPS_PATH, type CorpToCorpRow } from './corp-to-corp-types';
import { corpToCorpQueryKey } from './get-corp-to-corp';

const createCorpToCorp = (body: CorpToCorpCreateInput) => api.post<CorpToCorpRow>(CORP_TO_CORPS_PATH, body);

export function useCreateCorpToCorp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCorpToCorp,
    onSuccess: (row) => {
      queryClient.setQueryData(corpToCorpQueryKey(row.id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', CORP_TO_CORPS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['corp-to-corp-options'] });
    },
  });
}
