import type { ClientCreate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ClientRow } from './client-types';
import { clientQueryKey } from './get-client';
import { CLIENTS_PATH } from './get-clients';

const createClient = (body: ClientCreate) => api.post<ClientRow>(CLIENTS_PATH, body);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      // The detail page opens next: it starts from the answer instead of asking again.
      queryClient.setQueryData(clientQueryKey(client.id), client);
      void queryClient.invalidateQueries({ queryKey: ['list', CLIENTS_PATH] });
    },
  });
}
