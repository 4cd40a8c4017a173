/** The transactions pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const transactionsPages: Record<string, PageLoader> = {
  transactions: () => import('./pages/transactions-page').then((m) => ({ Component: m.TransactionsPage })),
  'transactions-id': () =>
    import('./pages/transaction-detail-page').then((m) => ({
      Component: m.TransactionDetailPage,
    })),
  transaction_items: () =>
    import('./pages/transaction-items-page').then((m) => ({
      Component: m.TransactionItemsPage,
    })),
};
