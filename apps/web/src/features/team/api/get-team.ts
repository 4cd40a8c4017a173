import type { TeamMember } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

/** The caller's own organization (EOR staff would otherwise get every user). */
const TEAM_PATH = '/users?scope=organization';
const TEAM_FILTER_KEYS = ['search', 'role', 'active'] as const;

export const useTeamList = () =>
  useListQuery<TeamMember>({ path: TEAM_PATH, filterKeys: TEAM_FILTER_KEYS, defaultSort: 'email' });
