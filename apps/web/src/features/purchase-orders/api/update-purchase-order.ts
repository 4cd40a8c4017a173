import { useMutation } from '@tanstack/react-query';
import type { PurchaseOrderDetail, PurchaseOrderUpdate } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PURCHASE_ORDERS_PATH, usePurchaseOrdersSaved } from './purchase-order-keys';

/** Changes a PO: description, end, budget (never below consumed), assignments, or closes it. */
export function useUpdatePurchaseOrder(id: string) {
  const saved = usePurchaseOrdersSaved();
  return useMutation({
    mutationFn: (body: PurchaseOrderUpdate) => api.patch<PurchaseOrderDetail>(`${PURCHASE_ORDERS_PATH}/${id}`, body),
    onSuccess: saved,
  });
}
