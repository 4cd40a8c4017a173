import { Anchor, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApprovalGroupView } from '@app/domain';
import { Link } from 'react-router';
import { formatHours, formatWeek } from '../../../components/data-list/format';
import { formatBillAmounts } from '../lib/bill-amounts';

/** A pending week on a phone (decision 0108): who and when, hours and amount, chosen for approval or opened. */
export function ApprovalWeekCard({
  week,
  showAmount,
  selection,
}: {
  week: ApprovalGroupView;
  showAmount: boolean;
  selection?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
}) {
  return (
    <Paper
      withBorder
      p="sm"
      aria-label={`${week.contractor.name}, week of ${formatWeek(week.week_start)}`}
      component="article"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/approvals/${week.id}`} fw={600}>
              {week.contractor.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              Week of {formatWeek(week.week_start)} · {week.clients.map((c) => c.name).join(', ')}
            </Text>
          </Stack>
          {selection && (
            <Checkbox
              aria-label={`Select ${week.contractor.name}, week of ${formatWeek(week.week_start)}`}
              checked={selection.checked}
              onChange={(e) => selection.onChange(e.currentTarget.checked)}
            />
          )}
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            {formatHours(week.pending_minutes)} h · {week.pending_count} pending
          </Text>
          {showAmount && (
            <Text size="sm" fw={600} aria-label="Amount">
              {formatBillAmounts(week.bill_amounts)}
            </Text>
          )}
        </Group>
        <Anchor component={Link} to={`/approvals/${week.id}`} size="sm">
          Open the week to approve or reject
        </Anchor>
      </Stack>
    </Paper>
  );
}
