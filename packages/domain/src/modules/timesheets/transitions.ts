/**
 * The timesheet transition table (spec sections 4 and 6): status × action × actor × flags →
 * the entry's next state, or a refusal. The API applies exactly this (one call per entry, bulk
 * included) and the web shows the buttons `availableTimesheetActions` returns.
 * See docs/decisions/0018-timesheet-transitions.md.
 *
 * Order of checks: who may (403), then the entry's state and locks (409), then the action's own
 * input (422: a reason to reject, evidence and the client approver's e-mail to approve with evidence).
 */
import { canDecideTimesheets, canInputTime, timesheetButtons, type AccessSubject } from '../../capabilities.js';
import { TIMESHEET_ACTIONS, type TimesheetAction, type TimesheetStatus } from '../../enums.js';
import { isAdminLike } from '../../roles.js';

/** What the table reads from the entry. */
export interface TimesheetState {
  status: TimesheetStatus;
  paid: boolean;
  /** `client_billing_invoice_date` is set: a finalized invoice includes the entry. */
  invoiceLocked: boolean;
  /** `payroll_submission_date` is set: an approved payroll run includes the entry. */
  payrollLocked: boolean;
  /** A signature is recorded (`signed_date`): undo_no_bill returns such an entry to signed. */
  signed: boolean;
  /** The entry's client has `requires_signature_for_approval`. */
  clientRequiresSignature: boolean;
}

/** Who acts. `ownEntry`: the entry is the acting contractor's own (false for every other user type). */
export interface TimesheetActor {
  subject: AccessSubject;
  ownEntry: boolean;
}

/** What the action carries besides its name. */
export interface TimesheetActionInput {
  reason?: string | null | undefined;
  approvalEmail?: string | null | undefined;
  evidenceFileId?: string | null | undefined;
}

export type TimesheetOutcome =
  | { kind: 'deleted' }
  /** The entry's next status and paid flag; `statusChanged` says whether the ledger must be recomputed. */
  | { kind: 'updated'; status: TimesheetStatus; paid: boolean; statusChanged: boolean };

export type TimesheetRefusal = {
  /** 403: this actor may never do it; 409: not in this state; 422: the action's input is missing. */
  code: 403 | 409 | 422;
  message: string;
  /** 422 only: the body field at fault. */
  field?: 'reason' | 'approval_email' | 'evidence_file_id';
};

export type TimesheetDecision = ({ ok: true } & TimesheetOutcome) | ({ ok: false } & TimesheetRefusal);

/** What each action does to the status, from which statuses (anything else is 409). */
const FROM: Record<TimesheetAction, readonly TimesheetStatus[]> = {
  delete: ['pending', 'rejected'],
  approve: ['pending'],
  approve_with_evidence: ['pending'],
  sign: ['approved'],
  reject: ['pending'],
  unapprove: ['approved', 'signed'],
  unsign: ['signed'],
  no_bill: ['approved', 'signed'],
  undo_no_bill: ['no_bill'],
  paid: ['approved', 'signed', 'no_bill'],
  unpaid: ['approved', 'signed', 'no_bill'],
  unreject: ['rejected'],
};

const VERB: Record<TimesheetAction, string> = {
  delete: 'delete this entry',
  approve: 'approve this entry',
  approve_with_evidence: 'approve this entry with evidence',
  sign: 'sign this entry',
  reject: 'reject this entry',
  unapprove: 'unapprove this entry',
  unsign: 'unsign this entry',
  no_bill: 'mark this entry no bill',
  undo_no_bill: 'undo no bill on this entry',
  paid: 'mark this entry paid',
  unpaid: 'mark this entry unpaid',
  unreject: 'unreject this entry',
};

/** Entering, changing and deleting time: who may input time (section 6), contractors their own entries only. */
export function mayWriteTime(actor: TimesheetActor): boolean {
  const s = actor.subject;
  if (!canInputTime(s)) return false;
  if (s.userType === 'contractor') return actor.ownEntry;
  return isAdminLike(s.userType) || s.userType === 'partner' || s.userType === 'client';
}

/** May this actor ever take the action (any state)? Section 6's buttons, row by row. */
function actorMay(action: TimesheetAction, actor: TimesheetActor): boolean {
  const s = actor.subject;
  switch (action) {
    case 'delete':
      return mayWriteTime(actor);
    case 'approve':
    case 'reject':
      return canDecideTimesheets(s);
    case 'approve_with_evidence':
      // The client approves directly; evidence is how anyone else records the client's approval.
      return canDecideTimesheets(s) && s.userType !== 'client';
    case 'sign':
    case 'unsign':
      return canDecideTimesheets(s);
    case 'unapprove':
      return timesheetButtons.unapprove(s);
    case 'no_bill':
      return timesheetButtons.no_bill(s);
    case 'undo_no_bill':
      return timesheetButtons.undo_no_bill(s);
    case 'paid':
      return timesheetButtons.paid(s);
    case 'unpaid':
      return timesheetButtons.unpaid(s);
    case 'unreject':
      return timesheetButtons.unreject(s);
  }
}

const describeStatus = (s: TimesheetStatus) => (s === 'no_bill' ? 'no bill' : s);

