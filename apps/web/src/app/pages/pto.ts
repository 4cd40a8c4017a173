/** Pages of time off and PTO (issue 4), by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const ptoPages: Record<string, PageLoader> = {
  pto_rules: () => import('../../features/pto/pages/pto-rules-page').then((m) => ({ Component: m.PtoRulesPage })),
  pto_rules_accruals: () =>
    import('../../features/pto/pages/pto-rules-accruals-page').then((m) => ({ Component: m.PtoRulesAccrualsPage })),
  pto_accruals: () =>
    import('../../features/pto/pages/pto-accruals-page').then((m) => ({ Component: m.PtoAccrualsPage })),
  time_off_requests: () =>
    import('../../features/time-off/pages/time-off-requests-page').then((m) => ({ Component: m.TimeOffRequestsPage })),
  'time_off_requests-id': () =>
    import('../../features/time-off/pages/time-off-request-detail-page').then((m) => ({
      Component: m.TimeOffRequestDetailPage,
    })),
};
