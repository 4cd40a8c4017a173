/** The pay calendars (one per employer): how often it pays, and the workweek its overtime is counted in. */
import { date, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYROLL_FREQUENCIES } from '@app/domain';
import { employerKey } from './columns.js';
import { userRef } from './users.js';

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
