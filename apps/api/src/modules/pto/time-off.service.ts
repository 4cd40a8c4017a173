/**
 * Time off requests (decision 0023). A contractor asks for days off on one of its assignments (or a
 * partner or staff member asks on its behalf); a timesheet decider approves or rejects. Approving a PTO
 * request checks and draws the balance ('usage'), and turns every weekday of the range into an approved
 * paid-not-worked timesheet entry that the pay/bill ledger then pays at the regular rate. Cancelling an
 * approved request before payroll or billing has taken its days reverses all of that.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canDecideTimesheets,
  canSeeApprovals,
  type TimeOffRequestCreate,
  type TimeOffRequestDetail,
  type TimeOffRequestUpdate,
  type TimeOffRequestView,
  type TimeOffStatus,
  type TimeOffType,
} from '@app/domain';
import { weekdaysBetween, zonedInstant } from '@app/paybill';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  ptoAccruals,
  ptoEnrollments,
  ptoRules,
  timeOffEntries,
  timeOffRequests,
  timesheets,
  users,
  workLocations,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { recomputeTimeLedger } from '../ledger/ledger.service.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { lockedBalance, syncPtoAccruals, balanceOf } from './pto-accruals.service.js';
import { fullName } from './pto-scope.js';
import { rowScope } from '../../lib/row-scopes.js';

/** PTO days are entered from 09:00 local time. */
export const TIME_OFF_START_MINUTES = 9 * 60;
export const NOT_ENOUGH_BALANCE = 'Not enough PTO balance';

/** Time off: no sales partner sees it (spec section 6). */
export const timeOffScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, {
    partnerId: timeOffRequests.partnerId,
    clientId: timeOffRequests.clientId,
    contractorId: timeOffRequests.contractorId,
  });

/** Who approves or rejects: the timesheet deciders, plus a partner's approval roles. */
export const mayDecideTimeOff = (p: Principal) =>
  canDecideTimesheets(p.subject) || (p.userType === 'partner' && canSeeApprovals(p.subject));

/** Who asks (and edits a pending request): the contractor itself, its partner, staff. */
export const mayRequestTimeOff = (p: Principal) =>
  isStaff(p) || p.userType === 'partner' || p.userType === 'contractor';

type RequestRow = typeof timeOffRequests.$inferSelect;

const decider = alias(users, 'decider');

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      row: timeOffRequests,
      firstName: contractors.firstName,
      lastName: contractors.lastName,
      jobTitle: jobs.title,
      partnerName: partners.name,
      clientName: clients.name,
      deciderEmail: decider.email,
    })
    .from(timeOffRequests)
    .innerJoin(contractors, eq(contractors.id, timeOffRequests.contractorId))
    .innerJoin(assignments, eq(assignments.id, timeOffRequests.assignmentId))
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .innerJoin(partners, eq(partners.id, timeOffRequests.partnerId))
    .innerJoin(clients, eq(clients.id, timeOffRequests.clientId))
    .leftJoin(decider, eq(decider.id, timeOffRequests.decidedBy));

type Joined = Awaited<ReturnType<ReturnType<typeof selectRequests>['limit']>>[number];

function toView(p: Principal, j: Joined): TimeOffRequestView {
  const r = j.row;
  const open = r.status === 'pending' || r.status === 'approved';
  return {
    id: r.id,
    contractor: { id: r.contractorId, name: fullName(j) },
    assignment: { id: r.assignmentId, job_title: j.jobTitle },
    partner: { id: r.partnerId, name: j.partnerName },
    client: { id: r.clientId, name: j.clientName },
    type: r.type,
    start_date: r.startDate,
    end_date: r.endDate,
    minutes_per_day: r.minutesPerDay,
    total_minutes: r.totalMinutes,
    days: weekdaysBetween(r.startDate, r.endDate).length,
    reason: r.reason,
    status: r.status,
    decided_by: r.decidedBy ? { id: r.decidedBy, email: j.deciderEmail ?? '' } : null,
    decided_at: r.decidedAt?.toISOString() ?? null,
    decision_note: r.decisionNote,
    created_at: r.createdAt.toISOString(),
    can_edit: r.status === 'pending' && mayRequestTimeOff(p),
    can_decide: r.status === 'pending' && mayDecideTimeOff(p),
    can_cancel: open && (mayRequestTimeOff(p) || mayDecideTimeOff(p)),
  };
}

