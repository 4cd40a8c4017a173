import { Badge, Group, Text } from '@mantine/core';
import type { TimesheetPaySplit, TimesheetStatus } from '@app/domain';
import { formatHours } from '../lib/grid-math';

const COLORS: Record<TimesheetStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  signed: 'teal',
  rejected: 'red',
  no_bill: 'gray',
};
const LABELS: Record<TimesheetStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  signed: 'Signed',
  rejected: 'Rejected',
  no_bill: 'No bill',
};

export const statusLabel = (status: TimesheetStatus) => LABELS[status];

export function TimesheetStatusBadge({ status, paid = false }: { status: TimesheetStatus; paid?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      {/* Dot badges keep the default text colour: readable on a selected (tinted) row too. */}
      <Badge color={COLORS[status]} variant="dot" tt="none">
        {LABELS[status]}
      </Badge>
      {paid && (
        <Badge color="blue" variant="dot" tt="none">
          Paid
        </Badge>
      )}
    </Group>
  );
}

/** An approved entry's hours per pay class ("Regular 8.00 · Overtime 2.00"); classes with no time are left out. */
export function splitText(split: TimesheetPaySplit): string {
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
