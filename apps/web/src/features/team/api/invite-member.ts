import type { TeamInvite, TeamMember } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const inviteMember = (body: TeamInvite) => api.post<TeamMember>('/users', body);

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['list'] }),
  });
}