export interface TimeOffListFilter {
  status?: TimeOffStatus | undefined;
  type?: TimeOffType | undefined;
  contractorId?: string | undefined;
  assignmentId?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  sort: { column: string; desc: boolean };
  limit: number;
  offset: number;
}

const SORTS = {
  start_date: timeOffRequests.startDate,
  created_at: timeOffRequests.createdAt,
  status: timeOffRequests.status,
} as const;

export async function listTimeOffRequests(db: DbOrTx, p: Principal, f: TimeOffListFilter) {
  const where = and(
    timeOffScope(p, db),
    f.status ? eq(timeOffRequests.status, f.status) : undefined,
    f.type ? eq(timeOffRequests.type, f.type) : undefined,
    f.contractorId ? eq(timeOffRequests.contractorId, f.contractorId) : undefined,
    f.assignmentId ? eq(timeOffRequests.assignmentId, f.assignmentId) : undefined,
    // Overlapping the period: starts by its end and ends on or after its start.
    f.dateTo ? lte(timeOffRequests.startDate, f.dateTo) : undefined,
    f.dateFrom ? gte(timeOffRequests.endDate, f.dateFrom) : undefined,
  );
  const col = SORTS[f.sort.column as keyof typeof SORTS] ?? timeOffRequests.startDate;
  const rows = await selectRequests(db)
    .where(where)
    .orderBy(f.sort.desc ? desc(col) : asc(col), desc(timeOffRequests.createdAt), asc(timeOffRequests.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(timeOffRequests).where(where);
  return { rows: rows.map((j) => toView(p, j)), total: total?.n ?? 0 };
}

async function findRequest(db: DbOrTx, p: Principal, id: string) {
  const [row] = await selectRequests(db)
    .where(and(eq(timeOffRequests.id, id), timeOffScope(p, db)))
    .limit(1);
  return row;
}

/** The rule a contractor's PTO is drawn from on `date`: the latest enrollment started by then. */
export async function ptoRuleFor(db: DbOrTx, contractorId: string, date: string) {
  const [row] = await db
    .select({ enrollmentId: ptoEnrollments.id, ruleId: ptoRules.id, ruleName: ptoRules.name })
    .from(ptoEnrollments)
    .innerJoin(ptoRules, eq(ptoRules.id, ptoEnrollments.ptoRuleId))
    .where(and(eq(ptoEnrollments.contractorId, contractorId), lte(ptoEnrollments.startDate, date)))
    .orderBy(desc(ptoEnrollments.startDate), asc(ptoRules.id))
    .limit(1);
  return row ?? null;
}

export async function getTimeOffRequest(db: DbOrTx, p: Principal, id: string): Promise<TimeOffRequestDetail> {
  const j = await findRequest(db, p, id);
  if (!j) throw notFound();
  const entries = await db
    .select({
      id: timeOffEntries.id,
      date: timeOffEntries.date,
      minutes: timeOffEntries.minutes,
      timesheetId: timeOffEntries.timesheetId,
      status: timesheets.status,
    })
    .from(timeOffEntries)
    .leftJoin(timesheets, eq(timesheets.id, timeOffEntries.timesheetId))
    .where(eq(timeOffEntries.timeOffRequestId, id))
    .orderBy(asc(timeOffEntries.date));
  const rule = j.row.type === 'pto' ? await ptoRuleFor(db, j.row.contractorId, j.row.startDate) : null;
  return {
    ...toView(p, j),
    entries: entries.map((e) => ({
      id: e.id,
      date: e.date,
      minutes: e.minutes,
      timesheet_id: e.timesheetId,
      timesheet_status: e.status,
    })),
    balance: rule
      ? {
          pto_rule_id: rule.ruleId,
          pto_rule_name: rule.ruleName,
          balance_minutes: await balanceOf(db, j.row.contractorId, rule.ruleId),
        }
      : null,
  };
}

function daysOf(start: string, end: string) {
  const days = weekdaysBetween(start, end);
  if (days.length === 0) throw unprocessable([{ loc: ['body', 'end_date'], msg: 'The range has no weekdays' }]);
  return days;
}

/** Another open request of the same assignment covering any of these days is a conflict. */
async function assertNoOverlap(db: DbOrTx, assignmentId: string, start: string, end: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: timeOffRequests.id })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.assignmentId, assignmentId),
        inArray(timeOffRequests.status, ['pending', 'approved']),
        lte(timeOffRequests.startDate, end),
        gte(timeOffRequests.endDate, start),
        exceptId ? ne(timeOffRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict('Another time off request already covers some of these days');
}

