/** The payments pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const paymentsPages: Record<string, PageLoader> = {
  payments: () => import('./pages/payments-page').then((m) => ({ Component: m.PaymentsPage })),
  'payments-id': () => import('./pages/payment-detail-page').then((m) => ({ Component: m.PaymentDetailPage })),
};
