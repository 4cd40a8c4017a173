/**
 * Placements and the rates behind them. Rate changes are effective-dated rows, never edits: the
 * rate for a work date is the row with the latest effective_date on or before it (latest created
 * wins a tie), so history is kept and time already approved keeps the rate it was priced at.
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
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOB_CLASSIFICATIONS, RATE_SETTING_KINDS, REVIEW_STATUSES } from '@app/domain';
import { clients, contractors, departments, endClients, jobs, partners, workLocations } from './organizations.js';
import { users } from './users.js';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Hourly rates and multipliers keep four decimals; money amounts are rounded where they are used. */
const rate = (name: string) => numeric(name, { precision: 14, scale: 4 });

export const ASSIGNMENT_STATUSES = ['pending', 'live', 'ended'] as const;

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    workLocationId: uuid('work_location_id')
      .notNull()
      .references(() => workLocations.id),
    endClientId: uuid('end_client_id').references(() => endClients.id),
    departmentId: uuid('department_id').references(() => departments.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    status: text('status', { enum: ASSIGNMENT_STATUSES }).notNull().default('pending'),
    processingStatus: text('processing_status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    processingStatusMessage: text('processing_status_message'),
    hasWorked: boolean('has_worked').notNull().default(false),
    endedReason: text('ended_reason'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [
    index('assignments_partner_idx').on(t.partnerId),
    index('assignments_client_idx').on(t.clientId),
    index('assignments_contractor_idx').on(t.contractorId),
    check('assignments_dates', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

export const assignmentRates = pgTable(
  'assignment_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id),
    effectiveDate: date('effective_date').notNull(),
    payRate: rate('pay_rate'),
    billRate: rate('bill_rate'),
    overtimePayRate: rate('overtime_pay_rate'),
    overtimeBillRate: rate('overtime_bill_rate'),
    doubleOvertimePayRate: rate('double_overtime_pay_rate'),
    doubleOvertimeBillRate: rate('double_overtime_bill_rate'),
    holidayPayRate: rate('holiday_pay_rate'),
    holidayBillRate: rate('holiday_bill_rate'),
    /** Salaried jobs: yearly pay instead of hourly rates (self-funded or self-employer partners only). */
    annualSalary: numeric('annual_salary', { precision: 14, scale: 2 }),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('assignment_rates_assignment_idx').on(t.assignmentId, t.effectiveDate)],
);

/** The kinds of /rates rows: the domain's list (the legacy combined FICA is still read, never created). */
export const RATE_KINDS = RATE_SETTING_KINDS;

/**
 * /rates: every multiplier, fee and employer-burden rate, effective-dated. partner_id narrows a row to
 * one partner (fees, multipliers), region to a state or province (SUTA, workers' comp), and
 * workers_comp_code to one code. The most specific row in effect wins.
 */
export const rateSettings = pgTable(
  'rate_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: RATE_KINDS }).notNull(),
    partnerId: uuid('partner_id').references(() => partners.id),
    region: text('region'),
    workersCompCode: text('workers_comp_code'),
    effectiveDate: date('effective_date').notNull(),
    value: numeric('value', { precision: 14, scale: 4 }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('rate_settings_kind_idx').on(t.kind, t.effectiveDate)],
);

/** GSA per-diem reference (lodging and meals & incidentals per destination, per fiscal year). */
export const gsaRates = pgTable(
  'gsa_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fiscalYear: integer('fiscal_year').notNull(),
    state: text('state').notNull(),
    destination: text('destination').notNull(),
    county: text('county'),
    seasonBegin: text('season_begin'),
    seasonEnd: text('season_end'),
    lodging: numeric('lodging', { precision: 10, scale: 2 }).notNull(),
    mealsAndIncidentals: numeric('meals_and_incidentals', { precision: 10, scale: 2 }).notNull(),
    createdAt: created(),
  },
  (t) => [index('gsa_rates_lookup_idx').on(t.fiscalYear, t.state, t.destination)],
);

/** A worker classification assessment (IC vs employee), recorded with its answers and result. */
export const workerClassifications = pgTable(
  'worker_classifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    contractorId: uuid('contractor_id').references(() => contractors.id),
    workerName: text('worker_name').notNull(),
    answers: jsonb('answers').notNull().default({}),
    result: text('result', { enum: JOB_CLASSIFICATIONS }).notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('worker_classifications_partner_idx').on(t.partnerId)],
);