export async function createTimeOffRequest(deps: AppDeps, p: Principal, body: TimeOffRequestCreate, ip: string) {
  if (!mayRequestTimeOff(p)) throw forbidden('Your role may not request time off');
  const [assignment] = await deps.db
    .select({
      id: assignments.id,
      partnerId: assignments.partnerId,
      clientId: assignments.clientId,
      contractorId: assignments.contractorId,
    })
    .from(assignments)
    .where(
      and(
        eq(assignments.id, body.assignment_id),
        p.userType === 'contractor' ? eq(assignments.contractorId, p.contractorId!) : undefined,
        p.userType === 'partner' ? eq(assignments.partnerId, p.partnerId!) : undefined,
      ),
    );
  if (!assignment) throw unprocessable([{ loc: ['body', 'assignment_id'], msg: 'Unknown assignment' }]);
  const days = daysOf(body.start_date, body.end_date);
  await assertNoOverlap(deps.db, assignment.id, body.start_date, body.end_date);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(timeOffRequests)
      .values({
        contractorId: assignment.contractorId,
        assignmentId: assignment.id,
        partnerId: assignment.partnerId,
        clientId: assignment.clientId,
        type: body.type,
        startDate: body.start_date,
        endDate: body.end_date,
        minutesPerDay: body.minutes_per_day,
        totalMinutes: days.length * body.minutes_per_day,
        reason: body.reason,
        createdBy: p.userId,
      })
      .returning({ id: timeOffRequests.id });
    await auditAs(tx, p, ip, {
      action: 'time_off_requested',
      entityType: 'time_off_request',
      entityId: row!.id,
      metadata: { assignment_id: assignment.id, type: body.type, start_date: body.start_date, end_date: body.end_date },
    });
    return row!.id;
  });
  return getTimeOffRequest(deps.db, p, id);
}

async function loadForChange(db: DbOrTx, p: Principal, id: string) {
  const j = await findRequest(db, p, id);
  if (!j) throw notFound();
  return j.row;
}

export async function updateTimeOffRequest(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: TimeOffRequestUpdate,
  ip: string,
) {
  const row = await loadForChange(deps.db, p, id);
  if (!mayRequestTimeOff(p)) throw forbidden('Your role may not change time off requests');
  if (row.status !== 'pending') throw conflict(`This request is ${row.status} and can no longer be changed`);
  const start = changes.start_date ?? row.startDate;
  const end = changes.end_date ?? row.endDate;
  if (end < start)
    throw unprocessable([{ loc: ['body', 'end_date'], msg: 'The end date must not be before the start date' }]);
  const perDay = changes.minutes_per_day ?? row.minutesPerDay;
  const days = daysOf(start, end);
  await assertNoOverlap(deps.db, row.assignmentId, start, end, id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(timeOffRequests)
      .set({
        startDate: start,
        endDate: end,
        minutesPerDay: perDay,
        totalMinutes: days.length * perDay,
        ...(changes.type !== undefined && { type: changes.type }),
        ...(changes.reason !== undefined && { reason: changes.reason }),
      })
      .where(and(eq(timeOffRequests.id, id), eq(timeOffRequests.status, 'pending')));
    await auditAs(tx, p, ip, {
      action: 'time_off_updated',
      entityType: 'time_off_request',
      entityId: id,
      metadata: { fields: Object.keys(changes) },
    });
  });
  return getTimeOffRequest(deps.db, p, id);
}

export async function deleteTimeOffRequest(deps: AppDeps, p: Principal, id: string, ip: string) {
  const row = await loadForChange(deps.db, p, id);
  if (!mayRequestTimeOff(p)) throw forbidden('Your role may not delete time off requests');
  if (row.status !== 'pending') throw conflict(`This request is ${row.status}; only a pending request is deleted`);
  await deps.db.transaction(async (tx) => {
    await tx.delete(timeOffRequests).where(and(eq(timeOffRequests.id, id), eq(timeOffRequests.status, 'pending')));
    await auditAs(tx, p, ip, {
      action: 'time_off_deleted',
      entityType: 'time_off_request',
      entityId: id,
      metadata: { contractor_id: row.contractorId, start_date: row.startDate, end_date: row.endDate },
    });
  });
}

