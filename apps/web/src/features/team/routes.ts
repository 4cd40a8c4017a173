/** The team pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const teamPages: Record<string, PageLoader> = {
  team: () => import('./pages/team-page').then((m) => ({ Component: m.TeamPage })),
};
