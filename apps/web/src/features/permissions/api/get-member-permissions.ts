import type { MemberPermissions, TeamMember } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { ListPage } from '../../../components/data-list/use-list-query';

export const memberPermissionsKey = (userId: string) => ['member-permissions', userId] as const;

const getMemberPermissions = (userId: string, signal?: AbortSignal) =>
  api.get<MemberPermissions>(`/permissions/${userId}`, { signal });

export const useMemberPermissions = (userId: string | null) =>
  useQuery({
    queryKey: memberPermissionsKey(userId ?? ''),
    queryFn: ({ signal }) => getMemberPermissions(userId!, signal),
    enabled: Boolean(userId),
    retry: false,
  });

/** The members to pick from: the caller's own organization, active ones first by e-mail. */
export const useMemberOptions = () =>
  useQuery({
    queryKey: ['list', '/users?scope=organization', { per_page: 200, sort: 'email' }],
    queryFn: ({ signal }) =>
      api.get<ListPage<TeamMember>>('/users', {
        params: { scope: 'organization', per_page: 200, sort: 'email' },
        signal,
      }),
  });
