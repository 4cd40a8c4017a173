import type { TeamMember } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { useRefreshMembers } from './refresh-members';

const setMemberActive = (id: string, active: boolean) =>
  api.post<TeamMember>(`/users/${id}/${active ? 'reactivate' : 'deactivate'}`);

/** Deactivating signs the member out everywhere at once (the API revokes their sessions). */
export function useSetMemberActive() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (v: { id: string; active: boolean }) => setMemberActive(v.id, v.active),
    onSuccess: refresh,
  });
}
