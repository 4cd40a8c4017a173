import { Text } from '@mantine/core';
import type { AdjustmentView } from '@app/domain';
import { formatCalendarDate } from '../../../components/data-list/format';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toast } from '../../../lib/notify';
import { useVoidAdjustment } from '../api/void-adjustment';
import { adjustmentTitle, VOID_CONFIRM_TEXT } from '../lib/adjustment-format';

/** The contract's limit on a void reason (adjustmentVoidSchema). */
const REASON_MAX = 500;

/** Void (a pending adjustment): confirmed with the reason, kept on the adjustment. */
export function VoidAdjustmentDialog({ adjustment, onClose }: { adjustment: AdjustmentView; onClose: () => void }) {
  const voidIt = useVoidAdjustment(adjustment.id);
  return (
    <ReasonDialog
      title="Void this adjustment?"
      description="Kept on the adjustment for everyone who reads it."
      requiredMessage="Say why the adjustment is voided"
      maxLength={REASON_MAX}
      confirmLabel="Void adjustment"
      onConfirm={async (reason) => {
        await voidIt.mutateAsync({ reason });
        toast.success(`${adjustmentTitle(adjustment)} voided`);
        onClose();
      }}
      onClose={onClose}
    >
      <Text size="sm">
        {adjustmentTitle(adjustment)}, dated {formatCalendarDate(adjustment.date)}: {adjustment.description}
      </Text>
      <Text size="sm" fw={500}>
        {VOID_CONFIRM_TEXT}
      </Text>
    </ReasonDialog>
  );
}
