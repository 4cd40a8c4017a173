/**
 * Timesheet decisions: one action on one entry, or on many in one transaction (all or nothing). The
 * transition table in @app/domain decides; this applies its answer, records who/when/where, and keeps
 * the ledger and PTO accruals in step in the same transaction.
 */
import {
  BULK_MAX_ENTRIES,
  decideTimesheetAction,
  type TimesheetAction,
  type TimesheetActionBody,
  type TimesheetBulkBody,
  type TimesheetBulkResult,
  type TimesheetRefusal,
  type TimesheetView,
} from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { audit } from '../../lib/audit.js';
import { emitEvent } from '../../lib/events.js';
import { HttpError, conflict, notFound, unprocessable } from '../../lib/errors.js';
import { recomputeTimeLedger } from '../ledger/ledger.service.js';
import { syncPtoAccruals } from '../pto/pto-accruals.service.js';
import { syncPurchaseOrderConsumption } from '../purchase-orders/purchase-order-consumption.service.js';
import type { Principal } from '../../lib/principal.js';
import { lockContractorEntries } from './timesheet-entry.js';
import { findUsableEvidence } from './timesheet-evidence.repository.js';
import { overlappingEntry } from './timesheet-entry.repository.js';
import { actorOf, stateOf, toTimesheetView } from './timesheet-view.js';
import {
  deleteTimesheet,
  hasPostedHistory,
  updateTimesheetRow,
  type TimesheetChanges,
  type TimesheetRow,
} from './timesheet-writes.repository.js';
import {
  allTimesheetRows,
  findVisibleTimesheet,
  lockTimesheets,
  type TimesheetFilter,
  type TimesheetJoined,
} from './timesheets.repository.js';
import { recordApiEventsOf } from '../events/events.service.js';

type Entry = TimesheetRow;
type Changes = TimesheetChanges;

function refusalError(r: TimesheetRefusal, prefix = ''): HttpError {
  if (r.code === 422) return unprocessable([{ loc: ['body', r.field ?? 'action'], msg: prefix + r.message }]);
  return new HttpError(r.code, prefix + r.message);
}

/** What the action writes besides the status and paid flag. */
function recordOf(action: TimesheetAction, p: Principal, body: TimesheetActionBody, ip: string, now: Date): Changes {
  switch (action) {
    case 'approve':
      return { approvalDate: now, approvalEmail: p.email, approvalIp: ip, approvalUserId: p.userId };
    case 'approve_with_evidence':
      return {
        approvalDate: now,
        approvalEmail: body.approval_email ?? null,
        approvalIp: ip,
        approvalUserId: p.userId,
        approvalEvidenceFileId: body.evidence_file_id ?? null,
      };
    case 'sign':
      return { signedDate: now, signedUserId: p.userId };
    case 'unsign':
      return { signedDate: null, signedUserId: null };
    case 'reject':
      return { rejectionDate: now, rejectionReason: body.reason ?? null, rejectionUserId: p.userId };
    case 'unreject':
      return { rejectionDate: null, rejectionReason: null, rejectionUserId: null };
    case 'unapprove':
      return {
        approvalDate: null,
        approvalEmail: null,
        approvalIp: null,
        approvalUserId: null,
        approvalEvidenceFileId: null,
        signedDate: null,
        signedUserId: null,
      };
    case 'paid':
      return { paidDate: now };
    case 'unpaid':
      return { paidDate: null };
    default:
      return {};
  }
}

/** Evidence must be a file uploaded for this purpose by the caller or within the entry's partner. */
async function assertEvidence(tx: Tx, p: Principal, fileId: string, partnerId: string) {
  const file = await findUsableEvidence(tx, fileId, p.userId, partnerId);
  if (!file) throw unprocessable([{ loc: ['body', 'evidence_file_id'], msg: 'Upload the evidence file first' }]);
}

/** An entry once approved keeps its ledger (and accrual) history: it can be rejected, not deleted. */
async function assertNoHistory(tx: Tx, e: Entry, prefix: string) {
  if (await hasPostedHistory(tx, e.id))
    throw conflict(`${prefix}This entry was approved before and keeps its ledger history; reject it instead`);
}

/** A rejected entry does not block new ones; back to pending, it must not double a shift entered since. */
async function assertNoOverlap(tx: Tx, e: Entry, prefix: string) {
  await lockContractorEntries(tx, e.contractorId);
  const overlap = await overlappingEntry(tx, e);
  if (overlap)
    throw conflict(`${prefix}This shift overlaps another entry on ${overlap.date}; delete one of them first`);
}

interface Applied {
  id: string;
  deleted: boolean;
  statusChanged: boolean;
}

