/** The permissions pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const permissionsPages: Record<string, PageLoader> = {
  permissions: () => import('./pages/permissions-page').then((m) => ({ Component: m.PermissionsPage })),
};
