/**
 * The weekly grid's rows as the user edits them: strings as typed, beside the saved entry they
 * started from (if any), so saving sends only what changed.
 */
import {
  formatClock,
  type TimesheetCreate,
  type TimesheetType,
  type TimesheetUpdate,
  type TimesheetView,
} from '@app/domain';
import { addDays } from '../../../lib/week';
import { shiftProblems, type ShiftProblems } from './grid-math';

export type RowField = 'date' | 'start' | 'end' | 'breakMinutes' | 'type' | 'projectCodeId' | 'task';
export type RowErrors = Partial<Record<RowField | 'row', string>>;

export interface DraftRow {
  key: string;
  /** The saved entry this row shows (null: new, not saved yet). */
  entry: TimesheetView | null;
  date: string;
  start: string;
  end: string;
  breakMinutes: string;
  type: TimesheetType;
  /** '' for none. */
  projectCodeId: string;
  task: string;
  /** A saved entry marked for deletion on the next save. */
  removed: boolean;
  /** What the server said about this row on the last save. */
  serverErrors: RowErrors;
}

let counter = 0;
const nextKey = () => `new-${++counter}`;

export function rowFromEntry(entry: TimesheetView): DraftRow {
  return {
    key: entry.id,
    entry,
    date: entry.date,
    start: formatClock(entry.time_start),
    end: formatClock(entry.time_end),
    breakMinutes: String(entry.break_time_minutes),
    type: entry.type,
    projectCodeId: entry.project_code?.id ?? '',
    task: entry.task ?? '',
    removed: false,
    serverErrors: {},
  };
}

/** A new row on `date`, with the times of `like` (the row above) when there is one: shifts repeat. */
export function blankRow(date: string, like?: DraftRow): DraftRow {
  return {
    key: nextKey(),
    entry: null,
    date,
    start: like?.start ?? '',
    end: like?.end ?? '',
    breakMinutes: like?.breakMinutes ?? '0',
    type: 'regular',
    projectCodeId: like?.projectCodeId ?? '',
    task: '',
    removed: false,
    serverErrors: {},
  };
}

/**
 * "Copy last week": the previous week's shifts on this assignment as new, unsaved rows a week later
 * (same times, break, type, project code and task). Rejected shifts are not copied: they were refused.
 */
export function copiedRows(previous: readonly TimesheetView[], assignmentId: string): DraftRow[] {
  return previous
    .filter((e) => e.assignment.id === assignmentId && e.status !== 'rejected')
    .map((e) => ({
      ...blankRow(addDays(e.date, 7)),
      start: formatClock(e.time_start),
      end: formatClock(e.time_end),
      breakMinutes: String(e.break_time_minutes),
      type: e.type,
      projectCodeId: e.project_code?.id ?? '',
      task: e.task ?? '',
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
}

const breakNumber = (v: string) => (v.trim() === '' ? 0 : Number(v));
const nullIfBlank = (v: string) => (v.trim() === '' ? null : v.trim());

export function createBody(row: DraftRow, assignmentId: string): TimesheetCreate {
  return {
    assignment_id: assignmentId,
    date: row.date,
    time_start: row.start,
    time_end: row.end,
    break_time_minutes: breakNumber(row.breakMinutes),
    type: row.type,
    project_code_id: nullIfBlank(row.projectCodeId),
    task: nullIfBlank(row.task),
    work_location_id: null,
    metadata: {},
  };
}

/** The fields of a saved row that differ from its entry (null: nothing to send). */
export function changesOf(row: DraftRow): TimesheetUpdate | null {
  const e = row.entry;
  if (!e) return null;
  const patch: TimesheetUpdate = {};
  if (row.date !== e.date) patch.date = row.date;
  if (row.start !== formatClock(e.time_start)) patch.time_start = row.start;
  if (row.end !== formatClock(e.time_end)) patch.time_end = row.end;
  if (breakNumber(row.breakMinutes) !== e.break_time_minutes) patch.break_time_minutes = breakNumber(row.breakMinutes);
  if (row.type !== e.type) patch.type = row.type;
  if (nullIfBlank(row.projectCodeId) !== (e.project_code?.id ?? null))
    patch.project_code_id = nullIfBlank(row.projectCodeId);
  if (nullIfBlank(row.task) !== (e.task ?? null)) patch.task = nullIfBlank(row.task);
  return Object.keys(patch).length > 0 ? patch : null;
}

export const isDirty = (row: DraftRow) => row.entry === null || row.removed || changesOf(row) !== null;

/** The row's own problems before anything is sent. */
export function rowProblems(
  row: DraftRow,
  weekDays: readonly string[],
  requiresProjectCode: boolean,
): ShiftProblems & { projectCodeId?: string } {
  if (row.removed) return {};
  const problems: ShiftProblems & { projectCodeId?: string } = shiftProblems(row, weekDays);
  if (requiresProjectCode && !row.projectCodeId) problems.projectCodeId = 'Choose a project code';
  return problems;
}

const SERVER_FIELDS: Record<string, RowField> = {
  date: 'date',
  time_start: 'start',
  time_end: 'end',
  break_time_minutes: 'breakMinutes',
  type: 'type',
  project_code_id: 'projectCodeId',
  task: 'task',
};

/** A 422's `detail` as this row's field errors; anything else is the row's own message. */
export function rowErrorsFrom(data: unknown, message: string): RowErrors {
  const detail = typeof data === 'object' && data !== null ? (data as { detail?: unknown }).detail : undefined;
  const errors: RowErrors = {};
  if (Array.isArray(detail)) {
    for (const item of detail as { loc?: unknown[]; msg?: unknown }[]) {
      const last = Array.isArray(item.loc) ? String(item.loc[item.loc.length - 1]) : '';
      const field = SERVER_FIELDS[last];
      if (field && typeof item.msg === 'string') errors[field] ??= item.msg;
    }
  }
  if (Object.keys(errors).length === 0) errors.row = message;
  return errors;
}
