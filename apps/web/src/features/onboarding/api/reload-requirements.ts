import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, Requirements } from '@app/domain';
import { api } from '../../../lib/api/client';

const getRequirements = () => api.get<Requirements>('/requirements');

/**
 * Spec section 4: after a step is submitted the requirements are reloaded. The fresh ones replace
 * those of the cached current user, so the guards and the page agree on what is left.
 */
export async function reloadRequirements(queryClient: QueryClient): Promise<Requirements> {
  const requirements = await getRequirements();
  queryClient.setQueriesData<CurrentUser>({ queryKey: ['current-user'] }, (user) =>
    user ? { ...user, requirements } : user,
  );
  return requirements;
}
