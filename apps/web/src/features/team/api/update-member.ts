import type { Role, TeamMember } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { TEAM_QUERY_PREFIXES } from './get-team';

const changeRole = (id: string, role: Role) => api.patch<TeamMember>(`/users/${id}`, { role });
const setMemberActive = (id: string, active: boolean) =>
  api.post<TeamMember>(`/users/${id}/${active ? 'reactivate' : 'deactivate'}`);

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of TEAM_QUERY_PREFIXES) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
  };
}

export function useChangeRole() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: (v: { id: string; role: Role }) => changeRole(v.id, v.role), onSuccess: refresh });
}

/** Deactivating signs the member out everywhere at once (the API revokes their sessions). */
export function useSetMemberActive() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean }) => setMemberActive(v.id, v.active),
    onSuccess: refresh,
  });
}
