import type { Role, TeamMember } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useRefreshMembers } from '../../../components/members/refresh-members';
import { api } from '../../../lib/api/client';

const changeRole = (id: string, role: Role) => api.patch<TeamMember>(`/users/${id}`, { role });
const setDeveloper = (id: string, isDeveloper: boolean) =>
  api.patch<TeamMember>(`/users/${id}`, { is_developer: isDeveloper });

export function useChangeRole() {
  const refresh = useRefreshMembers();
  return useMutation({ mutationFn: (v: { id: string; role: Role }) => changeRole(v.id, v.role), onSuccess: refresh });
}

/** Whether a member may make API keys and webhooks (decision 0089). */
export function useSetDeveloper() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (v: { id: string; isDeveloper: boolean }) => setDeveloper(v.id, v.isDeveloper),
    onSuccess: refresh,
  });
}
