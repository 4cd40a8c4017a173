/** Pages of the pay calendar and the pay/bill ledger (issue 4), by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const ledgerPages: Record<string, PageLoader> = {
  payroll_settings: () =>
    import('../../features/payroll-settings/pages/payroll-settings-page').then((m) => ({
      Component: m.PayrollSettingsPage,
    })),
  transactions: () =>
    import('../../features/transactions/pages/transactions-page').then((m) => ({ Component: m.TransactionsPage })),
  'transactions-id': () =>
    import('../../features/transactions/pages/transaction-detail-page').then((m) => ({
      Component: m.TransactionDetailPage,
    })),
  transaction_items: () =>
    import('../../features/transactions/pages/transaction-items-page').then((m) => ({
      Component: m.TransactionItemsPage,
    })),
};
