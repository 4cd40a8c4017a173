import { ActionIcon, Group, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { addDays, isDay } from '../../../lib/week';
import { formatWeek } from '../../../components/data-list/format';

interface Props {
  /** The first day of the shown workweek. */
  weekStart: string;
  /** Called with any day of the wanted week; the caller snaps it to that week's first day. */
  onChange: (day: string) => void;
}

/** Previous / next workweek, and a date field to jump to the week holding any day. */
export function WeekPicker({ weekStart, onChange }: Props) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous week"
        onClick={() => onChange(addDays(weekStart, -7))}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <TextInput
        type="date"
        label="Week of"
        value={weekStart}
        onChange={(e) => {
          const v = e.currentTarget.value;
          if (isDay(v)) onChange(v);
        }}
        w={170}
      />
      <ActionIcon variant="default" size="lg" aria-label="Next week" onClick={() => onChange(addDays(weekStart, 7))}>
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
      <Text size="sm" c="dimmed" aria-live="polite">
        {formatWeek(weekStart)}
      </Text>
    </Group>
  );
}
