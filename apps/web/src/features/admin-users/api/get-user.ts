import type { UserDetail } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const userQueryKey = (id: string) => ['user', id] as const;

const getUser = (id: string, signal?: AbortSignal) => api.get<UserDetail>(`/users/${id}`, { signal });

/** One user; someone outside the caller's reach answers 404, shown as Not Found. */
export const useUser = (id: string) =>
  useQuery({ queryKey: userQueryKey(id), queryFn: ({ signal }) => getUser(id, signal), retry: false });