/** The request row locked for the decision, still in the status the caller saw. */
async function lockRequest(tx: Tx, id: string): Promise<RequestRow> {
  const [row] = await tx.select().from(timeOffRequests).where(eq(timeOffRequests.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export interface DecisionMeta {
  ip: string;
  note: string | null;
}

/**
 * Approves a pending request in one transaction: balance check and usage (PTO), one approved entry per
 * weekday plus its time_off_entries row, then the pay/bill ledger and the accrual hook for those entries.
 */
export async function approveTimeOffRequest(deps: AppDeps, p: Principal, id: string, meta: DecisionMeta) {
  await loadForChange(deps.db, p, id);
  if (!mayDecideTimeOff(p)) throw forbidden('Your role may not decide time off requests');
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.status !== 'pending') throw conflict(`This request is already ${row.status}`);
    const days = daysOf(row.startDate, row.endDate);
    const total = days.length * row.minutesPerDay;
    let ruleId: string | null = null;
    if (row.type === 'pto') {
      const rule = await ptoRuleFor(tx, row.contractorId, row.startDate);
      const balance = rule ? await lockedBalance(tx, rule.enrollmentId, row.contractorId, rule.ruleId) : 0;
      if (!rule || balance < total) throw unprocessable([{ loc: ['body', '__root__'], msg: NOT_ENOUGH_BALANCE }]);
      ruleId = rule.ruleId;
    }
    const [place] = await tx
      .select({ workLocationId: assignments.workLocationId, timezone: workLocations.timezone })
      .from(assignments)
      .innerJoin(workLocations, eq(workLocations.id, assignments.workLocationId))
      .where(eq(assignments.id, row.assignmentId));
    const now = new Date();
    const inserted = await tx
      .insert(timesheets)
      .values(
        days.map((date) => ({
          assignmentId: row.assignmentId,
          partnerId: row.partnerId,
          clientId: row.clientId,
          contractorId: row.contractorId,
          workLocationId: place!.workLocationId,
          date,
          timeStart: TIME_OFF_START_MINUTES,
          timeEnd: TIME_OFF_START_MINUTES + row.minutesPerDay,
          breakTimeMinutes: 0,
          minutesWorked: row.minutesPerDay,
          timezone: place!.timezone,
          startAt: zonedInstant(date, TIME_OFF_START_MINUTES, place!.timezone),
          endAt: zonedInstant(date, TIME_OFF_START_MINUTES + row.minutesPerDay, place!.timezone),
          type: row.type,
          status: 'approved' as const,
          approvalDate: now,
          approvalEmail: p.email,
          approvalIp: meta.ip,
          approvalUserId: p.userId,
          enteringUserId: p.userId,
          task: 'Time off',
          metadata: { time_off_request_id: row.id },
          timeOffRequestId: row.id,
        })),
      )
      .returning({ id: timesheets.id, date: timesheets.date });
    await tx.insert(timeOffEntries).values(
      inserted.map((t) => ({
        timeOffRequestId: row.id,
        date: t.date,
        minutes: row.minutesPerDay,
        timesheetId: t.id,
      })),
    );
    if (ruleId) {
      await tx.insert(ptoAccruals).values({
        contractorId: row.contractorId,
        ptoRuleId: ruleId,
        kind: 'usage',
        minutes: -total,
        effectiveDate: row.startDate,
        timeOffRequestId: row.id,
        note: `time off ${row.startDate} – ${row.endDate}`,
        createdBy: p.userId,
      });
    }
    const ids = inserted.map((t) => t.id);
    await recomputeTimeLedger(tx, ids, { actorUserId: p.userId, reason: 'Time off approved' });
    await syncPtoAccruals(tx, ids, p.userId);
    await tx
      .update(timeOffRequests)
      .set({ status: 'approved', decidedBy: p.userId, decidedAt: now, decisionNote: meta.note })
      .where(eq(timeOffRequests.id, id));
    await auditAs(tx, p, meta.ip, {
      action: 'time_off_approved',
      entityType: 'time_off_request',
      entityId: id,
      metadata: { timesheet_ids: ids, total_minutes: total, pto_rule_id: ruleId },
    });
  });
  return getTimeOffRequest(deps.db, p, id);
}

