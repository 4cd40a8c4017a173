/**
 * Test support: an hourly placement and an approved week in a few lines, posted to the ledger the way the
 * timesheet decisions do (status set, then recomputeTimeLedger in the same transaction). For tests only.
 */
import { eq } from 'drizzle-orm';
import type { JobClassification, TimesheetStatus, TimesheetType } from '@app/domain';
import { shiftInstants } from '@app/paybill';
import type { Db } from '../../db/client.js';
import { assignmentRates, assignments, contractors, jobs, timesheets, workLocations } from '../../db/schema/index.js';
import { recomputeTimeLedger } from './ledger.service.js';

export interface PlacementSpec {
  partnerId: string;
  clientId: string;
  workLocationId: string;
  /** Reuse a contractor record; otherwise one is created. */
  contractorId?: string;
  /** For a new contractor: links records of one person. */
  taxIdBlindIndex?: string | null;
  classification?: JobClassification;
  salaried?: boolean;
  pay?: string;
  bill?: string;
  /** Premium rates default to 1.5× / 2× / 1.5× of the straight rates. */
  overtimePay?: string | null;
  overtimeBill?: string | null;
  effectiveDate?: string;
}

const times = (v: string, k: number) => (Number(v) * k).toFixed(4);

export async function createHourlyPlacement(db: Db, s: PlacementSpec) {
  const classification = s.classification ?? 'w-2';
  let contractorId = s.contractorId;
  if (!contractorId) {
    const [c] = await db
      .insert(contractors)
      .values({
        partnerId: s.partnerId,
        firstName: 'Ledger',
        lastName: `Worker ${Math.random().toString(36).slice(2, 7)}`,
        email: `ledger-${Math.random().toString(36).slice(2, 10)}@example.test`,
        classification,
        status: 'active',
        taxIdBlindIndex: s.taxIdBlindIndex ?? null,
      })
      .returning({ id: contractors.id });
    contractorId = c!.id;
  }
  const [job] = await db
    .insert(jobs)
    .values({
      partnerId: s.partnerId,
      clientId: s.clientId,
      title: 'Ledger test job',
      classification,
      salaried: s.salaried ?? false,
    })
    .returning({ id: jobs.id });
  const effectiveDate = s.effectiveDate ?? '2026-01-01';
  const [a] = await db
    .insert(assignments)
    .values({
      partnerId: s.partnerId,
      clientId: s.clientId,
      contractorId,
      jobId: job!.id,
      workLocationId: s.workLocationId,
      startDate: effectiveDate,
      status: 'live',
    })
    .returning({ id: assignments.id });
  const pay = s.pay ?? '25';
  const bill = s.bill ?? '40';
  await db.insert(assignmentRates).values({
    assignmentId: a!.id,
    effectiveDate,
    payRate: times(pay, 1),
    billRate: times(bill, 1),
    overtimePayRate: s.overtimePay === undefined ? times(pay, 1.5) : s.overtimePay,
    overtimeBillRate: s.overtimeBill === undefined ? times(bill, 1.5) : s.overtimeBill,
    doubleOvertimePayRate: times(pay, 2),
    doubleOvertimeBillRate: times(bill, 2),
    holidayPayRate: times(pay, 1.5),
    holidayBillRate: times(bill, 1.5),
    reason: 'ledger test',
  });
  return { assignmentId: a!.id, contractorId, jobId: job!.id };
}

export interface ShiftSpec {
  date: string;
  /** 'HH:MM' local; an end at or before the start ends the next day. */
  start: string;
  end: string;
  breakMinutes?: number;
  type?: TimesheetType;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Inserts entries for an assignment in the given status (as the timesheet module would store them). */
export async function insertTimesheets(
  db: Db,
  assignmentId: string,
  shifts: readonly ShiftSpec[],
  status: TimesheetStatus = 'approved',
): Promise<string[]> {
  const [a] = await db
    .select({ a: assignments, timezone: workLocations.timezone })
    .from(assignments)
    .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
    .where(eq(assignments.id, assignmentId));
  if (!a) throw new Error(`no assignment ${assignmentId}`);
  const rows = shifts.map((s) => {
    const timeStart = minutesOf(s.start);
    const timeEnd = minutesOf(s.end);
    const { startAt, endAt, spanMinutes } = shiftInstants(s.date, timeStart, timeEnd, a.timezone);
    const breakTimeMinutes = s.breakMinutes ?? 0;
    return {
      assignmentId,
      partnerId: a.a.partnerId,
      clientId: a.a.clientId,
      contractorId: a.a.contractorId,
      workLocationId: a.a.workLocationId,
      date: s.date,
      timeStart,
      timeEnd: timeEnd === 0 && timeStart > 0 ? 1440 : timeEnd,
      breakTimeMinutes,
      minutesWorked: spanMinutes - breakTimeMinutes,
      timezone: a.timezone,
      startAt,
      endAt,
      type: s.type ?? 'regular',
      status,
      approvalDate: status === 'pending' ? null : new Date(),
    };
  });
  const inserted = await db.insert(timesheets).values(rows).returning({ id: timesheets.id });
  return inserted.map((r) => r.id);
}

/** Sets entries' status and recomputes their weeks in one transaction, as a timesheet decision does. */
export async function decideAndPost(
  db: Db,
  timesheetIds: string[],
  status: TimesheetStatus,
  reason = `test: ${status}`,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    for (const id of timesheetIds) await tx.update(timesheets).set({ status }).where(eq(timesheets.id, id));
    return recomputeTimeLedger(tx, timesheetIds, { actorUserId: null, reason });
  });
}

/** An approved week, posted: entries inserted as approved and the ledger recomputed for them. */
export async function createApprovedWeek(
  db: Db,
  assignmentId: string,
  shifts: readonly ShiftSpec[],
): Promise<{ timesheetIds: string[]; transactionIds: string[] }> {
  const timesheetIds = await insertTimesheets(db, assignmentId, shifts, 'approved');
  const transactionIds = await db.transaction((tx) =>
    recomputeTimeLedger(tx, timesheetIds, { actorUserId: null, reason: 'test: approved week' }),
  );
  return { timesheetIds, transactionIds };
}
