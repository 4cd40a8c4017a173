import { Button, Group } from '@mantine/core';
import type { TimesheetAction, TimesheetView } from '@app/domain';
import { ACTION_LABELS, DESTRUCTIVE, orderedActions } from '../lib/actions';

interface Props {
  row: TimesheetView;
  actions: readonly TimesheetAction[];
  onAction: (action: TimesheetAction, row: TimesheetView) => void;
  busy?: string | null;
  /** Names the buttons' group for screen readers ("Actions for Mon, Mar 2"). */
  label: string;
}

/** One compact button per action the transition table allows (none: nothing shown), destructive ones last. */
export function TimesheetActionButtons({ row, actions, onAction, busy, label }: Props) {
  if (actions.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" role="group" aria-label={label}>
      {orderedActions(actions).map((action) => (
        <Button
          key={action}
          size="compact-xs"
          variant="light"
          color={DESTRUCTIVE.has(action) ? 'red' : undefined}
          loading={busy === `${row.id}:${action}`}
          onClick={() => onAction(action, row)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
    </Group>
  );
}
