/** Time off requests, read through the caller's scope (a request outside it is not found), and their writes. */
import { and, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TimeOffRequestView, TimeOffStatus, TimeOffType } from '@app/domain';
import { weekdaysBetween } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import { lockRowsInIdOrder } from '../../lib/locks.js';
import { assignments, clients, contractors, jobs, partners, timeOffRequests, users } from '../../db/schema/index.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { keysetOf } from '../../lib/keyset.js';
import type { Principal } from '../../lib/principal.js';
import { mayCancelTimeOff, mayDecideTimeOff, mayRequestTimeOff } from './pto.policy.js';
import { fullName, requestableAssignmentScope, timeOffScope } from './pto-scope.js';

export type RequestRow = typeof timeOffRequests.$inferSelect;
type NewRequest = typeof timeOffRequests.$inferInsert;

const decider = alias(users, 'decider');

const selectRequests = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({
      ...extra,
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

export type JoinedRequest = Awaited<ReturnType<ReturnType<typeof selectRequests>['limit']>>[number];

export function toTimeOffRequestView(p: Principal, j: JoinedRequest): TimeOffRequestView {
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
    can_cancel: open && mayCancelTimeOff(p),
  };
}

export interface TimeOffListFilter extends ListRequest {
  status?: TimeOffStatus | undefined;
  type?: TimeOffType | undefined;
  contractorId?: string | undefined;
  assignmentId?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

const SORTS = {
  start_date: timeOffRequests.startDate,
  created_at: timeOffRequests.createdAt,
  status: timeOffRequests.status,
} as const;

export function listTimeOffRequests(db: DbOrTx, p: Principal, f: TimeOffListFilter) {
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
  return keysetList(db, {
    select: (listKey) => selectRequests(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, timeOffRequests, where),
    // The latest request first among those starting the same day.
    keyset: keysetOf(SORTS, f.sort, 'start_date', [timeOffRequests.createdAt, timeOffRequests.id]),
    request: f,
    view: (j) => toTimeOffRequestView(p, j),
  });
}

export async function findVisibleRequest(db: DbOrTx, p: Principal, id: string): Promise<JoinedRequest | undefined> {
  const [row] = await selectRequests(db)
    .where(and(eq(timeOffRequests.id, id), timeOffScope(p, db)))
    .limit(1);
  return row;
}

/** The requests among `ids` the caller may see, in one statement (bulk decisions). */
export async function findVisibleRequests(db: DbOrTx, p: Principal, ids: readonly string[]): Promise<JoinedRequest[]> {
  if (ids.length === 0) return [];
  return selectRequests(db).where(and(inArray(timeOffRequests.id, [...ids]), timeOffScope(p, db)));
}

/** The assignment a request is made on: any for staff, the partner's own, the contractor's own. */
export async function findRequestableAssignment(db: DbOrTx, p: Principal, assignmentId: string) {
  const [row] = await db
    .select({
      id: assignments.id,
      partnerId: assignments.partnerId,
      clientId: assignments.clientId,
      contractorId: assignments.contractorId,
    })
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), requestableAssignmentScope(p, db)));
  return row;
}

/** Whether another open request of the assignment covers any day of the range. */
export async function hasOverlappingRequest(
  db: DbOrTx,
  range: { assignmentId: string; start: string; end: string; exceptId?: string | undefined },
): Promise<boolean> {
  const [clash] = await db
    .select({ id: timeOffRequests.id })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.assignmentId, range.assignmentId),
        inArray(timeOffRequests.status, ['pending', 'approved']),
        lte(timeOffRequests.startDate, range.end),
        gte(timeOffRequests.endDate, range.start),
        range.exceptId ? ne(timeOffRequests.id, range.exceptId) : undefined,
      ),
    )
    .limit(1);
  return clash !== undefined;
}

export async function insertRequest(tx: DbOrTx, values: NewRequest): Promise<string> {
  const [row] = await tx.insert(timeOffRequests).values(values).returning({ id: timeOffRequests.id });
  return row!.id;
}

/** Changes a request still pending (a decided one is left as it is). */
export async function updatePendingRequest(tx: DbOrTx, id: string, changes: Partial<NewRequest>) {
  await tx
    .update(timeOffRequests)
    .set(changes)
    .where(and(eq(timeOffRequests.id, id), eq(timeOffRequests.status, 'pending')));
}

export async function deletePendingRequest(tx: DbOrTx, id: string) {
  await tx.delete(timeOffRequests).where(and(eq(timeOffRequests.id, id), eq(timeOffRequests.status, 'pending')));
}

/** The request row locked for a decision. */
export async function lockRequest(tx: DbOrTx, id: string): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(timeOffRequests).where(eq(timeOffRequests.id, id)).for('update');
  return row;
}

/** Locks the rows in id order (as every bulk decision takes them, so two bulks cannot deadlock). */
export const lockRequests = (tx: DbOrTx, ids: readonly string[]): Promise<RequestRow[]> =>
  lockRowsInIdOrder(tx, timeOffRequests, ids);

export async function setRequestStatus(tx: DbOrTx, id: string, changes: Partial<NewRequest>) {
  await tx.update(timeOffRequests).set(changes).where(eq(timeOffRequests.id, id));
}