function stateRefusal(action: TimesheetAction, state: TimesheetState): string | null {
  const from = FROM[action];
  if (!from.includes(state.status)) {
    if (action === 'sign' && state.status === 'pending') return 'Approve the entry before signing it';
    if (action === 'approve' || action === 'approve_with_evidence') {
      if (state.status === 'rejected') return 'A rejected entry must be unrejected before it is approved';
      return `This entry is already ${describeStatus(state.status)}`;
    }
    if (action === 'unapprove' && state.status === 'no_bill') return 'Undo no bill before unapproving the entry';
    const allowed = from.map(describeStatus).join(' or ');
    return `Only ${allowed} entries can be ${pastTense(action)} (this one is ${describeStatus(state.status)})`;
  }
  const locked = state.invoiceLocked || state.payrollLocked;
  const lockedBy = state.invoiceLocked ? 'a finalized invoice' : 'an approved payroll run';
  switch (action) {
    case 'delete':
      if (locked) return `This entry is locked by ${lockedBy} and cannot be deleted`;
      if (state.paid) return 'A paid entry cannot be deleted';
      return null;
    case 'unapprove':
      if (locked) return `This entry is locked by ${lockedBy} and cannot be unapproved`;
      if (state.paid) return 'A paid entry cannot be unapproved; mark it unpaid first';
      return null;
    case 'unsign':
      if (locked) return `This entry is locked by ${lockedBy} and cannot be unsigned`;
      return null;
    case 'no_bill':
    case 'undo_no_bill':
      // Only the bill side changes: a payroll lock does not stand in the way, an invoice does.
      if (state.invoiceLocked) return 'This entry is on a finalized invoice; its billing cannot change';
      return null;
    case 'sign':
      if (!state.clientRequiresSignature) return 'This client does not require a signature';
      return null;
    case 'paid':
      return state.paid ? 'This entry is already marked paid' : null;
    case 'unpaid':
      return state.paid ? null : 'This entry is not marked paid';
    default:
      return null;
  }
}

function pastTense(action: TimesheetAction): string {
  const words: Record<TimesheetAction, string> = {
    delete: 'deleted',
    approve: 'approved',
    approve_with_evidence: 'approved',
    sign: 'signed',
    reject: 'rejected',
    unapprove: 'unapproved',
    unsign: 'unsigned',
    no_bill: 'marked no bill',
    undo_no_bill: 'returned to billing',
    paid: 'marked paid',
    unpaid: 'marked unpaid',
    unreject: 'unrejected',
  };
  return words[action];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function inputRefusal(action: TimesheetAction, input: TimesheetActionInput): TimesheetRefusal | null {
  if (action === 'reject' && !input.reason?.trim())
    return { code: 422, field: 'reason', message: 'Give a reason for rejecting the entry' };
  if (action === 'approve_with_evidence') {
    if (!input.evidenceFileId)
      return { code: 422, field: 'evidence_file_id', message: "Attach the client's approval as evidence" };
    if (!input.approvalEmail || !EMAIL.test(input.approvalEmail.trim()))
      return { code: 422, field: 'approval_email', message: "Enter the client approver's e-mail" };
  }
  return null;
}

function outcomeOf(action: TimesheetAction, state: TimesheetState): TimesheetOutcome {
  const to = (status: TimesheetStatus, paid = state.paid): TimesheetOutcome => ({
    kind: 'updated',
    status,
    paid,
    statusChanged: status !== state.status,
  });
  switch (action) {
    case 'delete':
      return { kind: 'deleted' };
    case 'approve':
    case 'approve_with_evidence':
    case 'unsign':
      return to('approved');
    case 'sign':
      return to('signed');
    case 'reject':
      return to('rejected');
    case 'unapprove':
    case 'unreject':
      return to('pending');
    case 'no_bill':
      return to('no_bill');
    case 'undo_no_bill':
      return to(state.signed ? 'signed' : 'approved');
    case 'paid':
      return to(state.status, true);
    case 'unpaid':
      return to(state.status, false);
  }
}

/** The one rule: may `actor` take `action` on an entry in `state`, and what does the entry become. */
export function decideTimesheetAction(
  action: TimesheetAction,
  state: TimesheetState,
  actor: TimesheetActor,
  input: TimesheetActionInput = {},
): TimesheetDecision {
  if (!actorMay(action, actor)) {
    const ownOnly = actor.subject.userType === 'contractor' && action === 'delete' && canInputTime(actor.subject);
    const message = ownOnly ? 'You may only delete your own entries' : `Your role may not ${VERB[action]}`;
    return { ok: false, code: 403, message };
  }
  const conflictMessage = stateRefusal(action, state);
  if (conflictMessage) return { ok: false, code: 409, message: conflictMessage };
  const missing = inputRefusal(action, input);
  if (missing) return { ok: false, ...missing };
  return { ok: true, ...outcomeOf(action, state) };
}

/**
 * The buttons to show on an entry: every action this actor may take in this state. Actions that
 * ask for input (a reason, evidence) are listed; the web asks for it before sending.
 */
export function availableTimesheetActions(state: TimesheetState, actor: TimesheetActor): TimesheetAction[] {
  return TIMESHEET_ACTIONS.filter((action) => actorMay(action, actor) && !stateRefusal(action, state));
}
