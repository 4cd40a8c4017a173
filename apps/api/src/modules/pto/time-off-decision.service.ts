/**
 * Deciding a pending time off request. Approving checks and draws a PTO request's balance, and turns
 * every weekday of the range into an approved paid-not-worked timesheet entry that the pay/bill ledger
 * then pays at the regular rate; rejecting needs a reason.
 */
import { zonedInstant } from '@app/paybill';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { recomputeTimeLedger } from '../ledger/ledger.service.js';
import { mayDecideTimeOff } from './pto.policy.js';
import { syncPtoAccruals } from './pto-accruals.service.js';
import { recordUsage, ruleToDraw } from './time-off-balance.service.js';
import { insertRequestEntries, workPlaceOf } from './time-off-entries.repository.js';
import { lockRequest, setRequestStatus, type RequestRow } from './time-off.repository.js';
import { daysOf, getTimeOffRequest, visibleRequestOr404 } from './time-off.service.js';

/** PTO days are entered from 09:00 local time. */
const TIME_OFF_START_MINUTES = 9 * 60;

export interface DecisionMeta {
  ip: string;
  note: string | null;
}

/** The request locked for the decision, still pending. */
async function lockPending(tx: Tx, id: string): Promise<RequestRow> {
  const row = await lockRequest(tx, id);
  if (!row) throw notFound();
  if (row.status !== 'pending') throw conflict(`This request is already ${row.status}`);
  return row;
}

/** One approved entry per day, 09:00 local for the request's minutes, approved by `p` now. */
async function writeEntries(tx: Tx, p: Principal, row: RequestRow, days: string[], ip: string, now: Date) {
  const place = (await workPlaceOf(tx, row.assignmentId))!;
  const end = TIME_OFF_START_MINUTES + row.minutesPerDay;
  return insertRequestEntries(
    tx,
    row.id,
    row.minutesPerDay,
    days.map((date) => ({
      assignmentId: row.assignmentId,
      partnerId: row.partnerId,
      clientId: row.clientId,
      contractorId: row.contractorId,
      workLocationId: place.workLocationId,
      date,
      timeStart: TIME_OFF_START_MINUTES,
      timeEnd: end,
      breakTimeMinutes: 0,
      minutesWorked: row.minutesPerDay,
      timezone: place.timezone,
      startAt: zonedInstant(date, TIME_OFF_START_MINUTES, place.timezone),
      endAt: zonedInstant(date, end, place.timezone),
      type: row.type,
      status: 'approved' as const,
      approvalDate: now,
      approvalEmail: p.email,
      approvalIp: ip,
      approvalUserId: p.userId,
      enteringUserId: p.userId,
      task: 'Time off',
      metadata: { time_off_request_id: row.id },
      timeOffRequestId: row.id,
    })),
  );
}

/**
 * Approves a pending request in one transaction: balance check and usage (PTO), one approved entry per
 * weekday plus its time_off_entries row, then the pay/bill ledger and the accrual hook for those entries.
 */
export async function approveTimeOffRequest(deps: AppDeps, p: Principal, id: string, meta: DecisionMeta) {
  await visibleRequestOr404(deps.db, p, id);
  if (!mayDecideTimeOff(p)) throw forbidden('Your role may not decide time off requests');
  await deps.db.transaction(async (tx) => writeApproval(tx, p, await lockPending(tx, id), meta));
  return getTimeOffRequest(deps.db, p, id);
}

/** Approves the locked pending request (single and bulk): its entries, balance, ledger, status, audit. */
export async function writeApproval(tx: Tx, p: Principal, row: RequestRow, meta: DecisionMeta) {
  const days = daysOf(row.startDate, row.endDate);
  const total = days.length * row.minutesPerDay;
  const ruleId = await ruleToDraw(tx, row, total);
  const now = new Date();
  const ids = await writeEntries(tx, p, row, days, meta.ip, now);
  if (ruleId) await recordUsage(tx, row, ruleId, total, p.userId);
  await recomputeTimeLedger(tx, ids, { actorUserId: p.userId, reason: 'Time off approved' });
  await syncPtoAccruals(tx, ids, p.userId);
  await setRequestStatus(tx, row.id, {
    status: 'approved',
    decidedBy: p.userId,
    decidedAt: now,
    decisionNote: meta.note,
  });
  await auditAs(tx, p, meta.ip, {
    action: 'time_off_approved',
    entityType: 'time_off_request',
    entityId: row.id,
    metadata: { timesheet_ids: ids, total_minutes: total, pto_rule_id: ruleId },
  });
}

export async function rejectTimeOffRequest(deps: AppDeps, p: Principal, id: string, reason: string, ip: string) {
  await visibleRequestOr404(deps.db, p, id);
  if (!mayDecideTimeOff(p)) throw forbidden('Your role may not decide time off requests');
  await deps.db.transaction(async (tx) => writeRejection(tx, p, await lockPending(tx, id), reason, ip));
  return getTimeOffRequest(deps.db, p, id);
}

/** Rejects the locked pending request (single and bulk). */
export async function writeRejection(tx: Tx, p: Principal, row: RequestRow, reason: string, ip: string) {
  await setRequestStatus(tx, row.id, {
    status: 'rejected',
    decidedBy: p.userId,
    decidedAt: new Date(),
    decisionNote: reason,
  });
  await auditAs(tx, p, ip, {
    action: 'time_off_rejected',
    entityType: 'time_off_request',
    entityId: row.id,
    metadata: { reason },
  });
}
