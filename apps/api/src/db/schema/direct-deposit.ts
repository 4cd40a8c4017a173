/**
 * Direct deposit accounts (/v2/payroll_methods): account numbers only as ciphertext (lib/field-crypto.ts).
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { users } from './users.js';

/** Direct deposit accounts; a change adds a row and retires the old one (history kept for payroll). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    accountHolder: text('account_holder').notNull(),
    bankName: text('bank_name'),
    routingNumber: text('routing_number').notNull(),
    accountType: text('account_type', { enum: ['checking', 'savings'] }).notNull(),
    accountNumberCiphertext: text('account_number_ciphertext').notNull(),
    accountLast4: text('account_last4').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId)],
);
