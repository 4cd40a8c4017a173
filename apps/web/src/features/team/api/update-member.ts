import type { Role, TeamMember } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useRefreshMembers } from '../../../components/members/refresh-members';
import { api } from '../../../lib/api/client';

const changeRole = (id: string, role: Role) => api.patch<TeamMember>(`/users/${id}`, { role });

export function useChangeRole() {
  const refresh = useRefreshMembers();
  return useMutation({ mutationFn: (v: { id: string; role: Role }) => changeRole(v.id, v.role), onSuccess: refresh });
}
