import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { I9Detail, I9Row, I9Section2Input } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { api } from '../../../lib/api/client';

const I9_PATH = '/i9_forms';
const detailKey = (id: string) => ['i9-form', id] as const;

export const useI9List = () =>
  useListQuery<I9Row>({ path: I9_PATH, filterKeys: ['search', 'status'], defaultSort: '-section1_signed_at' });

export const useI9Form = (id: string) =>
  useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => api.get<I9Detail>(`${I9_PATH}/${id}`, { signal }),
    retry: false,
  });

export function useCompleteSection2(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: I9Section2Input) => api.post<I9Detail>(`${I9_PATH}/${id}/section2`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(detailKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: ['list', I9_PATH] });
    },
  });
}
