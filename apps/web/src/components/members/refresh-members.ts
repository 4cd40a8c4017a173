import { useQueryClient } from '@tanstack/react-query';

/** Lists and user pages showing members (the team, admin users, permissions) refresh after any member command. */
const MEMBER_QUERY_PREFIXES = [['list'], ['user'], ['member-permissions']] as const;

export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of MEMBER_QUERY_PREFIXES) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
  };
}
