/**
 * Rate changes are effective-dated rows, never edits: the rate for a work date is the row with the latest
 * effective_date on or before it (latest created wins a tie), so history is kept and time already approved
 * keeps the rate it was priced at.
 */
import { date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { assignmentRef } from './assignments.js';
import { created, rate } from './columns.js';
import { users } from './users.js';

export const assignmentRates = pgTable(
  'assignment_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: assignmentRef().notNull(),
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
