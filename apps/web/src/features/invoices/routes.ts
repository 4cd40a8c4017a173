/** The invoices pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const invoicesPages: Record<string, PageLoader> = {
  invoices: () => import('./pages/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
  'invoices-id': () => import('./pages/invoice-detail-page').then((m) => ({ Component: m.InvoiceDetailPage })),
};
