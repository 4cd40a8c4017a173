/**
 * Adjustments: credits and debits to a client outside its time and expenses. Pending until an invoice
 * run charges them to the client's invoice (a rerun or a void returns them to pending); once that
 * invoice is finalized they are invoiced and never change. A wrong one is voided or countered by another.
 */
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_STATUSES } from '@app/domain';
import { created, money } from './columns.js';
import { clientRef } from './clients.js';
import { invoices } from './invoices.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const adjustments = pgTable(
  'adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef().notNull(),
    type: text('type').notNull(),
    direction: text('direction', { enum: ADJUSTMENT_DIRECTIONS }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    description: text('description').notNull(),
    notes: text('notes'),
    date: date('date').notNull(),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull().default('pending'),
    invoiceChargedAgainst: uuid('invoice_charged_against').references(() => invoices.id),
    invoiceRelatedTo: uuid('invoice_related_to').references(() => invoices.id),
    partnerAmountDue: money('partner_amount_due').notNull().default('0'),
    voidReason: text('void_reason'),
    createdBy: userRef('created_by'),
    createdAt: created(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('adjustments_partner_idx').on(t.partnerId, t.date, t.id),
    index('adjustments_client_idx').on(t.clientId, t.status),
    index('adjustments_invoice_idx').on(t.invoiceChargedAgainst),
  ],
);
