import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@app/domain';
import { api } from '../api/client';
import { useToken } from './use-token';

/** Keyed by token: acting as someone else (a new token) is a different user. */
export const currentUserKey = (token: string | null) => ['current-user', token] as const;

const fetchCurrentUser = () => api.get<CurrentUser>('/user');

export function useCurrentUser() {
  const token = useToken();
  const query = useQuery({
    queryKey: currentUserKey(token),
    queryFn: fetchCurrentUser,
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    user: token ? (query.data ?? null) : null,
    // No token: nothing to wait for. With one: wait until the user is known (or failed).
    isLoading: token !== null && query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
