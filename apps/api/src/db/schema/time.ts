/**
 * Time, expenses, time off and the pay/bill ledger they feed.
 *
 * Times are integer minutes: `time_start`/`time_end` are minutes after local midnight of `date` in the
 * entry's time zone (an end before the start rolls to the next day), and `start_at`/`end_at` are the
 * same instants in UTC so splitting at midnight or the workweek boundary survives DST.
 *
 * The ledger is append-only: an item is never edited or deleted, a correction is a reversing item
 * (`reverses_item_id`) plus a new one. Only an item's workflow status (hold, invoiced, paid) moves.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  EXPENSE_STATUSES,
  EXPENSE_TYPES,
  LEDGER_ITEM_STATUSES,
  LEDGER_SIDES,
  PAY_CLASSES,
  PAYROLL_FREQUENCIES,
  PTO_ACCRUAL_METHODS,
  PTO_LEDGER_KINDS,
  TIME_OFF_STATUSES,
  TIME_OFF_TYPES,
  TIMESHEET_STATUSES,
  TIMESHEET_TYPES,
  TIMESHEET_UPLOAD_STATUSES,
  TRANSACTION_STATUSES,
} from '@app/domain';
import { clients, contractors, partners, workLocations } from './organizations.js';
import { assignments } from './placements.js';
import { storedFiles } from './people.js';
import { users } from './users.js';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 14, scale: 4 });
const userRef = (name: string) => uuid(name).references(() => users.id);

/**
 * Who employs the worker: 'platform' for EOR work, else the self-employer partner's id. Overtime is
 * combined per person × employer × workweek, and each employer keeps its own pay calendar and holidays.
 */
const employerKey = () => text('employer_key').notNull();

/** One per employer: how often it pays, and the fixed workweek its overtime is counted in. */
export const payCalendars = pgTable('pay_calendars', {
  id: uuid('id').primaryKey().defaultRandom(),
  employerKey: employerKey().unique(),
  frequency: text('frequency', { enum: PAYROLL_FREQUENCIES }).notNull().default('weekly'),
  /** The first day of some pay period; the others repeat from it (monthly: its day of month). */
  anchorDate: date('anchor_date').notNull(),
  /** Pay day = period end + this many days. */
  payDayOffsetDays: integer('pay_day_offset_days').notNull().default(5),
  /** 0 = Sunday … 6 = Saturday, at this local hour in the work location's time zone. */
  workweekStartDay: smallint('workweek_start_day').notNull().default(1),
  workweekStartHour: smallint('workweek_start_hour').notNull().default(0),
  updatedBy: userRef('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Paid holidays per employer and country (region narrows to a state or province). */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerKey: employerKey(),
    country: text('country', { enum: ['US', 'CA'] }).notNull(),
    region: text('region'),
    date: date('date').notNull(),
    name: text('name').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('holidays_unique').on(t.employerKey, t.country, t.date, sql`coalesce(${t.region}, '')`)],
);

export const projectCodes = pgTable(
  'project_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    code: text('code').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('project_codes_client_code').on(t.clientId, t.code)],
);

export const timesheetUploads = pgTable('timesheet_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Whose assignments the file may name: the uploader's partner (null for staff: any). */
  partnerId: uuid('partner_id').references(() => partners.id),
  clientId: uuid('client_id').references(() => clients.id),
  fileName: text('file_name').notNull(),
  status: text('status', { enum: TIMESHEET_UPLOAD_STATUSES }).notNull().default('previewed'),
  totalRows: integer('total_rows').notNull(),
  validRows: integer('valid_rows').notNull(),
  /** Parsed rows with their per-row errors, as previewed: `[{row, values, errors: [{loc, msg}]}]`. */
  rows: jsonb('rows').notNull(),
  importedRows: integer('imported_rows').notNull().default(0),
  uploadedBy: userRef('uploaded_by').notNull(),
  createdAt: created(),
  importedAt: timestamp('imported_at', { withTimezone: true }),
});

