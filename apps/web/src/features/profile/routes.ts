/** The profile pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const profilePages: Record<string, PageLoader> = {
  profile: () => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
};
