/**
 * A client's bank accounts it pays invoices from. The account number is kept only as ciphertext and its
 * last four digits; removing an account retires it (payments made from it keep pointing at it).
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { clientRef } from './clients.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef().notNull(),
    kind: text('kind', { enum: ['us_bank', 'ca_bank'] }).notNull(),
    accountHolder: text('account_holder').notNull(),
    bankName: text('bank_name'),
    /** US: the ABA routing number; Canada: institution-transit (e.g. 004-12345). */
    routing: text('routing').notNull(),
    accountType: text('account_type', { enum: ['checking', 'savings'] }).notNull(),
    accountNumberCiphertext: text('account_number_ciphertext').notNull(),
    accountLast4: text('account_last4').notNull(),
    createdBy: userRef('created_by'),
    createdAt: created(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('payment_methods_client_idx').on(t.clientId, t.createdAt)],
);
