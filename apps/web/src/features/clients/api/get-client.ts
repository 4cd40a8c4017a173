import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ClientRow } from './client-types';

export const clientQueryKey = (id: string) => ['client', id] as const;

const getClient = (id: string, signal?: AbortSignal) => api.get<ClientRow>(`/clients/${id}`, { signal });

/** One client; a client outside the user's scope answers 404, which the page shows as Not Found. */
export const useClient = (id: string) =>
  useQuery({ queryKey: clientQueryKey(id), queryFn: ({ signal }) => getClient(id, signal), retry: false });
