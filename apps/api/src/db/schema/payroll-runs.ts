/**
 * Payroll runs (issue 13): one per employer × partner × pay period (decision 0047), its paychecks — each
 * the payroll engine's figures for one worker, with every line and the year to date after it — and the
 * pay-side ledger items behind each paycheck's earnings. A pre-draft run's paychecks are a preview, replaced
 * whole on every recompute; from approval on a paycheck is never edited (a void is a new, reversing one).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  OFF_CYCLE_REASONS,
  PAYROLL_FUNDINGS,
  PAYROLL_RUN_KINDS,
  PAYROLL_RUN_STATUSES,
  TRANSFER_FALLBACK_REASONS,
  TRANSFER_METHODS,
  TRANSFER_STATUSES,
} from '@app/domain';
import { bankAccounts } from './direct-deposit.js';
import { created, employerKey, money } from './columns.js';
import { contractorRef } from './contractors.js';
import { payBillTransactionItems } from './ledger.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerKey: employerKey(),
    partnerId: partnerRef().notNull(),
    kind: text('kind', { enum: PAYROLL_RUN_KINDS }).notNull().default('regular'),
    status: text('status', { enum: PAYROLL_RUN_STATUSES }).notNull().default('pre_draft'),
    funding: text('funding', { enum: PAYROLL_FUNDINGS }).notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    payDate: date('pay_date').notNull(),
    workerCount: integer('worker_count').notNull().default(0),
    refusedCount: integer('refused_count').notNull().default(0),
    gross: money('gross').notNull().default('0'),
    employeeTaxes: money('employee_taxes').notNull().default('0'),
    deductions: money('deductions').notNull().default('0'),
    net: money('net').notNull().default('0'),
    employerTaxes: money('employer_taxes').notNull().default('0'),
    previewedAt: timestamp('previewed_at', { withTimezone: true }),
    /**
     * The SHA-256 of everything the preview was figured from (decision 0071): approval figures it again and
     * refuses a run whose inputs changed since (new approved time, a W-4, a deduction, a rate …).
     */
    previewInputs: text('preview_inputs'),
    /** Approval (the 424 step passed): who and when; the items were taken then. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: userRef('approved_by'),
    /** Set when approval came after the funding deadline: the pay day it had before it moved. */
    payDateMovedFrom: date('pay_date_moved_from'),
    /** Processing's progress: paychecks issued of the run's total (the run page shows it live). */
    processedCount: integer('processed_count').notNull().default(0),
    /** An off-cycle run's reason (decision 0050): bonus, correction or final paycheck; null for a regular run. */
    offCycleReason: text('off_cycle_reason', { enum: OFF_CYCLE_REASONS }),
    /** A bonus run pays no recurring deductions: the paycheck builder leaves them out (decision 0050). */
    skipRecurringDeductions: boolean('skip_recurring_deductions').notNull().default(false),
    /** A bonus meant as a net amount: each worker's bonus is the net to reach, the gross solved for it. */
    grossUp: boolean('gross_up').notNull().default(false),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    // One regular run per employer, partner and period: a second create finds the first.
    uniqueIndex('payroll_runs_period_idx')
      .on(t.employerKey, t.partnerId, t.periodStart)
      .where(sql`${t.kind} = 'regular'`),
    index('payroll_runs_partner_idx').on(t.partnerId, t.periodStart, t.id),
    index('payroll_runs_list_idx').on(t.periodStart, t.id),
  ],
);

/** Workers left out of a pre-draft run by hand: kept across recomputes. */
export const payrollRunExclusions = pgTable(
  'payroll_run_exclusions',
  {
    payrollRunId: uuid('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id),
    contractorId: contractorRef().notNull(),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.payrollRunId, t.contractorId] })],
);

/**
 * One-off earnings and deductions added to a worker in a pre-draft run (a bonus, a loan repayment, a
 * correction): kept across recomputes, figured with the worker's ledger earnings, removable until approval.
 */
export const payrollRunAdjustments = pgTable(
  'payroll_run_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payrollRunId: uuid('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id),
    contractorId: contractorRef().notNull(),
    kind: text('kind', { enum: ['earning', 'pre_tax', 'post_tax'] }).notNull(),
    /** The engine's type: an earning type, a pre-tax or a post-tax deduction type. */
    type: text('type').notNull(),
    amount: money('amount').notNull(),
    note: text('note'),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [index('payroll_run_adjustments_run_idx').on(t.payrollRunId, t.contractorId)],
);

export const paychecks = pgTable(
  'paychecks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payrollRunId: uuid('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id),
    employerKey: employerKey(),
    partnerId: partnerRef().notNull(),
    contractorId: contractorRef().notNull(),
    /** The person across contractor records (tax-id blind index, else the contractor id): year-to-date is per person per employer. */
    personKey: text('person_key').notNull(),
    classification: text('classification').notNull(),
    workState: text('work_state'),
    checkDate: date('check_date').notNull(),
    currency: text('currency').notNull(),
    gross: money('gross').notNull(),
    preTax: money('pre_tax').notNull(),
    employeeTaxes: money('employee_taxes').notNull(),
    postTax: money('post_tax').notNull(),
    net: money('net').notNull(),
    employerTaxes: money('employer_taxes').notNull(),
    employerCost: money('employer_cost').notNull(),
    /** The engine's year to date after this paycheck (camelCase keys, decimal strings). */
    ytd: jsonb('ytd').notNull(),
    warnings: jsonb('warnings')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Set when the engine refused the worker: the paycheck has no figures and blocks submission. */
    refusal: text('refusal'),
    excluded: boolean('excluded').notNull().default(false),
    /** When the worker was e-mailed that the pay stub is ready (once, after the run is paid). */
    stubMailedAt: timestamp('stub_mailed_at', { withTimezone: true }),
    /** A void's reversing paycheck: the paycheck it reverses (its lines negated), and why (decision 0050). */
    reversalOfId: uuid('reversal_of_id').references((): AnyPgColumn => paychecks.id),
    voidReason: text('void_reason'),
    /** A reissue: the voided paycheck whose figures it pays again. */
    reissueOfId: uuid('reissue_of_id').references((): AnyPgColumn => paychecks.id),
    createdAt: created(),
  },
  (t) => [
    index('paychecks_run_idx').on(t.payrollRunId),
    // One reversal and one reissue per paycheck: a second void or reissue finds the first.
    uniqueIndex('paychecks_reversal_idx')
      .on(t.reversalOfId)
      .where(sql`${t.reversalOfId} is not null`),
    uniqueIndex('paychecks_reissue_idx')
      .on(t.reissueOfId)
      .where(sql`${t.reissueOfId} is not null`),
    index('paychecks_person_idx').on(t.employerKey, t.personKey, t.checkDate),
    index('paychecks_contractor_idx').on(t.contractorId, t.checkDate),
  ],
);

