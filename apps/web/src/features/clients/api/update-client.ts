import type { ClientUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ClientRow } from './client-types';
import { clientQueryKey } from './get-client';
import { CLIENTS_PATH } from './get-clients';

const updateClient = (id: string, body: ClientUpdate) => api.patch<ClientRow>(`${CLIENTS_PATH}/${id}`, body);

export function useUpdateClient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientUpdate) => updateClient(id, body),
    onSuccess: (client) => {
      queryClient.setQueryData(clientQueryKey(id), client);
      void queryClient.invalidateQueries({ queryKey: ['list', CLIENTS_PATH] });
    },
  });
}
