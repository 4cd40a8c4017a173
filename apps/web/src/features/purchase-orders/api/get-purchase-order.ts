import { useQuery } from '@tanstack/react-query';
import type { PurchaseOrderDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PURCHASE_ORDERS_PATH, purchaseOrderQueryKey } from './purchase-order-keys';

/** One PO: its budget, what is consumed and left, the assignments it covers and what consumed it. */
export const usePurchaseOrder = (id: string) =>
  useQuery({
    queryKey: purchaseOrderQueryKey(id),
    queryFn: ({ signal }) => api.get<PurchaseOrderDetail>(`${PURCHASE_ORDERS_PATH}/${id}`, { signal }),
    retry: false,
  });
