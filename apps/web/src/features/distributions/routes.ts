/** The distributions pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const distributionsPages: Record<string, PageLoader> = {
  distributions: () => import('./pages/distributions-page').then((m) => ({ Component: m.DistributionsPage })),
  'distributions-id': () =>
    import('./pages/distribution-detail-page').then((m) => ({ Component: m.DistributionDetailPage })),
};
