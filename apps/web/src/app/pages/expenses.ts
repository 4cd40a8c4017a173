/** Pages of the "expenses" area of issue 4 (expenses and holidays), by route name (merged into PAGES). */
import type { PageLoader } from '../page-loader';

export const expensesPages: Record<string, PageLoader> = {
  expenses: () => import('../../features/expenses/pages/expenses-page').then((m) => ({ Component: m.ExpensesPage })),
  holidays: () => import('../../features/holidays/pages/holidays-page').then((m) => ({ Component: m.HolidaysPage })),
};
