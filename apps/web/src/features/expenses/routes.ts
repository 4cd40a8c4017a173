/** The expenses pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const expensesPages: Record<string, PageLoader> = {
  expenses: () => import('./pages/expenses-page').then((m) => ({ Component: m.ExpensesPage })),
};
