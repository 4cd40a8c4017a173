import type { LedgerItemList, LedgerItemView, LedgerTotals } from '@app/domain';
import { ALL_DATES } from '../../../components/data-list/list-params';
import { useListQuery, type ListQuery } from '../../../components/data-list/use-list-query';

export const TRANSACTION_ITEMS_PATH = '/pay_bill_transaction_items';

const ITEM_FILTER_KEYS = [
  'week_start',
  'date_from',
  'date_to',
  'partner_id',
  'client_id',
  'contractor_id',
  'side',
  'status',
  'classification',
  ALL_DATES,
];

export const useTransactionItemsList = () =>
  useListQuery<LedgerItemView>({
    path: TRANSACTION_ITEMS_PATH,
    filterKeys: ITEM_FILTER_KEYS,
    defaultSort: '-work_date',
  });

/**
 * The per-side totals the item list answers beside its page (every matching row, not just the page):
 * on a page reached by cursor, those the first page answered.
 */
export const totalsOf = (list: ListQuery<LedgerItemView>): LedgerTotals | undefined =>
  (list.countedPage as LedgerItemList | undefined)?.totals ?? undefined;
