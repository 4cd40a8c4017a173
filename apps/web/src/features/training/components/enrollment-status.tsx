import { Group, Text } from '@mantine/core';
import { ENROLLMENT_STATUS_LABELS, enrollmentDueBadge, type EnrollmentView } from '@app/domain';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { formatCalendarDate } from '../../../components/data-list/format';

const TONES: Record<EnrollmentView['status'], StatusTone> = {
  not_attempted: 'neutral',
  incomplete: 'info',
  completed: 'success',
  passed: 'success',
  failed: 'danger',
};

export const EnrollmentStatusBadge = ({ e }: { e: Pick<EnrollmentView, 'status'> }) => (
  <StatusBadge label={ENROLLMENT_STATUS_LABELS[e.status]} tone={TONES[e.status]} />
);

/** The due date with 'Overdue' / 'Due in N days' while the course is open. */
export function EnrollmentDue({ e }: { e: EnrollmentView }) {
  if (!e.due_on) return <Text size="sm">—</Text>;
  const badge = enrollmentDueBadge(e);
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(e.due_on)}
      </Text>
      {badge && (
        <StatusBadge
          label={badge}
          tone={e.overdue ? 'danger' : (e.days_left ?? 99) <= 7 ? 'warning' : 'neutral'}
          size="sm"
        />
      )}
    </Group>
  );
}
