import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { clearToken } from '../../../lib/auth/token-store';
import { navigateTo } from '../../../lib/navigation';

const logout = () => api.post<{ message: string }>('/user/logout');

/** Signing out ends on /login whether or not the server answered: the local session goes anyway. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearToken({ onPurpose: true });
      queryClient.removeQueries({ queryKey: ['current-user'] });
      navigateTo('/login', { replace: true });
    },
  });
}
