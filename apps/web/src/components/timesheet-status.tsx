import { Group, Text } from '@mantine/core';
import { labelOf, type TimesheetPaySplit, type TimesheetStatus } from '@app/domain';
import { formatHours } from './data-list/format';
import { StatusBadge } from './status-badge';

export const statusLabel = (status: TimesheetStatus) => labelOf('timesheetStatus', status);

export function TimesheetStatusBadge({ status, paid = false }: { status: TimesheetStatus; paid?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge of="timesheetStatus" value={status} />
      {paid && <StatusBadge label="Paid" tone="info" />}
    </Group>
  );
}

/** An approved entry's hours per pay class ("Regular 8.00 · Overtime 2.00"); classes with no time are left out. */
function splitText(split: TimesheetPaySplit): string {
  const parts: [string, number][] = [
    ['Regular', split.regular],
    ['Overtime', split.overtime],
    ['Double time', split.double_time],
    ['Other paid', split.other],
  ];
  const shown = parts.filter(([, m]) => m > 0);
  return shown.length === 0 ? 'No paid time' : shown.map(([label, m]) => `${label} ${formatHours(m)}`).join(' · ');
}

export function PaySplit({ split }: { split: TimesheetPaySplit | null }) {
  if (!split) return null;
  return (
    <Text size="xs" c="dimmed">
      {splitText(split)}
    </Text>
  );
}
