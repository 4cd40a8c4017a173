import { useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderDetail } from '@app/domain';

export const PURCHASE_ORDERS_PATH = '/purchase_orders';

export const purchaseOrderQueryKey = (id: string) => ['purchase-order', id] as const;

/** After a command: the PO's page from the answer, and the list. */
export function usePurchaseOrdersSaved() {
  const queryClient = useQueryClient();
  return (po?: PurchaseOrderDetail) => {
    if (po) queryClient.setQueryData(purchaseOrderQueryKey(po.id), po);
    void queryClient.invalidateQueries({ queryKey: ['list', PURCHASE_ORDERS_PATH] });
  };
}
