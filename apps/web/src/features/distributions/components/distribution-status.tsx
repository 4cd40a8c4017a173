import type { BadgeProps } from '@mantine/core';
import type { DistributionStatus } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';
import { DISTRIBUTION_STATUS_LABELS, DISTRIBUTION_STATUS_TONES } from './distribution-format';

export function DistributionStatusBadge({ status, size }: { status: DistributionStatus; size?: BadgeProps['size'] }) {
  return (
    <StatusBadge label={DISTRIBUTION_STATUS_LABELS[status]} tone={DISTRIBUTION_STATUS_TONES[status]} size={size} />
  );
}
