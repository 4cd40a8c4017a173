/**
 * A worker's standing paycheck deductions (issue 13, decision 0052): garnishments with their order, loans
 * and advances with the amount to repay, benefit contributions and other deductions. What each approved
 * paycheck took is its own line (code `deduction:<id>`), so the running balance and arrears are read from
 * the paychecks, never kept here: a deduction row changes only when it is stopped.
 */
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DEDUCTION_FREQUENCIES, DEDUCTION_KINDS, DEDUCTION_TREATMENTS } from '@app/domain';
import { created, money } from './columns.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const paycheckDeductions = pgTable(
  'paycheck_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: contractorRef().notNull(),
    partnerId: partnerRef().notNull(),
    kind: text('kind', { enum: DEDUCTION_KINDS }).notNull(),
    /** Benefit contributions and other deductions: pre-tax (section 125, 401(k)) or post-tax. */
    treatment: text('treatment', { enum: DEDUCTION_TREATMENTS }),
    description: text('description'),
    frequency: text('frequency', { enum: DEDUCTION_FREQUENCIES }).notNull(),
    /** Per paycheck: an amount, or a percent of the paycheck's wages (exactly one). */
    amount: money('amount'),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    /** Loans and advances: what is to be repaid in all. */
    goalAmount: money('goal_amount'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** A garnishment's order. */
    caseNumber: text('case_number'),
    issuer: text('issuer'),
    receivedDate: date('received_date'),
    priority: integer('priority').notNull().default(1),
    supportsOthers: boolean('supports_others').notNull().default(false),
    twelveWeeksInArrears: boolean('twelve_weeks_in_arrears').notNull().default(false),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedBy: userRef('stopped_by'),
    stopReason: text('stop_reason'),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [
    index('paycheck_deductions_contractor_idx').on(t.contractorId, t.createdAt),
    index('paycheck_deductions_partner_idx').on(t.partnerId, t.createdAt, t.id),
    check('paycheck_deductions_amount_or_percent', sql`(${t.amount} is null) <> (${t.percent} is null)`),
  ],
);
