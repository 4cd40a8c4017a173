import type { AdjustmentView } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import { ADJUSTMENT_STATUS_TONES } from '../lib/adjustment-format';

/** Pending, On a draft invoice, Invoiced or Void. */
export function AdjustmentStatus({ adjustment, size }: { adjustment: Pick<AdjustmentView, 'status'>; size?: 'lg' }) {
  return (
    <StatusBadge
      of="adjustmentStatus"
      value={adjustment.status}
      tone={ADJUSTMENT_STATUS_TONES[adjustment.status]}
      size={size}
    />
  );
}
