/** Pages of the "team" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const teamPages: Record<string, PageLoader> = {
  team: () => import('../../features/team/pages/team-page').then((m) => ({ Component: m.TeamPage })),
  permissions: () =>
    import('../../features/permissions/pages/permissions-page').then((m) => ({ Component: m.PermissionsPage })),
  users: () => import('../../features/admin-users/pages/users-page').then((m) => ({ Component: m.UsersPage })),
  profile: () => import('../../features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  settings: () => import('../../features/settings/pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
  consent_settings: () =>
    import('../../features/consent-settings/pages/consent-settings-page').then((m) => ({
      Component: m.ConsentSettingsPage,
    })),
};
