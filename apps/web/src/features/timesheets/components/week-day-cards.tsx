import {
  ActionIcon,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowBackUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { enumOptions, labelOf } from '@app/domain';
import { formatHours, formatWorkday } from '../../../components/data-list/format';
import type { DraftRow, RowErrors, RowField } from '../lib/draft-rows';
import { shiftLength } from '../lib/grid-math';
import { RowStatus, type ProjectCodeOption } from './timesheet-grid';

interface Props {
  rows: DraftRow[];
  days: string[];
  totals: Record<string, number>;
  projectCodes: ProjectCodeOption[];
  requiresProjectCode: boolean;
  errors: Record<string, RowErrors>;
  /** Entry ids saved by the last save (they read "Saved"). */
  justSaved: ReadonlySet<string>;
  canAdd: boolean;
  canRemove: (row: DraftRow) => boolean;
  onAdd: (date: string) => void;
  onChange: (key: string, patch: Partial<Pick<DraftRow, RowField>>) => void;
  onRemove: (key: string) => void;
  onRestore: (key: string) => void;
}

const TYPE_OPTIONS = enumOptions('timesheetType');

/** One shift inside its day's card: start, end, break, type (and project code, task), hours and status. */
function ShiftFields({
  row,
  n,
  errors: e,
  codeOptions,
  requiresProjectCode,
  justSaved,
  canRemove,
  onChange,
  onRemove,
  onRestore,
}: Omit<Props, 'rows' | 'days' | 'totals' | 'projectCodes' | 'errors' | 'canAdd' | 'onAdd' | 'canRemove'> & {
  row: DraftRow;
  n: number;
  errors: RowErrors;
  codeOptions: { value: string; label: string; disabled?: boolean }[];
  canRemove: boolean;
}) {
  const editable = !row.removed && (row.entry === null || row.entry.editable);
  const length = shiftLength(row.start, row.end, row.breakMinutes);
  const label = (field: string) => `${field} (row ${n})`;
  return (
    <Stack gap={6} style={row.removed ? { opacity: 0.5, textDecoration: 'line-through' } : undefined}>
      {editable ? (
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          <TextInput
            type="time"
            label="Start"
            aria-label={label('Start')}
            value={row.start}
            onChange={(ev) => onChange(row.key, { start: ev.currentTarget.value })}
            error={e.start}
          />
          <TextInput
            type="time"
            label="End"
            aria-label={label('End')}
            value={row.end}
            onChange={(ev) => onChange(row.key, { end: ev.currentTarget.value })}
            error={e.end}
            description={length?.overnight ? 'Ends the next day' : undefined}
          />
          <TextInput
            type="number"
            min={0}
            step={5}
            inputMode="numeric"
            label="Break (min)"
            aria-label={label('Break minutes')}
            value={row.breakMinutes}
            onChange={(ev) => onChange(row.key, { breakMinutes: ev.currentTarget.value })}
            error={e.breakMinutes}
          />
          <NativeSelect
            label="Type"
            aria-label={label('Type')}
            data={TYPE_OPTIONS}
            value={row.type}
            onChange={(ev) => onChange(row.key, { type: ev.currentTarget.value as DraftRow['type'] })}
            error={e.type}
          />
          {(requiresProjectCode || codeOptions.length > 1) && (
            <NativeSelect
              label="Project code"
              aria-label={label('Project code')}
              data={codeOptions}
              value={row.projectCodeId}
              onChange={(ev) => onChange(row.key, { projectCodeId: ev.currentTarget.value })}
              error={e.projectCodeId}
              required={requiresProjectCode}
            />
          )}
          <TextInput
            label="Task"
            aria-label={label('Task')}
            value={row.task}
            maxLength={500}
            onChange={(ev) => onChange(row.key, { task: ev.currentTarget.value })}
            error={e.task}
          />
        </SimpleGrid>
      ) : (
        <Text size="sm">
          {row.entry!.time_start_string}–{row.entry!.time_end_string} · break {row.entry!.break_time_minutes} min ·{' '}
          {labelOf('timesheetType', row.entry!.type)}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {length ? `${formatHours(length.minutes)} h` : '—'}
          </Text>
          <RowStatus row={row} errors={e} justSaved={justSaved} />
        </Group>
        {row.removed ? (
          <ActionIcon variant="subtle" aria-label={`Keep row ${n}`} onClick={() => onRestore(row.key)}>
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
        ) : (
          canRemove && (
            <ActionIcon variant="subtle" color="red" aria-label={`Remove row ${n}`} onClick={() => onRemove(row.key)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )
        )}
      </Group>
    </Stack>
  );
}

/**
 * The week on a phone (below Mantine's `md`): one card per day with its shifts stacked as fields, its
 * hours, and a button to add a shift on that day. Rows are numbered as in the grid, so a message
 * names the same row on either layout.
 */
export function WeekDayCards({
  rows,
  days,
  totals,
  projectCodes,
  requiresProjectCode,
  errors,
  canAdd,
  onAdd,
  canRemove,
  ...rest
}: Props) {
  const codeOptions = [
    ...(requiresProjectCode ? [{ value: '', label: 'Choose…', disabled: true }] : [{ value: '', label: 'None' }]),
    ...projectCodes.map((c) => ({ value: c.id, label: c.description ? `${c.code} — ${c.description}` : c.code })),
  ];
  return (
    <Stack gap="sm" aria-label="Days of the week" role="list">
      {days.map((day) => {
        const own = rows.map((row, i) => ({ row, n: i + 1 })).filter(({ row }) => row.date === day);
        return (
          <Card key={day} withBorder padding="sm" role="listitem" aria-label={formatWorkday(day)}>
            <Group justify="space-between" mb={own.length ? 'xs' : 0}>
              <Title order={2} size="h5">
                {formatWorkday(day)}
              </Title>
              <Text size="sm" c={totals[day] ? undefined : 'dimmed'}>
                {formatHours(totals[day] ?? 0)} h
              </Text>
            </Group>
            <Stack gap="md">
              {own.map(({ row, n }) => (
                <ShiftFields
                  key={row.key}
                  row={row}
                  n={n}
                  errors={errors[row.key] ?? {}}
                  codeOptions={codeOptions}
                  requiresProjectCode={requiresProjectCode}
                  {...rest}
                  canRemove={canRemove(row)}
                />
              ))}
              {canAdd && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => onAdd(day)}
                  aria-label={`Add shift on ${formatWorkday(day)}`}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Add shift
                </Button>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
