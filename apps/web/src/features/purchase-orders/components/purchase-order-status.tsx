import type { PurchaseOrderView } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';

/** Active or Closed. */
export function PurchaseOrderStatus({ po, size }: { po: Pick<PurchaseOrderView, 'status'>; size?: 'lg' }) {
  return (
    <StatusBadge
      of="purchaseOrderStatus"
      value={po.status}
      tone={po.status === 'active' ? 'success' : 'neutral'}
      size={size}
    />
  );
}
