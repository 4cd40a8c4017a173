import type { AdminUserRow } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';

export type UserRow = AdminUserRow;

const USERS_PATH = '/users';
const USER_FILTER_KEYS = ['search', 'user_type', 'role', 'active'] as const;

/** The API sorts by e-mail unless told otherwise; saying so lets the table mark that column. */
export const useUsersList = () =>
  useListQuery<UserRow>({ path: USERS_PATH, filterKeys: USER_FILTER_KEYS, defaultSort: 'email' });
