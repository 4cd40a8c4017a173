/** Expenses: reimbursable to the worker (pay side) and billable to the client (bill side). */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EXPENSE_STATUSES, EXPENSE_TYPES } from '@app/domain';
import { created, money } from './columns.js';
import { placementParties } from './assignments.js';
import { storedFiles } from './stored-files.js';
import { userRef } from './users.js';

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...placementParties(),
    type: text('type', { enum: EXPENSE_TYPES }).notNull(),
    amount: money('amount').notNull(),
    date: date('date').notNull(),
    /** Bonuses and commissions: the weeks they were earned over (spread back for the regular rate). */
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    category: text('category'),
    description: text('description'),
    businessPurpose: text('business_purpose'),
    /** Reimbursed to the worker (a pay item) and/or billed to the client (a bill item). */
    reimbursable: boolean('reimbursable').notNull().default(true),
    billable: boolean('billable').notNull().default(true),
    receiptFileId: uuid('receipt_file_id').references(() => storedFiles.id),
    status: text('status', { enum: EXPENSE_STATUSES }).notNull().default('pending'),
    paid: boolean('paid').notNull().default(false),
    paidDate: timestamp('paid_date', { withTimezone: true }),
    approvalUserId: userRef('approval_user_id'),
    approvalDate: timestamp('approval_date', { withTimezone: true }),
    approvalIp: text('approval_ip'),
    rejectionUserId: userRef('rejection_user_id'),
    rejectionDate: timestamp('rejection_date', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    enteringUserId: userRef('entering_user_id'),
    editingUserId: userRef('editing_user_id'),
    createdAt: created(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    payrollSubmissionDate: timestamp('payroll_submission_date', { withTimezone: true }),
    clientBillingInvoiceDate: timestamp('client_billing_invoice_date', { withTimezone: true }),
  },
  (t) => [
    // The list's keyset order (date, creation, id) behind each scope, and alone for staff.
    index('expenses_partner_idx').on(t.partnerId, t.date, t.createdAt, t.id),
    index('expenses_contractor_idx').on(t.contractorId, t.date, t.createdAt, t.id),
    index('expenses_client_idx').on(t.clientId, t.date, t.createdAt, t.id),
    index('expenses_date_idx').on(t.date, t.createdAt, t.id),
    check('expenses_amount', sql`${t.amount} > 0`),
  ],
);
