/** The payment methods page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const paymentMethodsPages: Record<string, PageLoader> = {
  payment_methods: () => import('./pages/payment-methods-page').then((m) => ({ Component: m.PaymentMethodsPage })),
};
