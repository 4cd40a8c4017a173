/**
 * Expenses: entered by the worker (a W-2 contractor, its own reimbursements) or on its behalf (staff
 * and the partner's expense roles), decided by the timesheet deciders. Every status change posts the
 * ledger in the same transaction (postExpenseLedger), so what is approved is what is paid and billed.
 */
import { eq } from 'drizzle-orm';
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
  type ExpenseReceiptUpload,
  type ExpenseUpdate,
  type ExpenseView,
} from '@app/domain';
import type { Tx } from '../../db/client.js';
import { assignments, expenses, payBillTransactionItems, storedFiles } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { postExpenseLedger } from '../ledger/ledger.service.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { decodeReceipt, storeReceiptBytes } from './expense-receipts.js';
import { findVisibleExpense, stateOf, toExpenseView, type ExpenseRow } from './expenses.repository.js';
import { entersOwnExpenses, reviewsExpensesOnly } from './expenses.policy.js';

const issue = (field: string, msg: string) => unprocessable([{ loc: ['body', field], msg }]);

/** The assignment a new expense is for, when the caller may enter expenses on it. */
async function assignmentFor(deps: AppDeps, p: Principal, assignmentId: string) {
  const [a] = await deps.db.select().from(assignments).where(eq(assignments.id, assignmentId));
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

async function viewOf(tx: Tx, p: Principal, id: string): Promise<ExpenseView> {
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
      const [row] = await tx
        .insert(expenses)
        .values({
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
        })
        .returning({ id: expenses.id });
      await auditAs(tx, p, ip, {
        action: 'expense_created',
        entityType: 'expense',
        entityId: row!.id,
        metadata: { assignment_id: a.id, type: body.type, amount: body.amount, receipt: receiptFileId !== null },
      });
      return viewOf(tx, p, row!.id);
    });
  } catch (err) {
    if (stored) await deps.storage.remove(stored.storageKey);
    throw err;
  }
}

/** The expense, locked for this transaction, when the caller may take `button` on it now. */
async function lockForButton(tx: Tx, p: Principal, id: string, button: ExpenseButton): Promise<ExpenseRow> {
  const visible = await findVisibleExpense(tx, p, id);
  if (!visible) throw notFound();
  const [row] = await tx.select().from(expenses).where(eq(expenses.id, id)).for('update');
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
      const [a] = await tx
        .select({ start: assignments.startDate })
        .from(assignments)
        .where(eq(assignments.id, row.assignmentId));
      if (changes.date < a!.start) throw issue('date', 'The date is before the assignment starts');
    }
    await tx
      .update(expenses)
      .set({
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
      })
      .where(eq(expenses.id, id));
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
    const [posted] = await tx
      .select({ id: payBillTransactionItems.id })
      .from(payBillTransactionItems)
      .where(eq(payBillTransactionItems.expenseId, id))
      .limit(1);
    // The ledger is append-only and points at the expense: one that was ever posted stays, rejected.
    if (posted) throw conflict('This expense was once approved and is in the ledger; reject it instead');
    await tx.delete(expenses).where(eq(expenses.id, id));
    let key: string | null = null;
    if (row.receiptFileId) {
      const [file] = await tx.delete(storedFiles).where(eq(storedFiles.id, row.receiptFileId)).returning();
      key = file?.storageKey ?? null;
    }
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
    const status = expenseStatusAfter(body.action, row.status);
    await tx
      .update(expenses)
      .set({ status, ...changesFor(body, p, ip, new Date()) })
      .where(eq(expenses.id, id));
    await postExpenseLedger(tx, id, { actorUserId: p.userId, reason: `expense ${body.action}` });
    await auditAs(tx, p, ip, {
      action: `expense_${body.action}`,
      entityType: 'expense',
      entityId: id,
      metadata: { from: row.status, to: status, ...(body.reason && { reason: body.reason }) },
    });
    return viewOf(tx, p, id);
  });
}

/** Adds or replaces the receipt of an expense the caller may still change. */
export async function putReceipt(
  deps: AppDeps,
  p: Principal,
  id: string,
  upload: ExpenseReceiptUpload,
  ip: string,
): Promise<ExpenseView> {
  if (!(await findVisibleExpense(deps.db, p, id))) throw notFound();
  const receipt = decodeReceipt(upload, ['body', 'content_base64']);
  const stored = await storeReceiptBytes(deps, receipt);
  let replacedKey: string | null = null;
  try {
    const view = await deps.db.transaction(async (tx) => {
      const row = await lockForButton(tx, p, id, 'edit');
      const fileId = await stored.insertRow(tx, row.partnerId, p.userId);
      await tx
        .update(expenses)
        .set({ receiptFileId: fileId, editingUserId: p.userId, editedAt: new Date() })
        .where(eq(expenses.id, id));
      if (row.receiptFileId) {
        const [old] = await tx.delete(storedFiles).where(eq(storedFiles.id, row.receiptFileId)).returning();
        replacedKey = old?.storageKey ?? null;
      }
      await auditAs(tx, p, ip, {
        action: 'expense_receipt_uploaded',
        entityType: 'expense',
        entityId: id,
        metadata: {
          content_type: receipt.contentType,
          size_bytes: receipt.bytes.length,
          replaced: row.receiptFileId !== null,
        },
      });
      return viewOf(tx, p, id);
    });
    if (replacedKey) await deps.storage.remove(replacedKey);
    return view;
  } catch (err) {
    await deps.storage.remove(stored.storageKey);
    throw err;
  }
}

/** The receipt's bytes for anyone who can see the expense. */
export async function readReceipt(deps: AppDeps, p: Principal, id: string) {
  const visible = await findVisibleExpense(deps.db, p, id);
  if (!visible?.receipt) throw notFound();
  const [file] = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, visible.receipt.id));
  const bytes = file ? await deps.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound();
  return { bytes, contentType: file.contentType, filename: file.filename };
}
