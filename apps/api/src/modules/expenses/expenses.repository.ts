/** Expense rows with their parties, always read through the caller's scope (a row outside it is not found). */
import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  expenseButtonsFor,
  type ExpenseState,
  type ExpenseStatus,
  type ExpenseType,
  type ExpenseView,
} from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  assignments,
  clients,
  contractors,
  expenses,
  jobs,
  partners,
  storedFiles,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';
import type { Principal } from '../../lib/principal.js';
import { keysetOf } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import { rowScope } from '../../lib/row-scopes.js';
import { seesApprovalIp } from './expenses.policy.js';

/** Expenses: no sales partner sees them (spec section 6). */
const expenseScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: expenses.partnerId, clientId: expenses.clientId, contractorId: expenses.contractorId });

const approvers = alias(users, 'approval_users');
const rejecters = alias(users, 'rejection_users');
const enterers = alias(users, 'entering_users');
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;
const contractorName = sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`;

const selection = {
  expense: expenses,
  partnerName: partners.name,
  clientName: clients.name,
  contractorName,
  jobTitle: jobs.title,
  receipt: {
    id: storedFiles.id,
    filename: storedFiles.filename,
    contentType: storedFiles.contentType,
    sizeBytes: storedFiles.sizeBytes,
  },
  approvalName: nameOf(approvers),
  rejectionName: nameOf(rejecters),
  enteringName: nameOf(enterers),
  transactionId: sql<
    string | null
  >`(select t.id from pay_bill_transactions t where t.expense_id = ${expenses.id} order by t.created_at desc, t.id desc limit 1)`,
};

const selectJoined = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ ...selection, ...extra })
    .from(expenses)
    .innerJoin(partners, eq(partners.id, expenses.partnerId))
    .innerJoin(clients, eq(clients.id, expenses.clientId))
    .innerJoin(contractors, eq(contractors.id, expenses.contractorId))
    .innerJoin(assignments, eq(assignments.id, expenses.assignmentId))
    .innerJoin(jobs, eq(jobs.id, assignments.jobId))
    .leftJoin(storedFiles, eq(storedFiles.id, expenses.receiptFileId))
    .leftJoin(approvers, eq(approvers.id, expenses.approvalUserId))
    .leftJoin(rejecters, eq(rejecters.id, expenses.rejectionUserId))
    .leftJoin(enterers, eq(enterers.id, expenses.enteringUserId));

export type JoinedExpense = Awaited<ReturnType<ReturnType<typeof selectJoined>['limit']>>[number];
export type ExpenseRow = typeof expenses.$inferSelect;

export const stateOf = (e: ExpenseRow): ExpenseState => ({
  type: e.type,
  status: e.status,
  paid: e.paid,
  invoiceLocked: e.clientBillingInvoiceDate !== null,
  payrollLocked: e.payrollSubmissionDate !== null,
});

const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);
const isoOrNull = (d: Date | null) => d?.toISOString() ?? null;

export function toExpenseView(j: JoinedExpense, p: Principal): ExpenseView {
  const e = j.expense;
  return {
    id: e.id,
    assignment: { id: e.assignmentId, job_title: j.jobTitle },
    partner: { id: e.partnerId, name: j.partnerName },
    client: { id: e.clientId, name: j.clientName },
    contractor: { id: e.contractorId, name: j.contractorName },
    type: e.type,
    amount: e.amount,
    date: e.date,
    period_start: e.periodStart,
    period_end: e.periodEnd,
    category: e.category,
    description: e.description,
    business_purpose: e.businessPurpose,
    reimbursable: e.reimbursable,
    billable: e.billable,
    receipt: j.receipt
      ? {
          id: j.receipt.id,
          filename: j.receipt.filename,
          content_type: j.receipt.contentType,
          size_bytes: j.receipt.sizeBytes,
        }
      : null,
    status: e.status,
    paid: e.paid,
    paid_date: isoOrNull(e.paidDate),
    approval_user: person(e.approvalUserId, j.approvalName),
    approval_date: isoOrNull(e.approvalDate),
    approval_ip: seesApprovalIp(p) ? e.approvalIp : null,
    rejection_user: person(e.rejectionUserId, j.rejectionName),
    rejection_date: isoOrNull(e.rejectionDate),
    rejection_reason: e.rejectionReason,
    entering_user: person(e.enteringUserId, j.enteringName),
    created_at: e.createdAt.toISOString(),
    edited_at: isoOrNull(e.editedAt),
    payroll_submission_date: isoOrNull(e.payrollSubmissionDate),
    client_billing_invoice_date: isoOrNull(e.clientBillingInvoiceDate),
    pay_bill_transaction: j.transactionId,
    actions: expenseButtonsFor(p.subject, stateOf(e)),
  };
}

export interface ExpenseListFilter extends ListRequest {
  status?: ExpenseStatus | undefined;
  type?: ExpenseType | undefined;
  partnerId?: string | undefined;
  clientId?: string | undefined;
  contractorId?: string | undefined;
  assignmentId?: string | undefined;
  paid?: boolean | undefined;
  search?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** The list's sorts; ties break on creation then the id, in the sort's direction. */
const SORTS = {
  date: expenses.date,
  amount: expenses.amount,
  status: expenses.status,
  type: expenses.type,
  created_at: expenses.createdAt,
} as const;

export async function listExpenses(db: DbOrTx, p: Principal, f: ExpenseListFilter) {
  const search = f.search;
  const where = and(
    expenseScope(p, db),
    f.status ? eq(expenses.status, f.status) : undefined,
    f.type ? eq(expenses.type, f.type) : undefined,
    f.partnerId ? eq(expenses.partnerId, f.partnerId) : undefined,
    f.clientId ? eq(expenses.clientId, f.clientId) : undefined,
    f.contractorId ? eq(expenses.contractorId, f.contractorId) : undefined,
    f.assignmentId ? eq(expenses.assignmentId, f.assignmentId) : undefined,
    f.paid !== undefined ? eq(expenses.paid, f.paid) : undefined,
    f.dateFrom ? gte(expenses.date, f.dateFrom) : undefined,
    f.dateTo ? lte(expenses.date, f.dateTo) : undefined,
    search
      ? or(
          ilike(expenses.description, containsPattern(search)),
          ilike(expenses.category, containsPattern(search)),
          ilike(contractorName, containsPattern(search)),
        )
      : undefined,
  );
  return keysetList(db, {
    select: (listKey) => selectJoined(db, { listKey }).$dynamic(),
    where,
    // The search reads the contractor's name: only then does the count need the join.
    matching: search
      ? db
          .select({ one: sql`1` })
          .from(expenses)
          .innerJoin(contractors, eq(contractors.id, expenses.contractorId))
          .where(where)
          .$dynamic()
      : matchingRows(db, expenses, where),
    keyset: keysetOf(SORTS, f.sort, 'date', [expenses.createdAt, expenses.id]),
    request: f,
    view: (r) => toExpenseView(r, p),
  });
}

export async function findVisibleExpense(db: DbOrTx, p: Principal, id: string): Promise<JoinedExpense | undefined> {
  const [row] = await selectJoined(db)
    .where(and(eq(expenses.id, id), expenseScope(p, db)))
    .limit(1);
  return row;
}

/** The expenses among `ids` the caller may see, in one statement (bulk decisions). */
export async function findVisibleExpenses(db: DbOrTx, p: Principal, ids: readonly string[]): Promise<JoinedExpense[]> {
  if (ids.length === 0) return [];
  return selectJoined(db).where(and(inArray(expenses.id, [...ids]), expenseScope(p, db)));
}

/** The table and date a staff list's recent period reads (lib/recent-period.ts). */
export const EXPENSE_DATES = { table: expenses, date: expenses.date };