/** Applies one decided action to one (locked) entry; throws the refusal, naming the entry when `prefix` is set. */
async function applyOne(
  tx: Tx,
  p: Principal,
  row: TimesheetJoined,
  body: TimesheetActionBody,
  ip: string,
  now: Date,
  prefix: string,
): Promise<Applied> {
  const e = row.entry;
  const decision = decideTimesheetAction(body.action, stateOf(e, row.client.requiresSignature), actorOf(p, e), {
    reason: body.reason,
    approvalEmail: body.approval_email,
    evidenceFileId: body.evidence_file_id,
  });
  if (!decision.ok) throw refusalError(decision, prefix);
  if (body.action === 'approve_with_evidence') await assertEvidence(tx, p, body.evidence_file_id!, e.partnerId);
  if (body.action === 'unreject') await assertNoOverlap(tx, e, prefix);
  const auditBase = {
    actorUserId: p.userId,
    actualUserId: p.actualUserId,
    entityType: 'timesheet',
    entityId: e.id,
    ip,
  };
  if (decision.kind === 'deleted') {
    await assertNoHistory(tx, e, prefix);
    await deleteTimesheet(tx, e.id);
    await audit(tx, {
      ...auditBase,
      action: 'timesheet_deleted',
      metadata: {
        status: e.status,
        date: e.date,
        assignment_id: e.assignmentId,
        contractor_id: e.contractorId,
        minutes_worked: e.minutesWorked,
      },
    });
    return { id: e.id, deleted: true, statusChanged: false };
  }
  await updateTimesheetRow(tx, e.id, {
    status: decision.status,
    paid: decision.paid,
    ...recordOf(body.action, p, body, ip, now),
  });
  await audit(tx, {
    ...auditBase,
    action: `timesheet_${body.action}`,
    metadata: {
      from: e.status,
      to: decision.status,
      paid: decision.paid,
      ...(body.reason ? { reason: body.reason } : {}),
      ...(body.approval_email ? { approval_email: body.approval_email } : {}),
    },
  });
  if (body.action === 'reject') {
    await emitEvent(tx, {
      type: 'time_rejected',
      partnerId: e.partnerId,
      subject: { type: 'timesheet', id: e.id },
      actorUserId: p.userId,
      title: `Time rejected: ${e.date}`,
      body: body.reason ? `Reason: ${body.reason}` : `Your entry for ${row.client.name} was rejected`,
      link: '/contractor/timesheets',
      to: { contractorId: e.contractorId },
    });
  }
  return { id: e.id, deleted: false, statusChanged: decision.statusChanged };
}

/**
 * The ledger, PTO accruals and purchase orders follow every status change, in the same transaction; the
 * POs after the ledger, whose bill items measure what an approval consumes (a refusal rolls it all back).
 */
async function followStatusChanges(tx: Tx, p: Principal, action: TimesheetAction, applied: Applied[], now: Date) {
  const changed = applied.filter((a) => a.statusChanged).map((a) => a.id);
  if (changed.length === 0) return;
  await recomputeTimeLedger(tx, changed, { actorUserId: p.userId, reason: `timesheet ${action}` });
  await syncPtoAccruals(tx, changed, p.userId);
  await syncPurchaseOrderConsumption(tx, changed, now);
  await recordApiEventsOf(tx, 'timesheet.decided', changed);
}

export interface ActionResult {
  action: TimesheetAction;
  deleted: boolean;
  entry: TimesheetView | null;
}

export async function applyTimesheetAction(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: TimesheetActionBody,
  ip: string,
): Promise<ActionResult> {
  return deps.db.transaction(async (tx) => {
    if (!(await findVisibleTimesheet(tx, p, id))) throw notFound();
    await lockTimesheets(tx, [id]);
    const row = (await findVisibleTimesheet(tx, p, id))!;
    const now = new Date();
    const applied = await applyOne(tx, p, row, body, ip, now, '');
    await followStatusChanges(tx, p, body.action, [applied], now);
    if (applied.deleted) return { action: body.action, deleted: true, entry: null };
    return {
      action: body.action,
      deleted: false,
      entry: toTimesheetView(p, (await findVisibleTimesheet(tx, p, id))!),
    };
  });
}

/** How a bulk refusal names the entry: "Casey Contractor, 2026-03-02 (entry <id>)". */
const describeEntry = (r: TimesheetJoined) => `${r.contractorName}, ${r.entry.date} (entry ${r.entry.id})`;

/**
 * One action on many entries, all or nothing: the first refused entry (in date order) stops the whole
 * batch and is named in the answer; nothing is changed.
 */
export async function applyBulkTimesheetAction(
  deps: AppDeps,
  p: Principal,
  body: TimesheetBulkBody,
  filter: TimesheetFilter,
  ip: string,
): Promise<TimesheetBulkResult> {
  return deps.db.transaction(async (tx) => {
    const found = await allTimesheetRows(tx, p, filter, BULK_MAX_ENTRIES + 1);
    if (body.ids) {
      const seen = new Set(found.map((r) => r.entry.id));
      const missing = body.ids.find((id) => !seen.has(id));
      if (missing) throw notFound(`Entry ${missing} not found`);
    }
    if (found.length === 0) throw conflict('No entries match');
    if (found.length > BULK_MAX_ENTRIES)
      throw conflict(`At most ${BULK_MAX_ENTRIES} entries at once; narrow the filter`);
    const ids = found.map((r) => r.entry.id);
    await lockTimesheets(tx, ids);
    // Re-read under the lock: a concurrent decision may have moved an entry since the first read.
    const rows = await allTimesheetRows(tx, p, { ids }, BULK_MAX_ENTRIES + 1);
    const now = new Date();
    const single: TimesheetActionBody = {
      action: body.action,
      reason: body.reason,
      approval_email: body.approval_email,
      evidence_file_id: body.evidence_file_id,
    };
    const applied: Applied[] = [];
    for (const row of rows) applied.push(await applyOne(tx, p, row, single, ip, now, `${describeEntry(row)}: `));
    await followStatusChanges(tx, p, body.action, applied, now);
    return { action: body.action, count: applied.length, ids: applied.map((a) => a.id) };
  });
}
