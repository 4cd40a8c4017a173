/** The bills page by route name (merged into the app's page registry); its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const billsPages: Record<string, PageLoader> = {
  bills: () => import('./pages/bills-page').then((m) => ({ Component: m.BillsPage })),
};
