import {
  ActionIcon,
  Badge,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { labelOf, enumOptions } from '@app/domain';
import { isDirty, type DraftRow, type RowErrors, type RowField } from '../lib/draft-rows';
import { shiftLength } from '../lib/grid-math';
import { PaySplit, TimesheetStatusBadge } from '../../../components/timesheet-status';
import { formatHours, formatWorkday } from '../../../components/data-list/format';

export interface ProjectCodeOption {
  id: string;
  code: string;
  description: string | null;
}

interface Props {
  rows: DraftRow[];
  days: string[];
  projectCodes: ProjectCodeOption[];
  requiresProjectCode: boolean;
  /** Problems to show per row key (the check's once the user tried to save, and the server's). */
  errors: Record<string, RowErrors>;
  /** Entry ids the last save wrote (they read "Saved"). */
  justSaved: ReadonlySet<string>;
  /** May this saved row be removed (its entry allows delete)? */
  canRemove: (row: DraftRow) => boolean;
  onChange: (key: string, patch: Partial<Pick<DraftRow, RowField>>) => void;
  onRemove: (key: string) => void;
  onRestore: (key: string) => void;
}

const TYPE_OPTIONS = enumOptions('timesheetType');

function HoursCell({ row }: { row: DraftRow }) {
  const length = shiftLength(row.start, row.end, row.breakMinutes);
  if (!length) return <Text c="dimmed">—</Text>;
  return (
    <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
      {formatHours(length.minutes)}
    </Text>
  );
}

function NextDay({ row }: { row: DraftRow }) {
  const length = shiftLength(row.start, row.end, row.breakMinutes);
  if (!length?.overnight) return null;
  return (
    <Badge size="xs" variant="light" color="grape" tt="none">
      +1 day
    </Badge>
  );
}

/** A saved entry no one may change any more (approved, locked…): its values as text. */
function ReadOnlyRow({ row, codes }: { row: DraftRow; codes: ProjectCodeOption[] }) {
  const e = row.entry!;
  const code = e.project_code ?? codes.find((c) => c.id === row.projectCodeId) ?? null;
  return (
    <>
      <Table.Td>{formatWorkday(row.date)}</Table.Td>
      <Table.Td>{e.time_start_string}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {e.time_end_string}
          <NextDay row={row} />
        </Group>
      </Table.Td>
      <Table.Td>{e.break_time_minutes}</Table.Td>
      <Table.Td>{labelOf('timesheetType', e.type)}</Table.Td>
      <Table.Td>{code?.code ?? '—'}</Table.Td>
      <Table.Td>{e.task ?? '—'}</Table.Td>
    </>
  );
}

/**
 * A row's state: its entry's status (and pay split, rejection reason), "Saved" beside it when the last
 * save wrote it — read from that save's own answer, not a reload — or "Not saved" for a draft; and
 * the server's message about the row.
 */
export function RowStatus({
  row,
  errors: e,
  justSaved,
}: {
  row: DraftRow;
  errors: RowErrors;
  justSaved: ReadonlySet<string>;
}) {
  const saved = row.entry !== null && justSaved.has(row.entry.id) && !isDirty(row);
  return (
    <Stack gap={2}>
      {row.entry ? (
        <Group gap={6} wrap="nowrap">
          <TimesheetStatusBadge status={row.entry.status} paid={row.entry.paid} />
          {saved && (
            <Text size="xs" fw={600}>
              Saved
            </Text>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Not saved
        </Text>
      )}
      {row.entry && <PaySplit split={row.entry.split} />}
      {row.entry?.status === 'rejected' && row.entry.rejection_reason && (
        <Text size="xs" c="red">
          {row.entry.rejection_reason}
        </Text>
      )}
      {e.row && (
        <Text size="xs" c="red" role="alert">
          {e.row}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The weekly grid: one row per shift. Hours are worked out as the user types (an end at or before
 * the start is the next day's, shown as "+1 day"); saved entries that can no longer change show as
 * text with their status and, once approved, their regular / overtime / double-time split.
 */
export function TimesheetGrid({
  rows,
  days,
  projectCodes,
  requiresProjectCode,
  errors,
  justSaved,
  canRemove,
  onChange,
  onRemove,
  onRestore,
}: Props) {
  const dayOptions = days.map((d) => ({ value: d, label: formatWorkday(d) }));
  const codeOptions = [
    ...(requiresProjectCode ? [{ value: '', label: 'Choose…', disabled: true }] : [{ value: '', label: 'None' }]),
    ...projectCodes.map((c) => ({ value: c.id, label: c.description ? `${c.code} — ${c.description}` : c.code })),
  ];
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="xs" horizontalSpacing={6} aria-label="Shifts of the week">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Start</Table.Th>
            <Table.Th>End</Table.Th>
            <Table.Th>Break (min)</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Project code{requiresProjectCode ? ' *' : ''}</Table.Th>
            <Table.Th>Task</Table.Th>
            <Table.Th>Hours</Table.Th>
            <Table.Th miw={120}>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const n = index + 1;
            const e = errors[row.key] ?? {};
            const editable = !row.removed && (row.entry === null || row.entry.editable);
            const label = (field: string) => `${field} (row ${n})`;
            return (
              <Table.Tr
                key={row.key}
                style={row.removed ? { opacity: 0.5, textDecoration: 'line-through' } : undefined}
              >
                {editable ? (
                  <>
                    <Table.Td>
                      <NativeSelect
                        size="xs"
                        aria-label={label('Date')}
                        data={dayOptions}
                        value={row.date}
                        onChange={(ev) => onChange(row.key, { date: ev.currentTarget.value })}
                        error={e.date}
                        w={124}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        type="time"
                        aria-label={label('Start')}
                        value={row.start}
                        onChange={(ev) => onChange(row.key, { start: ev.currentTarget.value })}
                        error={e.start}
                        w={118}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <TextInput
                          size="xs"
                          type="time"
                          aria-label={label('End')}
                          value={row.end}
                          onChange={(ev) => onChange(row.key, { end: ev.currentTarget.value })}
                          error={e.end}
                          w={118}
                        />
                        <NextDay row={row} />
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        type="number"
                        min={0}
                        step={5}
                        inputMode="numeric"
                        aria-label={label('Break minutes')}
                        value={row.breakMinutes}
                        onChange={(ev) => onChange(row.key, { breakMinutes: ev.currentTarget.value })}
                        error={e.breakMinutes}
                        w={70}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        size="xs"
                        aria-label={label('Type')}
                        data={TYPE_OPTIONS}
                        value={row.type}
                        onChange={(ev) => onChange(row.key, { type: ev.currentTarget.value as DraftRow['type'] })}
                        error={e.type}
                        w={112}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect
                        size="xs"
                        aria-label={label('Project code')}
                        data={codeOptions}
                        value={row.projectCodeId}
                        onChange={(ev) => onChange(row.key, { projectCodeId: ev.currentTarget.value })}
                        error={e.projectCodeId}
                        required={requiresProjectCode}
                        w={132}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={label('Task')}
                        value={row.task}
                        maxLength={500}
                        onChange={(ev) => onChange(row.key, { task: ev.currentTarget.value })}
                        error={e.task}
                        w={130}
                      />
                    </Table.Td>
                  </>
                ) : (
                  <ReadOnlyRow row={row} codes={projectCodes} />
                )}
                <Table.Td>
                  <HoursCell row={row} />
                </Table.Td>
                <Table.Td>
                  <RowStatus row={row} errors={e} justSaved={justSaved} />
                </Table.Td>
                <Table.Td>
                  {row.removed ? (
                    <Tooltip label="Keep this entry">
                      <ActionIcon variant="subtle" aria-label={`Keep row ${n}`} onClick={() => onRestore(row.key)}>
                        <IconArrowBackUp size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  ) : (
                    canRemove(row) && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove row ${n}`}
                        onClick={() => onRemove(row.key)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Hours per day of the week and the week's total, from the rows as they stand. */
export function WeekTotals({ days, totals, week }: { days: string[]; totals: Record<string, number>; week: number }) {
  return (
    <Table withTableBorder aria-label="Hours per day" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          {days.map((d) => (
            <Table.Th key={d}>{formatWorkday(d)}</Table.Th>
          ))}
          <Table.Th>Week</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          {days.map((d) => (
            <Table.Td key={d}>{formatHours(totals[d] ?? 0)}</Table.Td>
          ))}
          <Table.Td fw={700}>{formatHours(week)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
