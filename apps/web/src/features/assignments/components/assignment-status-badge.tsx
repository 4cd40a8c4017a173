import type { AssignmentStatus } from '@app/domain';
import { StatusBadge } from '../../../components/status-badge';

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return <StatusBadge of="assignmentStatus" value={status} />;
}