export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    /** Copied from the assignment so every list scopes in its own query. */
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    workLocationId: uuid('work_location_id')
      .notNull()
      .references(() => workLocations.id),
    /** The work date: the local calendar day the shift starts on. */
    date: date('date').notNull(),
    timeStart: integer('time_start').notNull(),
    timeEnd: integer('time_end').notNull(),
    breakTimeMinutes: integer('break_time_minutes').notNull().default(0),
    /** (end − start, rolled past midnight) − break; hours_worked = this / 60. */
    minutesWorked: integer('minutes_worked').notNull(),
    timezone: text('timezone').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    type: text('type', { enum: TIMESHEET_TYPES }).notNull().default('regular'),
    status: text('status', { enum: TIMESHEET_STATUSES }).notNull().default('pending'),
    paid: boolean('paid').notNull().default(false),
    paidDate: timestamp('paid_date', { withTimezone: true }),
    projectCodeId: uuid('project_code_id').references(() => projectCodes.id),
    task: text('task'),
    metadata: jsonb('metadata').notNull().default({}),
    approvalDate: timestamp('approval_date', { withTimezone: true }),
    approvalEmail: text('approval_email'),
    approvalIp: text('approval_ip'),
    approvalUserId: userRef('approval_user_id'),
    /** approve_with_evidence: the client's approval (e-mail, screenshot) a non-client decider attached. */
    approvalEvidenceFileId: uuid('approval_evidence_file_id').references(() => storedFiles.id),
    signedDate: timestamp('signed_date', { withTimezone: true }),
    signedUserId: userRef('signed_user_id'),
    rejectionDate: timestamp('rejection_date', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    rejectionUserId: userRef('rejection_user_id'),
    enteringUserId: userRef('entering_user_id'),
    editingUserId: userRef('editing_user_id'),
    createdAt: created(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Locks, set by billing and payroll: a locked entry is never edited, deleted or unapproved. */
    payrollSubmissionDate: timestamp('payroll_submission_date', { withTimezone: true }),
    clientBillingInvoiceDate: timestamp('client_billing_invoice_date', { withTimezone: true }),
    /** A corrected copy of a locked entry points at the entry it corrects. */
    correctsTimesheetId: uuid('corrects_timesheet_id'),
    uploadId: uuid('upload_id').references(() => timesheetUploads.id),
    timeOffRequestId: uuid('time_off_request_id'),
  },
  (t) => [
    index('timesheets_assignment_idx').on(t.assignmentId, t.date),
    index('timesheets_contractor_idx').on(t.contractorId, t.date),
    index('timesheets_partner_idx').on(t.partnerId, t.date),
    index('timesheets_client_idx').on(t.clientId, t.date),
    index('timesheets_status_idx').on(t.status, t.date),
    check('timesheets_minutes', sql`${t.timeStart} between 0 and 1439 and ${t.timeEnd} between 0 and 1440`),
    check('timesheets_break', sql`${t.breakTimeMinutes} >= 0 and ${t.minutesWorked} >= 0`),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
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
    index('expenses_partner_idx').on(t.partnerId, t.date),
    index('expenses_contractor_idx').on(t.contractorId, t.date),
    index('expenses_client_idx').on(t.clientId, t.date),
    check('expenses_amount', sql`${t.amount} > 0`),
  ],
);

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
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
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
    index('pbt_partner_idx').on(t.partnerId, t.createdAt),
    index('pbt_person_week_idx').on(t.employerKey, t.personKey, t.weekStart),
    index('pbt_created_idx').on(t.createdAt),
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
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
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
    index('pbti_partner_idx').on(t.partnerId, t.workDate),
    index('pbti_client_idx').on(t.clientId, t.workDate),
    index('pbti_contractor_idx').on(t.contractorId, t.workDate),
    uniqueIndex('pbti_reversed_once').on(t.reversesItemId),
  ],
);

/** A one-time link that opens one week of one client approver's timesheets without a login. */
export const easyApproveTokens = pgTable(
  'easy_approve_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the 32 random bytes mailed in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    approverUserId: uuid('approver_user_id')
      .notNull()
      .references(() => users.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    weekStart: date('week_start').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('easy_approve_one_per_week').on(t.approverUserId, t.clientId, t.weekStart)],
);

export const ptoRules = pgTable('pto_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null: a platform (EOR) rule any partner may enrol its workers in. */
  partnerId: uuid('partner_id').references(() => partners.id),
  name: text('name').notNull(),
  method: text('method', { enum: PTO_ACCRUAL_METHODS }).notNull(),
  /** per_hour_worked: hours earned per hour worked (e.g. 0.0333 = 1 h per 30 h). */
  accrualRate: numeric('accrual_rate', { precision: 10, scale: 6 }),
  /** per_period: minutes earned per pay period. */
  minutesPerPeriod: integer('minutes_per_period'),
  /** The most the balance may hold (accrual stops there). */
  balanceCapMinutes: integer('balance_cap_minutes'),
  /** The most carried into the next year; the rest is forfeited by the year-end job. */
  carryOverCapMinutes: integer('carry_over_cap_minutes'),
  active: boolean('active').notNull().default(true),
  createdBy: userRef('created_by'),
  createdAt: created(),
});

export const ptoEnrollments = pgTable(
  'pto_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ptoRuleId: uuid('pto_rule_id')
      .notNull()
      .references(() => ptoRules.id),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    startDate: date('start_date').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('pto_enrollments_unique').on(t.ptoRuleId, t.contractorId)],
);

export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    type: text('type', { enum: TIME_OFF_TYPES }).notNull().default('pto'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Minutes off per day requested (e.g. 480). */
    minutesPerDay: integer('minutes_per_day').notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    reason: text('reason'),
    status: text('status', { enum: TIME_OFF_STATUSES }).notNull().default('pending'),
    decidedBy: userRef('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    index('time_off_requests_contractor_idx').on(t.contractorId, t.startDate),
    check('time_off_requests_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** An approved request's days: each becomes a paid-not-worked timesheet entry. */
export const timeOffEntries = pgTable(
  'time_off_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    timeOffRequestId: uuid('time_off_request_id')
      .notNull()
      .references(() => timeOffRequests.id),
    date: date('date').notNull(),
    minutes: integer('minutes').notNull(),
    timesheetId: uuid('timesheet_id').references(() => timesheets.id),
    createdAt: created(),
  },
  (t) => [index('time_off_entries_request_idx').on(t.timeOffRequestId)],
);

/** The PTO accrual ledger: append-only, balance = sum(minutes) per contractor × rule. */
export const ptoAccruals = pgTable(
  'pto_accruals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    ptoRuleId: uuid('pto_rule_id')
      .notNull()
      .references(() => ptoRules.id),
    kind: text('kind', { enum: PTO_LEDGER_KINDS }).notNull(),
    minutes: integer('minutes').notNull(),
    effectiveDate: date('effective_date').notNull(),
    timesheetId: uuid('timesheet_id').references(() => timesheets.id),
    timeOffRequestId: uuid('time_off_request_id').references(() => timeOffRequests.id),
    reversesId: uuid('reverses_id'),
    note: text('note'),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    index('pto_accruals_contractor_idx').on(t.contractorId, t.ptoRuleId),
    uniqueIndex('pto_accruals_reversed_once').on(t.reversesId),
  ],
);
