/** The time off pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const timeOffPages: Record<string, PageLoader> = {
  time_off_requests: () => import('./pages/time-off-requests-page').then((m) => ({ Component: m.TimeOffRequestsPage })),
  'time_off_requests-id': () =>
    import('./pages/time-off-request-detail-page').then((m) => ({
      Component: m.TimeOffRequestDetailPage,
    })),
};
