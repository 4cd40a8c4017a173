/** Entering and changing time entries, and the evidence files approve_with_evidence attaches. */
import {
  TIMESHEET_EVIDENCE_MAX_BYTES,
  TIME_APPROVER_ROLES,
  formatClock,
  mayWriteTime,
  type TimesheetCreate,
  type TimesheetEvidenceUpload,
  type TimesheetEvidenceView,
  type TimesheetUpdate,
  type TimesheetView,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { emitEvent } from '../../lib/events.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { decodeBase64File, sniffDocument } from '../../lib/uploads.js';
import type { Principal } from '../../lib/principal.js';
import {
  assertMayEnterTime,
  assignmentForEntry,
  lockContractorEntries,
  resolveEntry,
  type ResolvedEntry,
} from './timesheet-entry.js';
import { findStoredFile, insertEvidenceFile } from './timesheet-evidence.repository.js';
import { actorOf, isLocked, toTimesheetView } from './timesheet-view.js';
import { insertTimesheet, updateTimesheetRow } from './timesheet-writes.repository.js';
import { findVisibleTimesheet, lockTimesheets } from './timesheets.repository.js';
import { entersOnBehalf } from './timesheets.policy.js';

const columnsOf = (r: ResolvedEntry) => ({
  workLocationId: r.workLocationId,
  timezone: r.timezone,
  date: r.date,
  timeStart: r.timeStart,
  timeEnd: r.timeEnd,
  breakTimeMinutes: r.breakTimeMinutes,
  minutesWorked: r.minutesWorked,
  startAt: r.startAt,
  endAt: r.endAt,
  type: r.type,
  projectCodeId: r.projectCodeId,
  task: r.task,
  metadata: r.metadata,
});

export async function createTimesheet(
  deps: AppDeps,
  p: Principal,
  body: TimesheetCreate,
  ip: string,
): Promise<TimesheetView> {
  return deps.db.transaction(async (tx) => {
    const a = await assignmentForEntry(tx, p, body.assignment_id);
    assertMayEnterTime(p, a);
    await lockContractorEntries(tx, a.contractorId);
    const resolved = await resolveEntry(tx, a, body, null);
    const id = await insertTimesheet(tx, {
      assignmentId: a.id,
      partnerId: a.partnerId,
      clientId: a.clientId,
      contractorId: a.contractorId,
      ...columnsOf(resolved),
      status: 'pending',
      enteringUserId: p.userId,
    });
    await auditAs(tx, p, ip, {
      action: 'timesheet_created',
      entityType: 'timesheet',
      entityId: id,
      metadata: {
        assignment_id: a.id,
        date: resolved.date,
        minutes_worked: resolved.minutesWorked,
        on_behalf: entersOnBehalf(p),
      },
    });
    const view = toTimesheetView(p, (await findVisibleTimesheet(tx, p, id))!);
    await emitEvent(tx, {
      type: 'time_to_approve',
      partnerId: a.partnerId,
      subject: { type: 'timesheet', id },
      actorUserId: p.userId,
      title: `Time to approve: ${view.contractor.name}, ${resolved.date}`,
      body: `${(resolved.minutesWorked / 60).toFixed(2)} hours entered for ${view.client.name}`,
      link: `/timesheets?status=pending`,
      to: { partnerStaff: { partnerId: a.partnerId, roles: TIME_APPROVER_ROLES }, clientId: a.clientId },
    });
    return view;
  });
}

/** Only pending or rejected, unlocked, unpaid entries change; the editing user and date are kept. */
export async function updateTimesheet(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: TimesheetUpdate,
  ip: string,
): Promise<TimesheetView> {
  return deps.db.transaction(async (tx) => {
    const found = await findVisibleTimesheet(tx, p, id);
    if (!found) throw notFound();
    await lockTimesheets(tx, [id]);
    const row = (await findVisibleTimesheet(tx, p, id))!;
    const e = row.entry;
    if (!mayWriteTime(actorOf(p, e))) throw forbidden('Your role may not change time entries');
    if (isLocked(e)) throw conflict('This entry is locked by a finalized invoice or payroll and cannot be edited');
    if (e.paid) throw conflict('A paid entry cannot be edited');
    if (e.status !== 'pending' && e.status !== 'rejected')
      throw conflict(`Only pending or rejected entries can be edited (this one is ${e.status.replace('_', ' ')})`);
    const a = await assignmentForEntry(tx, p, e.assignmentId);
    assertMayEnterTime(p, a);
    await lockContractorEntries(tx, a.contractorId);
    const resolved = await resolveEntry(
      tx,
      a,
      {
        date: changes.date ?? e.date,
        time_start: changes.time_start ?? formatClock(e.timeStart),
        time_end: changes.time_end ?? formatClock(e.timeEnd),
        break_time_minutes: changes.break_time_minutes ?? e.breakTimeMinutes,
        type: changes.type ?? e.type,
        project_code_id: changes.project_code_id !== undefined ? changes.project_code_id : e.projectCodeId,
        task: changes.task !== undefined ? changes.task : e.task,
        work_location_id: changes.work_location_id !== undefined ? changes.work_location_id : e.workLocationId,
        metadata: changes.metadata ?? (e.metadata as Record<string, unknown>),
      },
      e.id,
    );
    await updateTimesheetRow(tx, id, { ...columnsOf(resolved), editingUserId: p.userId, editedAt: new Date() });
    await auditAs(tx, p, ip, {
      action: 'timesheet_updated',
      entityType: 'timesheet',
      entityId: id,
      metadata: { fields: Object.keys(changes), minutes_worked: resolved.minutesWorked },
    });
    return toTimesheetView(p, (await findVisibleTimesheet(tx, p, id))!);
  });
}

const evidenceError = (msg: string) => unprocessable([{ loc: ['body', 'content_base64'], msg }]);

/** PDF, PNG, JPEG, or text (a saved e-mail), recognised by its bytes. */
function sniffEvidence(bytes: Buffer): string | null {
  const document = sniffDocument(bytes);
  if (document) return document;
  const text = bytes.toString('utf8');
  if (!text.includes('\uFFFD') && !text.includes('\u0000')) return 'text/plain';
  return null;
}

export async function uploadEvidence(
  deps: AppDeps,
  p: Principal,
  body: TimesheetEvidenceUpload,
  ip: string,
): Promise<TimesheetEvidenceView> {
  const bytes = decodeBase64File(
    body.content_base64,
    { maxBytes: TIMESHEET_EVIDENCE_MAX_BYTES, tooLarge: 'The file must be at most 5 MB' },
    evidenceError,
  );
  const contentType = sniffEvidence(bytes);
  if (!contentType) throw evidenceError('Upload a PDF, PNG or JPEG file, or a saved e-mail');
  const storageKey = await deps.storage.put(bytes);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertEvidenceFile(tx, {
        partnerId: p.partnerId,
        filename: body.filename,
        contentType,
        sizeBytes: bytes.length,
        storageKey,
        createdBy: p.userId,
      });
      await auditAs(tx, p, ip, {
        action: 'timesheet_evidence_uploaded',
        entityType: 'stored_file',
        entityId: row.id,
        metadata: { content_type: contentType, size_bytes: bytes.length },
      });
      return { id: row.id, filename: row.filename, content_type: contentType, size_bytes: bytes.length };
    });
  } catch (err) {
    await deps.storage.remove(storageKey);
    throw err;
  }
}

/** The evidence attached to an entry the caller may see. */
export async function evidenceOf(deps: AppDeps, p: Principal, id: string) {
  const row = await findVisibleTimesheet(deps.db, p, id);
  const fileId = row?.entry.approvalEvidenceFileId;
  if (!fileId) throw notFound();
  const file = await findStoredFile(deps.db, fileId);
  const bytes = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound();
  return { file, bytes };
}
