/**
 * The buttons on an entry are exactly the domain transition table's answer for this user and this
 * entry (availableTimesheetActions); the server applies the same table, so a refusal here is a
 * refusal there.
 */
import {
  ENUM_LABELS,
  availableTimesheetActions,
  type AccessSubject,
  type CurrentUser,
  type TimesheetAction,
  type TimesheetState,
  type TimesheetView,
} from '@app/domain';
import { isOwnTime } from '../components/timesheet-access';

export const ACTION_LABELS: Record<TimesheetAction, string> = ENUM_LABELS.timesheetAction;

/** What the action does, as a confirmation asks it ("Approve 3 entries?"). */
export const ACTION_VERBS: Record<TimesheetAction, string> = {
  delete: 'Delete',
  approve: 'Approve',
  approve_with_evidence: 'Approve with evidence',
  sign: 'Sign',
  reject: 'Reject',
  unapprove: 'Unapprove',
  unsign: 'Unsign',
  no_bill: 'Mark no bill',
  undo_no_bill: 'Return to billing',
  paid: 'Mark paid',
  unpaid: 'Mark unpaid',
  unreject: 'Unreject',
};

/**
 * Taken at once from a row's button: they only move an entry forward and are undone by another
 * button. Everything else (removing, undoing a decision, money flags) and everything that needs
 * input (a reason, evidence) asks first; bulk always asks.
 */
const NO_CONFIRM: ReadonlySet<TimesheetAction> = new Set(['approve', 'sign', 'unreject', 'undo_no_bill']);
export const needsConfirmation = (action: TimesheetAction, count: number) => count > 1 || !NO_CONFIRM.has(action);

/** Red buttons: they take something away. */
export const DESTRUCTIVE: ReadonlySet<TimesheetAction> = new Set(['delete', 'reject', 'unapprove', 'no_bill']);

/**
 * The order buttons are offered in: what moves an entry forward first, what takes something away after
 * it, and delete always last (issue 16: a destructive action never comes first; each one confirms).
 */
export function orderedActions(actions: readonly TimesheetAction[]): TimesheetAction[] {
  const rank = (a: TimesheetAction) => (a === 'delete' ? 2 : DESTRUCTIVE.has(a) ? 1 : 0);
  return [...actions].sort((a, b) => rank(a) - rank(b));
}

/** The actions bulk decisions offer on a list (spec: approve, reject, no bill). */
export const BULK_ACTIONS = ['approve', 'reject', 'no_bill'] as const satisfies readonly TimesheetAction[];

function stateOf(row: TimesheetView): TimesheetState {
  return {
    status: row.status,
    paid: row.paid,
    invoiceLocked: row.client_billing_invoice_date !== null,
    payrollLocked: row.payroll_submission_date !== null,
    signed: row.signed_date !== null,
    clientRequiresSignature: row.client.requires_signature_for_approval,
  };
}

/** The buttons `user` gets on `row`. A contractor's own entries are those of their contractor record. */
export function actionsFor(subject: AccessSubject, user: Pick<CurrentUser, 'contractor'>, row: TimesheetView) {
  const ownEntry = isOwnTime(subject, user, row.contractor.id);
  return availableTimesheetActions(stateOf(row), { subject, ownEntry });
}

const DONE: Record<TimesheetAction, string> = {
  delete: 'Deleted',
  approve: 'Approved',
  approve_with_evidence: 'Approved',
  sign: 'Signed',
  reject: 'Rejected',
  unapprove: 'Unapproved',
  unsign: 'Unsigned',
  no_bill: 'Marked no bill:',
  undo_no_bill: 'Returned to billing:',
  paid: 'Marked paid:',
  unpaid: 'Marked unpaid:',
  unreject: 'Unrejected',
};

/** "Approved 3 entries", "Marked no bill: 1 entry". */
export const doneMessage = (action: TimesheetAction, count: number) =>
  `${DONE[action]} ${count} ${count === 1 ? 'entry' : 'entries'}`;
