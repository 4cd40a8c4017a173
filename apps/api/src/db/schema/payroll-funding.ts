/**
 * A self-funded employer's payroll funding (issue 13; decision 0051): its payroll bank accounts
 * (/payroll_bank_accounts — routing and account numbers encrypted at rest, the last four kept for masked
 * display; one active primary; a change adds a row and retires the old one) and each run's funding debit
 * (one per run, from the primary account, the money pulled before any credit goes).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRANSFER_STATUSES } from '@app/domain';
import { created, money } from './columns.js';
import { partnerRef } from './partners.js';
import { payrollRuns } from './payroll-runs.js';
import { userRef } from './users.js';

export const payrollBankAccounts = pgTable(
  'payroll_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    accountHolder: text('account_holder').notNull(),
    bankName: text('bank_name'),
    routingNumberCiphertext: text('routing_number_ciphertext').notNull(),
    routingLast4: text('routing_last4').notNull(),
    accountType: text('account_type', { enum: ['checking', 'savings'] }).notNull(),
    accountNumberCiphertext: text('account_number_ciphertext').notNull(),
    accountLast4: text('account_last4').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    // One active primary per partner: a second make-primary at once fails on this, not silently twice.
    uniqueIndex('payroll_bank_accounts_primary_idx')
      .on(t.partnerId)
      .where(sql`${t.isPrimary} and ${t.retiredAt} is null`),
    index('payroll_bank_accounts_partner_idx').on(t.partnerId, t.createdAt, t.id),
  ],
);

/**
 * A self-funded run's funding debit: one per run (unique), its NACHA file in payroll_files ('nacha_debit').
 * Returned after the run's credits went, the amount is owed: it is collected again by a new debit linked to
 * it (`collectsDebitId`; one live collection at a time), or recorded as settled another way by an admin
 * (`settledAt`, with a note) — the returned row itself is never edited back to paid (decision 0113).
 */
export const payrollRunDebits = pgTable(
  'payroll_run_debits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set on a collection: the returned debit it collects again. */
    collectsDebitId: uuid('collects_debit_id').references((): AnyPgColumn => payrollRunDebits.id),
    payrollRunId: uuid('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id),
    partnerId: partnerRef().notNull(),
    payrollBankAccountId: uuid('payroll_bank_account_id')
      .notNull()
      .references(() => payrollBankAccounts.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    traceNumber: text('trace_number'),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('processing'),
    returnCode: text('return_code'),
    /** A returned debit an admin recorded as settled another way (a wire, a cheque), with who and why. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: userRef('settled_by'),
    settlementNote: text('settlement_note'),
    /**
     * A collection's one-entry NACHA file as written when it was made (sealed, like payroll_files.content):
     * every send of it submits this same text, never a rebuilt file.
     */
    fileContent: text('file_content'),
    /** When the partner's payroll staff and the admins were told it came back after the credits went. */
    returnMailedAt: timestamp('return_mailed_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_run_debits_run_idx')
      .on(t.payrollRunId)
      .where(sql`${t.collectsDebitId} is null`),
    // One live collection (being collected or collected) per returned debit: a second at once fails here.
    uniqueIndex('payroll_run_debits_live_collection_idx')
      .on(t.collectsDebitId)
      .where(sql`${t.collectsDebitId} is not null and ${t.status} <> 'failed'`),
    index('payroll_run_debits_partner_idx').on(t.partnerId),
  ],
);

/**
 * The File ID Modifier (A–Z, then 0–9) each NACHA file of an originator took on its creation date: a bank
 * rejects a second file with the same immediate origin, creation date and time, and modifier, so every
 * NACHA file we write — a run's deposits, its funding debit, a single re-send, a distribution's or a
 * commission's payout — takes the next one of its originator's day under a lock (`nextNachaFileIdModifier`);
 * 36 files a day per originator at most.
 */
export const nachaFileIds = pgTable(
  'nacha_file_ids',
  {
    immediateOrigin: text('immediate_origin').notNull(),
    creationDate: date('creation_date').notNull(),
    modifier: text('modifier').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.immediateOrigin, t.creationDate, t.modifier] })],
);
