/**
 * Time off requests (decision 0023): a contractor asks for days off on one of its assignments (or a
 * partner or staff member asks on its behalf), and changes or withdraws the request while it is
 * pending. Deciding it is time-off-decision.service.ts; cancelling it, time-off-cancel.service.ts.
 */
import type { TimeOffRequestCreate, TimeOffRequestDetail, TimeOffRequestUpdate } from '@app/domain';
import { weekdaysBetween } from '@app/paybill';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { lockFor } from '../../lib/locks.js';
import type { Principal } from '../../lib/principal.js';
import { mayRequestTimeOff } from './pto.policy.js';
import { entriesOfRequest } from './time-off-entries.repository.js';
import { balanceOfRequest } from './time-off-balance.service.js';
import {
  deletePendingRequest,
  findRequestableAssignment,
  findVisibleRequest,
  hasOverlappingRequest,
  insertRequest,
  toTimeOffRequestView,
  updatePendingRequest,
  type JoinedRequest,
} from './time-off.repository.js';

/** The request if the caller sees it; one outside the caller's scope is not found. */
export async function visibleRequestOr404(db: DbOrTx, p: Principal, id: string): Promise<JoinedRequest> {
  const j = await findVisibleRequest(db, p, id);
  if (!j) throw notFound();
  return j;
}

export async function getTimeOffRequest(db: DbOrTx, p: Principal, id: string): Promise<TimeOffRequestDetail> {
  const j = await visibleRequestOr404(db, p, id);
  const entries = await entriesOfRequest(db, id);
  return {
    ...toTimeOffRequestView(p, j),
    entries: entries.map((e) => ({
      id: e.id,
      date: e.date,
      minutes: e.minutes,
      timesheet_id: e.timesheetId,
      timesheet_status: e.status,
    })),
    balance: await balanceOfRequest(db, j.row),
  };
}

/** The weekdays of the range: one entry each once approved; a range without any is refused. */
export function daysOf(start: string, end: string) {
  const days = weekdaysBetween(start, end);
  if (days.length === 0) throw unprocessable([{ loc: ['body', 'end_date'], msg: 'The range has no weekdays' }]);
  return days;
}

/**
 * Another open request of the same assignment covering any of these days is a conflict. Checked in
 * the writing transaction under the assignment's lock, so two requests sent at once cannot both pass.
 */
async function assertNoOverlap(tx: DbOrTx, assignmentId: string, start: string, end: string, exceptId?: string) {
  await lockFor(tx, `time-off:${assignmentId}`);
  if (await hasOverlappingRequest(tx, { assignmentId, start, end, exceptId }))
    throw conflict('Another time off request already covers some of these days');
}

export async function createTimeOffRequest(deps: AppDeps, p: Principal, body: TimeOffRequestCreate, ip: string) {
  if (!mayRequestTimeOff(p)) throw forbidden('Your role may not request time off');
  const assignment = await findRequestableAssignment(deps.db, p, body.assignment_id);
  if (!assignment) throw unprocessable([{ loc: ['body', 'assignment_id'], msg: 'Unknown assignment' }]);
  const days = daysOf(body.start_date, body.end_date);
  const id = await deps.db.transaction(async (tx) => {
    await assertNoOverlap(tx, assignment.id, body.start_date, body.end_date);
    const requestId = await insertRequest(tx, {
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
    });
    await auditAs(tx, p, ip, {
      action: 'time_off_requested',
      entityType: 'time_off_request',
      entityId: requestId,
      metadata: { assignment_id: assignment.id, type: body.type, start_date: body.start_date, end_date: body.end_date },
    });
    return requestId;
  });
  return getTimeOffRequest(deps.db, p, id);
}

export async function updateTimeOffRequest(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: TimeOffRequestUpdate,
  ip: string,
) {
  const { row } = await visibleRequestOr404(deps.db, p, id);
  if (!mayRequestTimeOff(p)) throw forbidden('Your role may not change time off requests');
  if (row.status !== 'pending') throw conflict(`This request is ${row.status} and can no longer be changed`);
  const start = changes.start_date ?? row.startDate;
  const end = changes.end_date ?? row.endDate;
  if (end < start)
    throw unprocessable([{ loc: ['body', 'end_date'], msg: 'The end date must not be before the start date' }]);
  const perDay = changes.minutes_per_day ?? row.minutesPerDay;
  const days = daysOf(start, end);
  await deps.db.transaction(async (tx) => {
    await assertNoOverlap(tx, row.assignmentId, start, end, id);
    await updatePendingRequest(tx, id, {
      startDate: start,
      endDate: end,
      minutesPerDay: perDay,
      totalMinutes: days.length * perDay,
      ...(changes.type !== undefined && { type: changes.type }),
      ...(changes.reason !== undefined && { reason: changes.reason }),
    });
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
  const { row } = await visibleRequestOr404(deps.db, p, id);
  if (!mayRequestTimeOff(p)) throw forbidden('Your role may not delete time off requests');
  if (row.status !== 'pending') throw conflict(`This request is ${row.status}; only a pending request is deleted`);
  await deps.db.transaction(async (tx) => {
    await deletePendingRequest(tx, id);
    await auditAs(tx, p, ip, {
      action: 'time_off_deleted',
      entityType: 'time_off_request',
      entityId: id,
      metadata: { contractor_id: row.contractorId, start_date: row.startDate, end_date: row.endDate },
    });
  });
}
