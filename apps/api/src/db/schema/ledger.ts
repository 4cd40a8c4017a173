/**
 * The pay/bill ledger. Append-only: an item is never edited or deleted, a correction is a reversing
 * item (`reverses_item_id`) plus a new one. Only an item's workflow status (hold, invoiced, paid) moves.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_ITEM_STATUSES, LEDGER_SIDES, PAY_CLASSES, TRANSACTION_STATUSES } from '@app/domain';
import { created, money, rate, employerKey } from './columns.js';
import { expenses } from './expenses.js';
import { timesheets } from './timesheets.js';
import { placementParties } from './assignments.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

/**
 * One posting: the ledger change one command made for one source (a person's workweek recomputed,
 * or an expense). `idempotency_key` makes a retried command post nothing twice.
 */
export const payBillTransactions = pgTable(
  'pay_bill_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['time', 'expense'] }).notNull(),
    employerKey: employerKey(),
    /** The person (tax-id blind index, else the contractor id) whose week this is. */
    personKey: text('person_key').notNull(),
    partnerId: partnerRef().notNull(),
    contractorId: contractorRef().notNull(),
    /** Time: the workweek's first local day. Expense: null. */
    weekStart: date('week_start'),
    expenseId: uuid('expense_id').references(() => expenses.id),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('complete'),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    // Each list index ends in the list's keyset order (sort column, then the id): decision 0033.
    index('pbt_partner_idx').on(t.partnerId, t.createdAt, t.id),
    index('pbt_person_week_idx').on(t.employerKey, t.personKey, t.weekStart),
    index('pbt_created_idx').on(t.createdAt, t.id),
  ],
);

export const payBillTransactionItems = pgTable(
  'pay_bill_transaction_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => payBillTransactions.id),
    /** Copied down so lists scope and filter without joins. */
    ...placementParties(),
    timesheetId: uuid('timesheet_id').references(() => timesheets.id),
    expenseId: uuid('expense_id').references(() => expenses.id),
    side: text('side', { enum: LEDGER_SIDES }).notNull(),
    classification: text('classification', { enum: PAY_CLASSES }).notNull(),
    workDate: date('work_date').notNull(),
    /** Signed: a reversing item carries the negative minutes and amount of the item it reverses. */
    minutes: integer('minutes').notNull().default(0),
    rate: rate('rate'),
    amount: money('amount').notNull(),
    status: text('status', { enum: LEDGER_ITEM_STATUSES }).notNull().default('approved'),
    reversesItemId: uuid('reverses_item_id'),
    /** Set by billing and payroll when the item is taken. */
    invoiceId: uuid('invoice_id'),
    payrollRunId: uuid('payroll_run_id'),
    createdAt: created(),
  },
  (t) => [
    index('pbti_transaction_idx').on(t.transactionId),
    index('pbti_timesheet_idx').on(t.timesheetId),
    index('pbti_expense_idx').on(t.expenseId),
    // The item list's keyset order (work date, creation, id) behind each scope, and alone for staff.
    index('pbti_partner_idx').on(t.partnerId, t.workDate, t.createdAt, t.id),
    index('pbti_client_idx').on(t.clientId, t.workDate, t.createdAt, t.id),
    index('pbti_contractor_idx').on(t.contractorId, t.workDate, t.createdAt, t.id),
    index('pbti_work_date_idx').on(t.workDate, t.createdAt, t.id),
    // The dashboard's weekly billing and pay for staff (every partner's items of 12 weeks) read from the
    // index alone: its rows, scattered over the table, cost a page read each (1 s at a million timesheets).
    index('pbti_week_totals_idx').on(t.workDate, t.assignmentId, t.side, t.status, t.minutes, t.amount),
    uniqueIndex('pbti_reversed_once').on(t.reversesItemId),
    // The items an invoice took (finalize, void and a rerun move them): taken items only.
    index('pbti_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
  ],
);
