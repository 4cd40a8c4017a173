/** The adjustments pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const adjustmentsPages: Record<string, PageLoader> = {
  adjustments: () => import('./pages/adjustments-page').then((m) => ({ Component: m.AdjustmentsPage })),
  'adjustments-id': () => import('./pages/adjustment-detail-page').then((m) => ({ Component: m.AdjustmentDetailPage })),
};
