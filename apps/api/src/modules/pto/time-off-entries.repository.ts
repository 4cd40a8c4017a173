/**
 * The timesheet entries PTO writes and reads: the days of an approved request (one approved
 * paid-not-worked entry per weekday, linked to the request by a time_off_entries row), and the entries
 * whose decisions the accrual hook follows.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignments, timeOffEntries, timesheets, workLocations } from '../../db/schema/index.js';

type NewEntry = typeof timesheets.$inferInsert;

/** The request's days with the status of each one's timesheet entry, by date. */
export function entriesOfRequest(db: DbOrTx, requestId: string) {
  return db
    .select({
      id: timeOffEntries.id,
      date: timeOffEntries.date,
      minutes: timeOffEntries.minutes,
      timesheetId: timeOffEntries.timesheetId,
      status: timesheets.status,
    })
    .from(timeOffEntries)
    .leftJoin(timesheets, eq(timesheets.id, timeOffEntries.timesheetId))
    .where(eq(timeOffEntries.timeOffRequestId, requestId))
    .orderBy(asc(timeOffEntries.date));
}

/** Where the assignment is worked: its work location and that place's time zone. */
export async function workPlaceOf(db: DbOrTx, assignmentId: string) {
  const [place] = await db
    .select({ workLocationId: assignments.workLocationId, timezone: workLocations.timezone })
    .from(assignments)
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .where(eq(assignments.id, assignmentId));
  return place;
}

/** Inserts the entries and links each to the request; returns the entries' ids. */
export async function insertRequestEntries(
  tx: DbOrTx,
  requestId: string,
  minutesPerDay: number,
  entries: NewEntry[],
): Promise<string[]> {
  const inserted = await tx.insert(timesheets).values(entries).returning({ id: timesheets.id, date: timesheets.date });
  await tx
    .insert(timeOffEntries)
    .values(
      inserted.map((t) => ({ timeOffRequestId: requestId, date: t.date, minutes: minutesPerDay, timesheetId: t.id })),
    );
  return inserted.map((t) => t.id);
}

/** The request's timesheet entries, locked: their status and whether payroll or billing took them. */
export async function lockRequestEntries(tx: DbOrTx, requestId: string) {
  const rows = await tx
    .select({
      id: timesheets.id,
      status: timesheets.status,
      payroll: timesheets.payrollSubmissionDate,
      invoiced: timesheets.clientBillingInvoiceDate,
    })
    .from(timeOffEntries)
    .innerJoin(timesheets, eq(timesheets.id, timeOffEntries.timesheetId))
    .where(eq(timeOffEntries.timeOffRequestId, requestId))
    .for('update', { of: timesheets });
  return rows;
}

/** Rejects the entries (the request was cancelled) as `userId`, at `at`. */
export async function rejectEntries(tx: DbOrTx, ids: string[], reason: string, userId: string, at: Date) {
  await tx
    .update(timesheets)
    .set({
      status: 'rejected',
      rejectionDate: at,
      rejectionReason: reason,
      rejectionUserId: userId,
      editingUserId: userId,
      editedAt: at,
    })
    .where(inArray(timesheets.id, ids));
}

/** Timesheet entries as the accrual hook reads them, by date. */
export function timesheetsToAccrue(db: DbOrTx, ids: string[]) {
  return db
    .select({
      id: timesheets.id,
      contractorId: timesheets.contractorId,
      date: timesheets.date,
      type: timesheets.type,
      status: timesheets.status,
      minutesWorked: timesheets.minutesWorked,
    })
    .from(timesheets)
    .where(inArray(timesheets.id, ids))
    .orderBy(asc(timesheets.date), asc(timesheets.id));
}
