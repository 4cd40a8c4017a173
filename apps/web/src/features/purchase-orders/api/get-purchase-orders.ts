import type { PurchaseOrderView } from '@app/domain';
import { useListQuery } from '../../../components/data-list/use-list-query';
import { PURCHASE_ORDERS_PATH } from './purchase-order-keys';

/** The list's filters (purchaseOrderFilters in @app/domain): the URL and the API read the same names. */
const PURCHASE_ORDER_FILTER_KEYS = ['status', 'client_id', 'partner_id', 'near_budget'] as const;

export const usePurchaseOrdersList = () =>
  useListQuery<PurchaseOrderView>({
    path: PURCHASE_ORDERS_PATH,
    filterKeys: PURCHASE_ORDER_FILTER_KEYS,
    defaultSort: '-created_at',
  });
