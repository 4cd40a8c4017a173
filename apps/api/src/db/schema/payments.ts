/**
 * Cash from clients. A payment is never edited in its money: its allocations are append-only rows (an
 * unallocation or a return adds a reversing row pointing at the one it undoes), and a returned payment
 * keeps its record with the bank's code. Invoices carry the running `allocated_amount` the rows add up to.
 */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ALLOCATION_SOURCES,
  PAYMENT_ALLOCATION_SUB_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_UPLOAD_STATUSES,
} from '@app/domain';
import { created, money } from './columns.js';
import { clientRef } from './clients.js';
import { invoices } from './invoices.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    /** The payer. */
    clientId: clientRef().notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    paymentDate: date('payment_date').notNull(),
    reference: text('reference'),
    notes: text('notes'),
    /** Paid online (/pay): the account it was debited from, and the processor's reference. */
    paymentMethodId: uuid('payment_method_id'),
    processorReference: text('processor_reference'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('received'),
    returnCode: text('return_code'),
    returnDate: date('return_date'),
    returnReason: text('return_reason'),
    /** The remittance file it was imported from, if any. */
    uploadId: uuid('upload_id'),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    index('payments_partner_idx').on(t.partnerId, t.paymentDate, t.id),
    index('payments_client_idx').on(t.clientId, t.paymentDate, t.id),
    index('payments_date_idx').on(t.paymentDate, t.id),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What applies the amount: a payment's cash, a credit memo's credit (and its mirror row on the memo), a refund, a write-off. */
    source: text('source', { enum: ALLOCATION_SOURCES }).notNull().default('payment'),
    /** Set for cash; null for credit memos, refunds and write-offs. */
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The credit memo whose credit this row applies (or refunds). */
    creditMemoId: uuid('credit_memo_id').references(() => invoices.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** Signed: a reversing row carries the negative amount of the row it undoes. */
    amount: money('amount').notNull(),
    subStatus: text('sub_status', { enum: PAYMENT_ALLOCATION_SUB_STATUSES }),
    reversesAllocationId: uuid('reverses_allocation_id'),
    reason: text('reason'),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId, t.createdAt),
    index('payment_allocations_invoice_idx').on(t.invoiceId, t.createdAt),
    index('payment_allocations_memo_idx')
      .on(t.creditMemoId)
      .where(sql`${t.creditMemoId} is not null`),
  ],
);

/**
 * A bank remittance file imported as payments: the preview matched its rows to invoices and wrote
 * nothing; confirming writes this row and one payment per matched row (payments.upload_id).
 */
export const paymentUploads = pgTable(
  'payment_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: PAYMENT_UPLOAD_STATUSES }).notNull(),
    rowCount: integer('row_count').notNull(),
    importedCount: integer('imported_count').notNull(),
    totalAmount: money('total_amount').notNull(),
    /** Each row as read, with what it matched and why a row was left out (no money beyond the file's own). */
    rows: jsonb('rows').notNull(),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [index('payment_uploads_partner_idx').on(t.partnerId, t.createdAt)],
);

/**
 * Money-moving POSTs by Idempotency-Key (lib/idempotency.ts): the first request's answer is saved in its
 * own transaction, so a retry gets the same answer and creates nothing twice; another body under the same
 * key is refused.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    userId: uuid('user_id').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.route, t.key] })],
);
