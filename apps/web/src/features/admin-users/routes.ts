/** The admin users pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const adminUsersPages: Record<string, PageLoader> = {
  'admin-users': () => import('./pages/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
  users: () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage })),
};
