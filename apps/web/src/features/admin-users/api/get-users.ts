import type { Role, UserType } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

/** A row of GET /v2/users (docs/api-contract.md, "Admin lists"). */
export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
  role: Role | null;
  active: boolean;
  requires_two_factor: boolean;
  created_at: string;
}

export const USERS_PATH = '/users';
export const USER_FILTER_KEYS = ['search', 'user_type', 'role', 'active'] as const;

/** The API sorts by e-mail unless told otherwise; saying so lets the table mark that column. */
export const useUsersList = () =>
  useListQuery<UserRow>({ path: USERS_PATH, filterKeys: USER_FILTER_KEYS, defaultSort: 'email' });
