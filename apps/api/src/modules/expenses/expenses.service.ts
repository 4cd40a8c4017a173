/**
 * Expenses: entered by the worker (a W-2 contractor, its own reimbursements) or on its behalf (staff
 * and the partner's expense roles), decided by the timesheet deciders. Every status change posts the
 * ledger in the same transaction (postExpenseLedger), so what is approved is what is paid and billed.
 */
import {
  canEnterExpensesForOthers,
  contractorMayEnterExpenses,
  expenseFieldIssues,
  expenseStateRefusal,
  expenseStatusAfter,
  subjectMayTake,
  EXPENSE_TYPE_RULES,
  type ExpenseActionBody,
  type ExpenseButton,
  type ExpenseCreate,
  type ExpenseUpdate,
  type ExpenseView,
} from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { postExpenseLedger } from '../ledger/ledger.service.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { decodeReceipt, storeReceiptBytes } from './expense-receipts.js';
import {
  assignmentStartDate,
  deleteExpenseRow,
  deleteStoredFile,
  expenseWasPosted,
  findAssignmentRow,
  insertExpense,
  lockExpenseRow,
  updateExpenseColumns,
} from './expense-writes.repository.js';
import { findVisibleExpense, stateOf, toExpenseView, type ExpenseRow } from './expenses.repository.js';
import { entersOwnExpenses, reviewsExpensesOnly } from './expenses.policy.js';

const issue = (field: string, msg: string) => unprocessable([{ loc: ['body', field], msg }]);

/** The assignment a new expense is for, when the caller may enter expenses on it. */
async function assignmentFor(deps: AppDeps, p: Principal, assignmentId: string) {
  const a = await findAssignmentRow(deps.db, assignmentId);
  if (entersOwnExpenses(p)) {
    if (!a || a.contractorId !== p.contractorId || a.status !== 'live')
      throw issue('assignment_id', 'Choose one of your live assignments');
    return a;
  }
  if (!a || (!isStaff(p) && a.partnerId !== p.partnerId)) throw issue('assignment_id', 'Unknown assignment');
  if (a.status === 'pending') throw issue('assignment_id', 'The assignment has not started');
  return a;
}

function assertMayCreate(p: Principal, body: ExpenseCreate) {
  if (entersOwnExpenses(p)) {
    if (!contractorMayEnterExpenses(p.subject)) throw forbidden('Your account may not enter expenses');
    if (!EXPENSE_TYPE_RULES[body.type].contractorMayEnter)
      throw issue('type', 'Contractors enter reimbursements; other pay is entered by the partner');
    if (body.reimbursable !== undefined || body.billable !== undefined)
      throw issue('billable', 'Whether an expense is reimbursed or billed is decided by the partner');
    return;
  }
  if (reviewsExpensesOnly(p)) throw forbidden('Clients review expenses; they do not enter them');
  if (!canEnterExpensesForOthers(p.subject)) throw forbidden('Your role may not enter expenses');
}

export async function viewOf(tx: Tx, p: Principal, id: string): Promise<ExpenseView> {
  return toExpenseView((await findVisibleExpense(tx, p, id))!, p);
}

export async function createExpense(
  deps: AppDeps,
  p: Principal,
  body: ExpenseCreate,
  ip: string,
): Promise<ExpenseView> {
  assertMayCreate(p, body);
  const a = await assignmentFor(deps, p, body.assignment_id);
  if (body.date < a.startDate) throw issue('date', 'The date is before the assignment starts');
  const rule = EXPENSE_TYPE_RULES[body.type];
  const receipt = body.receipt ? decodeReceipt(body.receipt, ['body', 'receipt', 'content_base64']) : null;
  const stored = receipt ? await storeReceiptBytes(deps, receipt) : null;
  try {
    return await deps.db.transaction(async (tx) => {
      const receiptFileId = stored ? await stored.insertRow(tx, a.partnerId, p.userId) : null;
      const created = await insertExpense(tx, {
        assignmentId: a.id,
        partnerId: a.partnerId,
        clientId: a.clientId,
        contractorId: a.contractorId,
        type: body.type,
        amount: body.amount,
        date: body.date,
        periodStart: body.period_start,
        periodEnd: body.period_end,
        category: body.category,
        description: body.description,
        businessPurpose: body.business_purpose,
        reimbursable: body.reimbursable ?? rule.reimbursable,
        billable: body.billable ?? rule.billable,
        receiptFileId,
        enteringUserId: p.userId,
      });
      await auditAs(tx, p, ip, {
        action: 'expense_created',
        entityType: 'expense',
        entityId: created,
        metadata: { assignment_id: a.id, type: body.type, amount: body.amount, receipt: receiptFileId !== null },
      });
      return viewOf(tx, p, created);
    });
  } catch (err) {
    if (stored) await deps.storage.remove(stored.storageKey);
    throw err;
  }
}

/** The expense, locked for this transaction (for the receipt commands too), when the caller may take `button` on it now. */
export async function lockForButton(tx: Tx, p: Principal, id: string, button: ExpenseButton): Promise<ExpenseRow> {
  const visible = await findVisibleExpense(tx, p, id);
  if (!visible) throw notFound();
  const row = await lockExpenseRow(tx, id);
  if (!subjectMayTake(p.subject, button, stateOf(row!)))
    throw forbidden(`Your role may not ${verbOf(button)} this expense`);
  const refusal = expenseStateRefusal(button, stateOf(row!));
  if (refusal) throw conflict(refusal);
  return row!;
}

