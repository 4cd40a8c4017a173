/** The contractor's pay card page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const payCardPages: Record<string, PageLoader> = {
  'contractor-pay_card': () => import('./pages/pay-card-page').then((m) => ({ Component: m.PayCardPage })),
};
