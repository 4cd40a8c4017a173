/** Pages of the "reference" area of issue 3, by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const referencePages: Record<string, PageLoader> = {
  work_locations: () =>
    import('../../features/work-locations/pages/work-locations-page').then((m) => ({ Component: m.WorkLocationsPage })),
  'work_locations-id': () =>
    import('../../features/work-locations/pages/work-location-detail-page').then((m) => ({
      Component: m.WorkLocationDetailPage,
    })),
};
