/** PTO rules, enrollments and the accrual ledger, and time off requests with their entries. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PTO_ACCRUAL_METHODS, PTO_LEDGER_KINDS, TIME_OFF_STATUSES, TIME_OFF_TYPES } from '@app/domain';
import { created } from './columns.js';
import { timesheets } from './timesheets.js';
import { placementParties } from './assignments.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const ptoRules = pgTable('pto_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null: a platform (EOR) rule any partner may enrol its workers in. */
  partnerId: partnerRef(),
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
    contractorId: contractorRef().notNull(),
    startDate: date('start_date').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('pto_enrollments_unique').on(t.ptoRuleId, t.contractorId)],
);

export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...placementParties(),
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
    contractorId: contractorRef().notNull(),
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