export async function rejectTimeOffRequest(deps: AppDeps, p: Principal, id: string, reason: string, ip: string) {
  await loadForChange(deps.db, p, id);
  if (!mayDecideTimeOff(p)) throw forbidden('Your role may not decide time off requests');
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.status !== 'pending') throw conflict(`This request is already ${row.status}`);
    await tx
      .update(timeOffRequests)
      .set({ status: 'rejected', decidedBy: p.userId, decidedAt: new Date(), decisionNote: reason })
      .where(eq(timeOffRequests.id, id));
    await auditAs(tx, p, ip, {
      action: 'time_off_rejected',
      entityType: 'time_off_request',
      entityId: id,
      metadata: { reason },
    });
  });
  return getTimeOffRequest(deps.db, p, id);
}

export const LOCKED_DAYS =
  'Payroll or billing has already taken some of these days; the request can no longer be cancelled';

/**
 * Cancels a pending or approved request. An approved one's entries become rejected ("Time off request
 * cancelled") so the ledger reverses their pay and bill items, and the usage is given back.
 */
export async function cancelTimeOffRequest(deps: AppDeps, p: Principal, id: string, ip: string) {
  await loadForChange(deps.db, p, id);
  if (!mayRequestTimeOff(p) && !mayDecideTimeOff(p)) throw forbidden('Your role may not cancel time off requests');
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.status !== 'pending' && row.status !== 'approved') throw conflict(`This request is already ${row.status}`);
    let ids: string[] = [];
    if (row.status === 'approved') {
      const entries = await tx
        .select({
          id: timesheets.id,
          status: timesheets.status,
          payroll: timesheets.payrollSubmissionDate,
          invoiced: timesheets.clientBillingInvoiceDate,
        })
        .from(timeOffEntries)
        .innerJoin(timesheets, eq(timesheets.id, timeOffEntries.timesheetId))
        .where(eq(timeOffEntries.timeOffRequestId, id))
        .for('update', { of: timesheets });
      if (entries.some((e) => e.payroll || e.invoiced)) throw conflict(LOCKED_DAYS);
      ids = entries.filter((e) => e.status !== 'rejected').map((e) => e.id);
      const now = new Date();
      if (ids.length > 0) {
        await tx
          .update(timesheets)
          .set({
            status: 'rejected',
            rejectionDate: now,
            rejectionReason: 'Time off request cancelled',
            rejectionUserId: p.userId,
            editingUserId: p.userId,
            editedAt: now,
          })
          .where(inArray(timesheets.id, ids));
        await recomputeTimeLedger(tx, ids, { actorUserId: p.userId, reason: 'Time off cancelled' });
        await syncPtoAccruals(tx, ids, p.userId);
      }
      const usages = await tx
        .select()
        .from(ptoAccruals)
        .where(
          and(
            eq(ptoAccruals.timeOffRequestId, id),
            eq(ptoAccruals.kind, 'usage'),
            sql`not exists (select 1 from ${ptoAccruals} r where r.reverses_id = ${ptoAccruals.id})`,
          ),
        );
      for (const u of usages) {
        await tx.insert(ptoAccruals).values({
          contractorId: u.contractorId,
          ptoRuleId: u.ptoRuleId,
          kind: 'usage_reversal',
          minutes: -u.minutes,
          effectiveDate: u.effectiveDate,
          timeOffRequestId: id,
          reversesId: u.id,
          note: 'time off cancelled',
          createdBy: p.userId,
        });
      }
    }
    await tx
      .update(timeOffRequests)
      .set({ status: 'cancelled', ...(row.status === 'pending' && { decidedBy: p.userId, decidedAt: new Date() }) })
      .where(eq(timeOffRequests.id, id));
    await auditAs(tx, p, ip, {
      action: 'time_off_cancelled',
      entityType: 'time_off_request',
      entityId: id,
      metadata: { was: row.status, timesheet_ids: ids },
    });
  });
  return getTimeOffRequest(deps.db, p, id);
}
