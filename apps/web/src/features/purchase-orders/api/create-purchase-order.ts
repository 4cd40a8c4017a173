import { useMutation } from '@tanstack/react-query';
import type { PurchaseOrderCreate, PurchaseOrderDetail } from '@app/domain';
import { api } from '../../../lib/api/client';
import { PURCHASE_ORDERS_PATH, usePurchaseOrdersSaved } from './purchase-order-keys';

/** Creates a client's PO: approvals of the assignments it covers consume it from then on. */
export function useCreatePurchaseOrder() {
  const saved = usePurchaseOrdersSaved();
  return useMutation({
    mutationFn: (body: PurchaseOrderCreate) => api.post<PurchaseOrderDetail>(PURCHASE_ORDERS_PATH, body),
    onSuccess: saved,
  });
}
