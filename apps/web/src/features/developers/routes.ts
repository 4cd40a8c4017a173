/** The /developers page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const developersPages: Record<string, PageLoader> = {
  developers: () => import('./pages/developers-page').then((m) => ({ Component: m.DevelopersPage })),
};
