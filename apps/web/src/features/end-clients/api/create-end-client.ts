import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndClientCreate, EndClientView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { endClientQueryKey } from './get-end-client';
import { END_CLIENTS_PATH } from './get-end-clients';

const createEndClient = (body: EndClientCreate) => api.post<EndClientView>(END_CLIENTS_PATH, body);

export function useCreateEndClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEndClient,
    onSuccess: (row) => {
      queryClient.setQueryData(endClientQueryKey(row.id), row);
      void queryClient.invalidateQueries({ queryKey: ['list', END_CLIENTS_PATH] });
    },
  });
}