export const PAYCHECK_LINE_SECTIONS = ['earning', 'pre_tax', 'employee_tax', 'employer_tax', 'post_tax'] as const;

export const paycheckLines = pgTable(
  'paycheck_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paycheckId: uuid('paycheck_id')
      .notNull()
      .references(() => paychecks.id),
    section: text('section', { enum: PAYCHECK_LINE_SECTIONS }).notNull(),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    base: money('base').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [index('paycheck_lines_paycheck_idx').on(t.paycheckId, t.position)],
);

/** The ledger items behind a paycheck's earnings, with the earning type each became. */
export const paycheckItems = pgTable(
  'paycheck_items',
  {
    paycheckId: uuid('paycheck_id')
      .notNull()
      .references(() => paychecks.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => payBillTransactionItems.id),
    earning: text('earning').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paycheckId, t.itemId] }), index('paycheck_items_item_idx').on(t.itemId)],
);

export { TRANSFER_METHODS };

/**
 * What pays a paycheck: one transfer per paycheck (unique), created by processing, never deleted. A
 * direct deposit carries its account (the worker's bank account row, last four) and, once in a file, its
 * trace number; its status follows the bank (section 4's transfer statuses). A paycheck without a bank
 * account is paid by check; one with nothing to pay (net zero) needs no transfer and is marked paid.
 */
export const payrollTransfers = pgTable(
  'payroll_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paycheckId: uuid('paycheck_id')
      .notNull()
      .references(() => paychecks.id),
    payrollRunId: uuid('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id),
    partnerId: partnerRef().notNull(),
    contractorId: contractorRef().notNull(),
    method: text('method', { enum: TRANSFER_METHODS }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id),
    accountType: text('account_type', { enum: ['checking', 'savings'] }),
    accountLast4: text('account_last4'),
    traceNumber: text('trace_number'),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('processing'),
    returnCode: text('return_code'),
    /** A split deposit's place among the paycheck's transfers (0, 1, …; decision 0051): one per account. */
    sequence: integer('sequence').notNull().default(0),
    /** A re-send: the failed transfer it pays again, to the worker's current account (decision 0050). */
    resentFromId: uuid('resent_from_id').references((): AnyPgColumn => payrollTransfers.id),
    /**
     * A check paying a split's share in place of the account it names, whose prenote has not cleared or was
     * returned (decision 0067): that account, and why.
     */
    fallbackForAccountId: uuid('fallback_for_account_id').references(() => bankAccounts.id),
    fallbackReason: text('fallback_reason', { enum: TRANSFER_FALLBACK_REASONS }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Processing's one transfer per paycheck and deposit account (split deposits: decision 0051); re-sends
    // are one per failed transfer.
    uniqueIndex('payroll_transfers_paycheck_idx')
      .on(t.paycheckId, t.sequence)
      .where(sql`${t.resentFromId} is null`),
    uniqueIndex('payroll_transfers_resent_idx')
      .on(t.resentFromId)
      .where(sql`${t.resentFromId} is not null`),
    index('payroll_transfers_run_idx').on(t.payrollRunId),
    uniqueIndex('payroll_transfers_trace_idx')
      .on(t.traceNumber)
      .where(sql`${t.traceNumber} is not null`),
  ],
);

/** A run's direct deposit file, written once (its text kept as sent) and its submission to the bank. */
export const payrollFiles = pgTable(
  'payroll_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payrollRunId: uuid('payroll_run_id')
      .notNull()
      .references(() => payrollRuns.id),
    /** nacha: the US credits; nacha_debit: a self-funded run's funding debit; cpa005: the Canadian credits (decision 0051). */
    format: text('format', { enum: ['nacha', 'nacha_debit', 'cpa005'] }).notNull(),
    content: text('content').notNull(),
    entryCount: integer('entry_count').notNull(),
    /** Of the entries, the zero-amount prenotes to new deposit accounts (decision 0067). */
    prenoteCount: integer('prenote_count').notNull().default(0),
    totalCredit: money('total_credit').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    bankReference: text('bank_reference'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('payroll_files_run_idx').on(t.payrollRunId, t.format)],
);

/**
 * ACH trace sequences (the 7 digits after the ODFI's 8): drawn here for every file the platform writes —
 * payroll credits, funding debits, re-sends — so no two entries ever share a trace number and a bank's
 * return names exactly one transfer. Wraps after 9,999,999 (`nextTraceSequences`).
 */
export const payrollTraceSequence = pgSequence('payroll_trace_seq', { startWith: 1, minValue: 1 });
