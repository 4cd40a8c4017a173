import type { ExpenseView } from '@app/domain';
import { ALL_DATES } from '../../../components/data-list/list-params';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { EXPENSES_PATH } from './expense-keys';

const EXPENSE_FILTER_KEYS = [
  'status',
  'type',
  'client_id',
  'contractor_id',
  'paid',
  'search',
  'date_from',
  'date_to',
  ALL_DATES,
] as const;

export const useExpensesList = () =>
  useListQuery<ExpenseView>({ path: EXPENSES_PATH, filterKeys: EXPENSE_FILTER_KEYS, defaultSort: '-date' });
