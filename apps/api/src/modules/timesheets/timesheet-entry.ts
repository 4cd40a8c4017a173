/**
 * Turning an entry's input into its stored columns: the assignment and who may enter for it, the work
 * location and its time zone, the project code rule, and the minutes (overnight and DST through
 * `shiftInstants`). Create and edit both go through `resolveEntry`.
 */
import { parseClock, type TimesheetType } from '@app/domain';
import { shiftInstants } from '@app/paybill';
import type { DbOrTx, Tx } from '../../db/client.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { lockLedgerKey } from '../ledger/ledger.posting.js';
import type { Principal } from '../../lib/principal.js';
import {
  assignmentRateRows,
  findActiveProjectCode,
  findAssignmentForEntry,
  findEntryWorkLocation,
  overlappingEntry,
  type AssignmentForEntry,
} from './timesheet-entry.repository.js';
import { rateOn } from './timesheet-view.js';
import { mayEnterLateTime, mayEnterTimeFor } from './timesheets.policy.js';

export interface EntryInput {
  date: string;
  time_start: string;
  time_end: string;
  break_time_minutes: number;
  type: TimesheetType;
  project_code_id: string | null;
  task: string | null;
  work_location_id: string | null;
  metadata: Record<string, unknown>;
}

/** The assignment as the caller sees it (404 outside their scope), with what entering time depends on. */
export async function assignmentForEntry(db: DbOrTx, p: Principal, assignmentId: string): Promise<AssignmentForEntry> {
  const row = await findAssignmentForEntry(db, p, assignmentId);
  if (!row) throw notFound('Assignment not found');
  return row;
}

/** Who may enter time on this assignment (section 6), and whether the assignment takes time at all. */
export function assertMayEnterTime(p: Principal, a: AssignmentForEntry) {
  if (!mayEnterTimeFor(p, a.contractorId)) throw forbidden('Your role may not enter time');
  if (a.partnerSelfTimeSheets) throw conflict(`${a.partnerName} keeps its own time sheets; time is not entered here`);
  if (a.status === 'pending') throw conflict('The assignment has not started; time can be entered once it is live');
  if (a.status === 'ended' && !mayEnterLateTime(p))
    throw conflict('The assignment has ended; ask your agency to enter late time');
}

/**
 * Serialises writes of one contractor's entries until the transaction ends, so two concurrent saves (a
 * double-submitted form, two tabs) cannot both pass the overlap check and both be paid.
 */
export async function lockContractorEntries(tx: Tx, contractorId: string): Promise<void> {
  await lockLedgerKey(tx, `timesheets:contractor:${contractorId}`);
}

export interface ResolvedEntry {
  workLocationId: string;
  timezone: string;
  date: string;
  timeStart: number;
  timeEnd: number;
  breakTimeMinutes: number;
  minutesWorked: number;
  startAt: Date;
  endAt: Date;
  type: TimesheetType;
  projectCodeId: string | null;
  task: string | null;
  metadata: Record<string, unknown>;
}

const bad = (field: string, msg: string) => unprocessable([{ loc: ['body', field], msg }]);

/** Validates the input against the assignment and computes the stored columns (422 on the field at fault). */
export async function resolveEntry(
  db: DbOrTx,
  a: AssignmentForEntry,
  input: EntryInput,
  excludeId: string | null,
): Promise<ResolvedEntry> {
  if (input.date < a.startDate) throw bad('date', `The assignment starts on ${a.startDate}`);
  if (a.endDate && input.date > a.endDate) throw bad('date', `The assignment ended on ${a.endDate}`);

  const locationId = input.work_location_id ?? a.workLocationId;
  const location = await findEntryWorkLocation(db, locationId, a);
  if (!location) throw bad('work_location_id', 'Choose a work location of this client');

  if (input.project_code_id) {
    const code = await findActiveProjectCode(db, input.project_code_id, a.clientId);
    if (!code) throw bad('project_code_id', 'Choose an active project code of this client');
  } else if (a.clientRequiresProjectCode) {
    throw bad('project_code_id', 'This client requires a project code');
  }

  const timeStart = parseClock(input.time_start);
  const timeEnd = parseClock(input.time_end);
  if (timeStart === null || timeStart >= 1440) throw bad('time_start', 'Enter a time as HH:MM');
  if (timeEnd === null) throw bad('time_end', 'Enter a time as HH:MM');
  // Real elapsed minutes in the location's zone: a night shift across a DST change is an hour shorter or longer.
  const { startAt, endAt, spanMinutes } = shiftInstants(input.date, timeStart, timeEnd, location.timezone);
  const minutesWorked = spanMinutes - input.break_time_minutes;
  if (minutesWorked <= 0) throw bad('break_time_minutes', 'The break must be shorter than the shift');

  const rates = await assignmentRateRows(db, a.id);
  if (!rateOn(rates, a.id, input.date)) throw bad('date', 'No rate is in effect on this date');

  const overlap = await overlappingEntry(db, { contractorId: a.contractorId, startAt, endAt, id: excludeId });
  if (overlap) throw bad('time_start', `This shift overlaps another entry on ${overlap.date}`);

  return {
    workLocationId: location.id,
    timezone: location.timezone,
    date: input.date,
    timeStart,
    timeEnd,
    breakTimeMinutes: input.break_time_minutes,
    minutesWorked,
    startAt,
    endAt,
    type: input.type,
    projectCodeId: input.project_code_id,
    task: input.task,
    metadata: input.metadata,
  };
}
