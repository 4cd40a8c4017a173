/**
 * Bills: what the platform charges a partner, one per finalized invoice under the partner's platform-fee
 * setting (per hour billed or per invoice). A void invoice voids its bill; nothing is edited.
 */
import { date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILL_STATUSES, PLATFORM_FEE_BASES } from '@app/domain';
import { created, money } from './columns.js';
import { invoices } from './invoices.js';
import { partnerRef } from './partners.js';

export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    basis: text('basis', { enum: PLATFORM_FEE_BASES }).notNull(),
    /** Minutes billed (per hour) or 1 (per invoice). */
    quantityMinutes: integer('quantity_minutes').notNull(),
    rate: numeric('rate', { precision: 14, scale: 4 }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    billDate: date('bill_date').notNull(),
    status: text('status', { enum: BILL_STATUSES }).notNull().default('open'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('bills_invoice_idx').on(t.invoiceId),
    index('bills_partner_idx').on(t.partnerId, t.billDate, t.id),
  ],
);
