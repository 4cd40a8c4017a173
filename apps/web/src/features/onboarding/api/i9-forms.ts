import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { I9Detail, I9ReverificationInput, I9Row, I9Section2Input } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

const I9_PATH = '/i9_forms';
const detailKey = (id: string) => ['i9-form', id] as const;

/** What is due first: the earliest section 2 due date on top (forms without one last). */
export const useI9List = () =>
  useListQuery<I9Row>({ path: I9_PATH, filterKeys: ['search', 'status'], defaultSort: 'section2_due_on' });

export const useI9Form = (id: string) =>
  useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api.get<I9Detail>(`${I9_PATH}/${id}`, { signal }),
    retry: false,
  });

function useI9Write<B>(id: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<I9Detail>(`${I9_PATH}/${id}/${path}`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['list', I9_PATH] });
    },
  });
}

export const useCompleteSection2 = (id: string) => useI9Write<I9Section2Input>(id, 'section2');

/** Records a re-verification (a new record; the earlier ones stay as they are). */
export const useReverify = (id: string) => useI9Write<I9ReverificationInput>(id, 'reverifications');
