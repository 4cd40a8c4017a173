import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { setToken } from '../../../lib/auth/token-store';
import { navigateTo } from '../../../lib/navigation';

const stopActing = () => api.post<{ access_token: string }>('/user/stop-acting');

export function useStopActing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopActing,
    onSuccess: async ({ access_token }) => {
      setToken(access_token);
      await queryClient.invalidateQueries({ queryKey: ['current-user'] });
      navigateTo('/dashboard');
    },
  });
}
