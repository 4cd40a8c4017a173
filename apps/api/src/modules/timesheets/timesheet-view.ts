/** The answer for a timesheet entry: section 3's fields, the parties, the caller's buttons and the pay split. */
import {
  availableTimesheetActions,
  displayClock,
  mayWriteTime,
  rateVisibility,
  type TimesheetActor,
  type TimesheetPaySplit,
  type TimesheetState,
  type TimesheetView,
} from '@app/domain';
import { rowInEffect, weekdayOf } from '@app/paybill';
import type { Principal } from '../../lib/principal.js';
import type { RateRow } from './timesheet-view.repository.js';
import type { TimesheetRow } from './timesheet-writes.repository.js';
import type { TimesheetJoined } from './timesheets.repository.js';
import { isOwnTime } from './timesheets.policy.js';

type Entry = TimesheetRow;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const weekdayName = (date: string) => WEEKDAYS[weekdayOf(date)]!;

export const isLocked = (e: Entry) => e.clientBillingInvoiceDate !== null || e.payrollSubmissionDate !== null;

export function stateOf(e: Entry, clientRequiresSignature: boolean): TimesheetState {
  return {
    status: e.status,
    paid: e.paid,
    invoiceLocked: e.clientBillingInvoiceDate !== null,
    payrollLocked: e.payrollSubmissionDate !== null,
    signed: e.signedDate !== null,
    clientRequiresSignature,
  };
}

export const actorOf = (p: Principal, e: Pick<Entry, 'contractorId'>): TimesheetActor => ({
  subject: p.subject,
  ownEntry: isOwnTime(p, e.contractorId),
});

/** May the caller change the entry's fields: a writer, and the entry pending or rejected, unlocked and unpaid. */
function mayEdit(p: Principal, e: Entry): boolean {
  return mayWriteTime(actorOf(p, e)) && (e.status === 'pending' || e.status === 'rejected') && !isLocked(e) && !e.paid;
}

/**
 * The assignment's rate row in effect on a work date (null before the first): `rowInEffect`'s rule, the one
 * the ledger pays by — the latest effective_date on or before it, then the later created, then the id.
 */
export function rateOn(rows: readonly RateRow[], assignmentId: string, date: string): RateRow | null {
  const own = rows
    .filter((r) => r.assignmentId === assignmentId)
    .map((r) => ({ row: r, id: r.id, effective_date: r.effectiveDate, created_at: r.createdAt }));
  return rowInEffect(own, date)?.row ?? null;
}

const APPROVED = new Set(['approved', 'signed', 'no_bill']);

/** Net pay-side minutes per classification from the ledger (reversals carry negative minutes). */
function splitOf(pairs: readonly [string, number][] | null): TimesheetPaySplit {
  const s = { regular: 0, overtime: 0, double_time: 0, other: 0 };
  for (const [classification, minutes] of pairs ?? []) {
    const m = Number(minutes);
    if (classification === 'regular') s.regular += m;
    else if (classification === 'overtime') s.overtime += m;
    else if (classification === 'double_time') s.double_time += m;
    else if (classification !== 'expense') s.other += m;
  }
  return s;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Views of rows as the row query reads them: names, rates in effect and ledger splits come with each
 * row (timesheets.repository.ts `selection`), so making the views asks the database nothing.
 */
export function toTimesheetViews(p: Principal, rows: readonly TimesheetJoined[]): TimesheetView[] {
  const visibility = rateVisibility(p.subject);
  const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
  return rows.map((r) => {
    const e = r.entry;
    const rate = r.rate;
    const state = stateOf(e, r.client.requiresSignature);
    return {
      id: e.id,
      date: e.date,
      time_start: e.timeStart,
      time_end: e.timeEnd,
      time_start_string: displayClock(e.timeStart),
      time_end_string: displayClock(e.timeEnd),
      overnight: e.timeEnd <= e.timeStart,
      break_time_minutes: e.breakTimeMinutes,
      minutes_worked: e.minutesWorked,
      hours_worked: Math.round((e.minutesWorked / 60) * 100) / 100,
      status: e.status,
      type: e.type,
      paid: e.paid,
      day: weekdayName(e.date),
      timezone: e.timezone,
      approval_date: iso(e.approvalDate),
      approval_email: e.approvalEmail,
      approval_ip: e.approvalIp,
      approval_user: ref(e.approvalUserId, r.approvalUserName),
      approval_evidence_file_id: e.approvalEvidenceFileId,
      signed_date: iso(e.signedDate),
      project_code: r.projectCode,
      task: e.task,
      rejection_date: iso(e.rejectionDate),
      rejection_reason: e.rejectionReason,
      rejection_user: ref(e.rejectionUserId, r.rejectionUserName),
      entering_user: ref(e.enteringUserId, r.enteringUserName),
      editing_user: ref(e.editingUserId, r.editingUserName),
      created_date: e.createdAt.toISOString(),
      edited_date: iso(e.editedAt),
      payroll_submission_date: iso(e.payrollSubmissionDate),
      client_billing_invoice_date: iso(e.clientBillingInvoiceDate),
      locked: isLocked(e),
      metadata: (e.metadata ?? {}) as Record<string, unknown>,
      assignment: { id: e.assignmentId, job_title: r.jobTitle },
      work_location: {
        id: e.workLocationId,
        name: r.workLocation.name,
        timezone: r.workLocation.timezone,
        state: r.workLocation.state,
        country: r.workLocation.country,
      },
      contractor: { id: e.contractorId, name: r.contractorName },
      client: {
        id: e.clientId,
        name: r.client.name,
        requires_signature_for_approval: r.client.requiresSignature,
        requires_project_code: r.client.requiresProjectCode,
      },
      partner: { id: e.partnerId, name: r.partner.name },
      pay_rate: visibility.pay ? (rate?.pay ?? null) : null,
      bill_rate: visibility.bill ? (rate?.bill ?? null) : null,
      actions: availableTimesheetActions(state, actorOf(p, e)),
      editable: mayEdit(p, e),
      split: APPROVED.has(e.status) ? splitOf(r.paySplit) : null,
    };
  });
}

export function toTimesheetView(p: Principal, row: TimesheetJoined): TimesheetView {
  return toTimesheetViews(p, [row])[0]!;
}