const VERBS: Partial<Record<ExpenseButton, string>> = {
  edit: 'change',
  paid: 'mark paid',
  unpaid: 'mark unpaid',
  unreject: 'reopen',
};
const verbOf = (b: ExpenseButton) => VERBS[b] ?? b;

export async function updateExpense(
  deps: AppDeps,
  p: Principal,
  id: string,
  changes: ExpenseUpdate,
  ip: string,
): Promise<ExpenseView> {
  return deps.db.transaction(async (tx) => {
    const row = await lockForButton(tx, p, id, 'edit');
    const limited = entersOwnExpenses(p);
    if (limited && changes.type && !EXPENSE_TYPE_RULES[changes.type].contractorMayEnter)
      throw issue('type', 'Contractors enter reimbursements; other pay is entered by the partner');
    if (limited && (changes.reimbursable !== undefined || changes.billable !== undefined))
      throw issue('billable', 'Whether an expense is reimbursed or billed is decided by the partner');
    const merged = {
      type: changes.type ?? row.type,
      period_start: changes.period_start === undefined ? row.periodStart : changes.period_start,
      period_end: changes.period_end === undefined ? row.periodEnd : changes.period_end,
      reimbursable: changes.reimbursable ?? row.reimbursable,
      billable: changes.billable ?? row.billable,
    };
    const issues = expenseFieldIssues(merged);
    if (issues.length) throw unprocessable(issues.map((i) => ({ loc: ['body', i.path], msg: i.message })));
    if (changes.date) {
      const start = await assignmentStartDate(tx, row.assignmentId);
      if (changes.date < start!) throw issue('date', 'The date is before the assignment starts');
    }
    await updateExpenseColumns(tx, id, {
      type: merged.type,
      periodStart: merged.period_start,
      periodEnd: merged.period_end,
      reimbursable: merged.reimbursable,
      billable: merged.billable,
      ...(changes.amount !== undefined && { amount: changes.amount }),
      ...(changes.date !== undefined && { date: changes.date }),
      ...(changes.category !== undefined && { category: changes.category }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.business_purpose !== undefined && { businessPurpose: changes.business_purpose }),
      editingUserId: p.userId,
      editedAt: new Date(),
    });
    await auditAs(tx, p, ip, {
      action: 'expense_updated',
      entityType: 'expense',
      entityId: id,
      metadata: { fields: Object.keys(changes) },
    });
    return viewOf(tx, p, id);
  });
}

export async function deleteExpense(deps: AppDeps, p: Principal, id: string, ip: string): Promise<void> {
  const removedKey = await deps.db.transaction(async (tx) => {
    const row = await lockForButton(tx, p, id, 'delete');
    // The ledger is append-only and points at the expense: one that was ever posted stays, rejected.
    if (await expenseWasPosted(tx, id))
      throw conflict('This expense was once approved and is in the ledger; reject it instead');
    await deleteExpenseRow(tx, id);
    const key = row.receiptFileId ? await deleteStoredFile(tx, row.receiptFileId) : null;
    await auditAs(tx, p, ip, {
      action: 'expense_deleted',
      entityType: 'expense',
      entityId: id,
      metadata: { assignment_id: row.assignmentId, type: row.type, amount: row.amount, status: row.status },
    });
    return key;
  });
  if (removedKey) await deps.storage.remove(removedKey);
}

/** What each action writes besides the status. */
function changesFor(body: ExpenseActionBody, p: Principal, ip: string, now: Date): Partial<ExpenseRow> {
  switch (body.action) {
    case 'approve':
      return { approvalUserId: p.userId, approvalDate: now, approvalIp: ip };
    case 'reject':
      return { rejectionUserId: p.userId, rejectionDate: now, rejectionReason: body.reason ?? null };
    case 'unapprove':
      return { approvalUserId: null, approvalDate: null, approvalIp: null };
    case 'unreject':
      return { rejectionUserId: null, rejectionDate: null, rejectionReason: null };
    case 'paid':
      return { paid: true, paidDate: now };
    case 'unpaid':
      return { paid: false, paidDate: null };
  }
}

export async function actOnExpense(
  deps: AppDeps,
  p: Principal,
  id: string,
  body: ExpenseActionBody,
  ip: string,
): Promise<ExpenseView> {
  return deps.db.transaction(async (tx) => {
    const row = await lockForButton(tx, p, id, body.action);
    await writeExpenseAction(tx, p, row, body, ip);
    return viewOf(tx, p, id);
  });
}

/** Writes an action already checked on the locked row: status, who/when, the ledger, the audit trail. */
export async function writeExpenseAction(tx: Tx, p: Principal, row: ExpenseRow, body: ExpenseActionBody, ip: string) {
  const status = expenseStatusAfter(body.action, row.status);
  await updateExpenseColumns(tx, row.id, { status, ...changesFor(body, p, ip, new Date()) });
  await postExpenseLedger(tx, row.id, { actorUserId: p.userId, reason: `expense ${body.action}` });
  await auditAs(tx, p, ip, {
    action: `expense_${body.action}`,
    entityType: 'expense',
    entityId: row.id,
    metadata: { from: row.status, to: status, ...(body.reason && { reason: body.reason }) },
  });
}
