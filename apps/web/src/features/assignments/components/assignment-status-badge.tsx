import { Badge } from '@mantine/core';
import type { AssignmentStatus } from '@app/domain';

const COLORS: Record<AssignmentStatus, string> = { pending: 'yellow', live: 'green', ended: 'gray' };
const LABELS: Record<AssignmentStatus, string> = { pending: 'Pending', live: 'Live', ended: 'Ended' };

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="dot" c="dark.7">
      {LABELS[status]}
    </Badge>
  );
}
