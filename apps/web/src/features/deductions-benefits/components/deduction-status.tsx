import { Badge } from '@mantine/core';
import type { DeductionStatus } from '@app/domain';
import { DEDUCTION_STATUS_COLORS, DEDUCTION_STATUS_LABELS } from './deduction-format';

export function DeductionStatusBadge({ status }: { status: DeductionStatus }) {
  return (
    <Badge variant="light" color={DEDUCTION_STATUS_COLORS[status]}>
      {DEDUCTION_STATUS_LABELS[status]}
    </Badge>
  );
}
