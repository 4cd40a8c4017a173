/** The pay pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const payPages: Record<string, PageLoader> = {
  pay: () => import('./pages/pay-page').then((m) => ({ Component: m.PayPage })),
  'pay-success': () => import('./pages/pay-success-page').then((m) => ({ Component: m.PaySuccessPage })),
};
