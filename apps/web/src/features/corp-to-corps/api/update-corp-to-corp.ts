import type { CorpToCorpUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { CORP_TO_CORPS_PATH, type CorpToCorpRow } from './corp-to-corp-types';
import { corpToCorpQueryKey } from './get-corp-to-corp';

const updateCorpToCorp = (id: string, body: CorpToCorpUpdate) =>
  api.patch<CorpToCorpRow>(`${CORP_TO_CORPS_PATH}/${id}`, body);

export function useUpdateCorpToCorp(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorpToCorpUpdate) => updateCorpToCorp(id, body),
    onSuccess: (row) => {
      queryClient.setQueryData(corpToCorpQueryKey(id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', CORP_TO_CORPS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['corp-to-corp-options'] });
    },
  });
}
