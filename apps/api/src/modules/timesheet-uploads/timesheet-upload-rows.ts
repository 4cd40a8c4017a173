/**
 * Validating an upload's rows as the uploader: each row must name an assignment the uploader sees and
 * may enter time for, live on the date, with valid times and a known (or, when the client requires
 * one, a given) project code. The checks are the timesheets module's own (`assignmentForEntry`,
 * `assertMayEnterTime`, `resolveEntry`), so a preview says exactly what creating the entry would say;
 * rows of one file must also not overlap each other.
 */
import {
  timesheetCreateSchema,
  type TimesheetCreate,
  type TimesheetUploadColumn,
  type TimesheetUploadIssue,
  type TimesheetUploadRow,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { assertMayEnterTime, assignmentForEntry, resolveEntry } from '../timesheets/timesheet-entry.js';
import type { Principal } from '../../lib/principal.js';
import type { RawRow } from './timesheet-upload-csv.js';
import {
  activeProjectCodeId,
  contractorEmailOf,
  contractorNameOf,
  liveAssignmentIdsByEmail,
} from './timesheet-upload-lookups.repository.js';

/** The create body's fields as the file names them. */
const COLUMN_OF: Record<string, TimesheetUploadColumn> = {
  assignment_id: 'assignment_id',
  date: 'date',
  time_start: 'time_start',
  time_end: 'time_end',
  break_time_minutes: 'break_minutes',
  type: 'type',
  project_code_id: 'project_code',
  task: 'task',
  work_location_id: 'assignment_id',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

class RowError extends Error {
  constructor(readonly issue: TimesheetUploadIssue) {
    super(issue.msg);
  }
}
const rowError = (loc: TimesheetUploadColumn | null, msg: string) => new RowError({ loc: loc ? [loc] : [], msg });

/** An HttpError from the timesheets checks as a row issue (their 422s name a body field). */
function issueOf(err: unknown, fallback: TimesheetUploadColumn | null): TimesheetUploadIssue {
  if (err instanceof RowError) return err.issue;
  if (!(err instanceof HttpError)) throw err;
  const detail = err.body.detail;
  if (Array.isArray(detail) && detail[0]) {
    const field = String(detail[0].loc?.[1] ?? '');
    return { loc: COLUMN_OF[field] ? [COLUMN_OF[field]] : [], msg: detail[0].msg };
  }
  return { loc: fallback ? [fallback] : [], msg: err.message };
}

/** The one assignment of a contractor (by e-mail) the uploader sees that is live on the date. */
async function assignmentByEmail(db: DbOrTx, p: Principal, email: string, date: string): Promise<string> {
  const rows = await liveAssignmentIdsByEmail(db, p, email, date);
  if (rows.length === 0)
    throw rowError('contractor_email', `No assignment of ${email} that you may enter time for is live on ${date}`);
  if (rows.length > 1)
    throw rowError('contractor_email', `${email} has several assignments on ${date}; give the assignment_id`);
  return rows[0]!;
}

async function projectCodeId(db: DbOrTx, clientId: string, code: string): Promise<string> {
  const id = await activeProjectCodeId(db, clientId, code);
  if (!id) throw rowError('project_code', `${code} is not an active project code of this client`);
  return id;
}

/** The row's cells checked on their own (no database): the issues, and the create body when there are none. */
function parseCells(raw: RawRow): {
  issues: TimesheetUploadIssue[];
  body: Omit<TimesheetCreate, 'assignment_id'> | null;
} {
  const v = raw.values;
  const issues: TimesheetUploadIssue[] = [];
  if (raw.extraCells) issues.push({ loc: [], msg: 'The row has more cells than the header has columns' });
  if (!v.contractor_email && !v.assignment_id)
    issues.push({ loc: ['contractor_email'], msg: 'Give the contractor e-mail or the assignment id' });
  if (v.assignment_id && !UUID.test(v.assignment_id))
    issues.push({ loc: ['assignment_id'], msg: 'The assignment id is not a valid id' });
  const breakMinutes = v.break_minutes === '' ? 0 : /^\d+$/.test(v.break_minutes) ? Number(v.break_minutes) : NaN;
  const parsed = timesheetCreateSchema.safeParse({
    assignment_id: '00000000-0000-0000-0000-000000000000',
    date: v.date,
    time_start: v.time_start,
    time_end: v.time_end,
    break_time_minutes: Number.isNaN(breakMinutes) ? v.break_minutes : breakMinutes,
    type: v.type === '' ? 'regular' : v.type.toLowerCase(),
    task: v.task === '' ? null : v.task,
  });
  if (!parsed.success)
    for (const iss of parsed.error.issues) {
      const column = COLUMN_OF[String(iss.path[0] ?? '')];
      const msg =
        column === 'type'
          ? 'Use regular, holiday, pto, sick, bereavement or on_call'
          : column === 'break_minutes'
            ? 'Give the break in whole minutes'
            : iss.message;
      issues.push({ loc: column ? [column] : [], msg });
    }
  if (issues.length > 0 || !parsed.success) return { issues, body: null };
  const { assignment_id: _none, ...body } = parsed.data;
  return { issues, body };
}

interface Placed {
  contractorId: string;
  startAt: Date;
  endAt: Date;
  line: number;
}

/** Validates every row in file order (a later row overlapping an earlier valid one is the one at fault). */
export async function validateUploadRows(db: DbOrTx, p: Principal, raws: RawRow[]): Promise<TimesheetUploadRow[]> {
  const placed: Placed[] = [];
  const names = new Map<string, string>();
  const out: TimesheetUploadRow[] = [];
  for (const raw of raws) {
    const row: TimesheetUploadRow = {
      line: raw.line,
      values: raw.values,
      errors: [],
      contractor_name: null,
      shift: null,
      timesheet_id: null,
    };
    out.push(row);
    const { issues, body } = parseCells(raw);
    row.errors.push(...issues);
    if (!body || !DATE.test(raw.values.date)) continue;
    const idColumn: TimesheetUploadColumn = raw.values.assignment_id ? 'assignment_id' : 'contractor_email';
    try {
      const assignmentId =
        raw.values.assignment_id || (await assignmentByEmail(db, p, raw.values.contractor_email, body.date));
      const a = await assignmentForEntry(db, p, assignmentId).catch((err: unknown) => {
        if (err instanceof HttpError && err.statusCode === 404)
          throw rowError(idColumn, 'No assignment you may see has this id');
        throw err;
      });
      if (raw.values.assignment_id && raw.values.contractor_email) {
        const email = await contractorEmailOf(db, a.contractorId);
        if (email?.toLowerCase() !== raw.values.contractor_email.toLowerCase())
          throw rowError('contractor_email', 'This e-mail is not the contractor of that assignment');
      }
      assertMayEnterTime(p, a);
      const shift: TimesheetCreate = {
        ...body,
        assignment_id: a.id,
        project_code_id: raw.values.project_code ? await projectCodeId(db, a.clientId, raw.values.project_code) : null,
      };
      const resolved = await resolveEntry(db, a, shift, null);
      const clash = placed.find(
        (o) => o.contractorId === a.contractorId && o.startAt < resolved.endAt && o.endAt > resolved.startAt,
      );
      if (clash) throw rowError('time_start', `This shift overlaps line ${clash.line} of this file`);
      placed.push({ contractorId: a.contractorId, startAt: resolved.startAt, endAt: resolved.endAt, line: raw.line });
      row.shift = shift;
      row.contractor_name = names.get(a.contractorId) ?? (await contractorName(db, a.contractorId));
      names.set(a.contractorId, row.contractor_name);
    } catch (err) {
      row.errors.push(issueOf(err, idColumn));
    }
  }
  return out;
}

async function contractorName(db: DbOrTx, id: string): Promise<string> {
  const c = await contractorNameOf(db, id);
  return c ? `${c.first} ${c.last}` : '';
}
