import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { labelOf, type TimesheetView } from '@app/domain';
import type { ReactNode } from 'react';
import { formatHours, formatWorkday } from '../../../components/data-list/format';
import { PaySplit, TimesheetStatusBadge } from '../../../components/timesheet-status';

/**
 * One entry of an approval week on a phone (decision 0108): the day, shift, hours and amount, its status and
 * its buttons (forward ones first; the ones that take something away last, each asking first).
 */
export function EntryCard({
  entry: e,
  amount,
  actions,
}: {
  entry: TimesheetView;
  amount: string | null;
  actions: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" component="article" aria-label={`${formatWorkday(e.date)} ${e.time_start_string}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm">
            {formatWorkday(e.date)} · {e.time_start_string}–{e.time_end_string}{' '}
            {e.overnight && (
              <Badge size="xs" variant="light" color="grape" tt="none">
                +1 day
              </Badge>
            )}
          </Text>
          <Stack gap={2} align="flex-end">
            <TimesheetStatusBadge status={e.status} paid={e.paid} />
            <PaySplit split={e.split} />
          </Stack>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            {formatHours(e.minutes_worked)} h · {labelOf('timesheetType', e.type)}
            {e.break_time_minutes > 0 && ` · ${e.break_time_minutes} min break`}
          </Text>
          {amount !== null && (
            <Text size="sm" fw={600}>
              {amount}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {e.client.name}
          {e.project_code && ` · ${e.project_code.code}`}
          {e.task && ` · ${e.task}`}
        </Text>
        {actions}
      </Stack>
    </Paper>
  );
}
