import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndClientUpdate, EndClientView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { endClientQueryKey } from './get-end-client';
import { END_CLIENTS_PATH } from './get-end-clients';

const updateEndClient = (id: string, body: EndClientUpdate) =>
  api.patch<EndClientView>(`${END_CLIENTS_PATH}/${id}`, body);

export function useUpdateEndClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndClientUpdate) => updateEndClient(id, body),
    onSuccess: (row) => {
      queryClient.setQueryData(endClientQueryKey(id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', END_CLIENTS_PATH] });
    },
  });
}
