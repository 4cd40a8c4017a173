import { useQuery } from '@tanstack/react-query';
import type { EndClientView } from '@app/domain';
import { api } from '../../../lib/api/client';
import { END_CLIENTS_PATH } from './get-end-clients';

export const endClientQueryKey = (id: string) => ['end-client', id] as const;

const getEndClient = (id: string, signal?: AbortSignal) =>
  api.get<EndClientView>(`${END_CLIENTS_PATH}/${id}`, { signal });

export const useEndClient = (id: string) =>
  useQuery({ queryKey: endClientQueryKey(id), queryFn: ({ signal }) => getEndClient(id, signal), retry: false });
