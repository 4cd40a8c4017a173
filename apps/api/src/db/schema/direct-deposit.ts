/**
 * Direct deposit accounts (/v2/payroll_methods): account numbers only as ciphertext (lib/field-crypto.ts).
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRENOTE_STATUSES } from '@app/domain';
import { created, money } from './columns.js';
import { users } from './users.js';

/**
 * Direct deposit accounts; a change adds a row and retires the old one (history kept for payroll). A worker
 * may split pay across several active accounts (decision 0051): each takes a fixed amount or a percent of
 * net pay, in `position` order, and exactly one takes the remainder. A Canadian account (country CA) keeps
 * "0" + institution (3) + transit (5) in `routing_number`, as CPA-005 writes it.
 *
 * A US account's prenote (decision 0067): the zero-dollar entry a run's NACHA file sends a new account
 * before any money — `none` until a file carries it, then `pending` with its trace number, its file and its
 * effective entry date, clearing 3 banking days later (`prenote_clears_on`: read as cleared from that day
 * with no return), or `failed` with the bank's return code. A new account number is a new row, so a new
 * prenote; a row re-entered with the same routing, account number and type keeps the earlier one's state.
 * Rows on file before prenotes were sent were marked cleared (they had taken live credits).
 */
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
    country: text('country', { enum: ['US', 'CA'] })
      .notNull()
      .default('US'),
    allocationKind: text('allocation_kind', { enum: ['remainder', 'percent', 'amount'] })
      .notNull()
      .default('remainder'),
    /** The amount (in the paycheck's currency) or the percent (50.00 is 50%); null for the remainder. */
    allocationValue: money('allocation_value'),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    prenoteStatus: text('prenote_status', { enum: PRENOTE_STATUSES }).notNull().default('none'),
    prenoteTraceNumber: text('prenote_trace_number'),
    /** The payroll_files row of the NACHA file that carried the prenote (not a foreign key: schema cycle). */
    prenoteFileId: uuid('prenote_file_id'),
    prenoteSentAt: timestamp('prenote_sent_at', { withTimezone: true }),
    prenoteEffectiveDate: date('prenote_effective_date'),
    prenoteClearsOn: date('prenote_clears_on'),
    prenoteReturnCode: text('prenote_return_code'),
    prenoteReturnedAt: timestamp('prenote_returned_at', { withTimezone: true }),
    /** When the worker and the employer's payroll staff were told the prenote came back (decision 0067). */
    prenoteReturnMailedAt: timestamp('prenote_return_mailed_at', { withTimezone: true }),
    /**
     * A live deposit the bank returned because the account cannot take entries (R02 closed, R03 not found …;
     * decision 0078): its code, when, the returned entry's trace number, and when the worker and payroll staff
     * were told. Set once: no deposit goes to the account again (a share due to it is paid by check).
     */
    depositReturnCode: text('deposit_return_code'),
    depositReturnedAt: timestamp('deposit_returned_at', { withTimezone: true }),
    depositReturnTraceNumber: text('deposit_return_trace_number'),
    depositReturnMailedAt: timestamp('deposit_return_mailed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId),
    // A bank's return names the prenote by its trace number (a re-entered account shares its original's).
    index('bank_accounts_prenote_trace_idx')
      .on(t.prenoteTraceNumber)
      .where(sql`${t.prenoteTraceNumber} is not null`),
    // One remainder account per worker among the active ones.
    uniqueIndex('bank_accounts_remainder_idx')
      .on(t.userId)
      .where(sql`${t.retiredAt} is null and ${t.allocationKind} = 'remainder'`),
  ],
);
