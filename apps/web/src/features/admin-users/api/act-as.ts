import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { keepQuery } from '@app/domain';
import { api } from '../../../lib/api/client';
import { setToken } from '../../../lib/auth/token-store';

const actAs = (userId: string) => api.post<{ access_token: string }>('/user/act-as', { user_id: userId });

/**
 * Act as another user: their token replaces the admin's, stored as login stores it, and the app
 * opens at /dashboard, which sends everyone to their own initial page once the (reloaded)
 * current user is known. Until then the route frame shows its loader, so the admin-only page
 * left behind is never evaluated for the new user.
 */
export function useActAs() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useMutation({
    mutationFn: actAs,
    onSuccess: ({ access_token }) => {
      queryClient.removeQueries({ queryKey: ['current-user'] });
      // The new token makes lib/auth/forget-other-sessions drop every answer fetched as the admin.
      setToken(access_token);
      navigate(keepQuery('/dashboard', search));
    },
  });
}
