/** The work locations pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const workLocationsPages: Record<string, PageLoader> = {
  work_locations: () => import('./pages/work-locations-page').then((m) => ({ Component: m.WorkLocationsPage })),
  'work_locations-id': () =>
    import('./pages/work-location-detail-page').then((m) => ({
      Component: m.WorkLocationDetailPage,
    })),
};
