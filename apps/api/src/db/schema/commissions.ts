/**
 * Sales partners' commission plans (issue 14; decision 0055): per referred partner, a percent of the
 * margin or of the billing its collected cash carries, in marginal tiers of the plan year's cumulative
 * basis, between a start and an optional end date (e.g. the referral's first 12 months). A plan is never
 * edited once written: ending it and writing the next keeps what earlier commissions were figured on.
 */
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { partners } from './partners.js';
import { salesPartners } from './sales-partners.js';
import { userRef } from './users.js';

export const commissionPlans = pgTable(
  'commission_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salesPartnerId: uuid('sales_partner_id')
      .notNull()
      .references(() => salesPartners.id),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    basis: text('basis', { enum: ['margin', 'billing'] }).notNull(),
    /** [{ from: "0", percent: "5" }, …]: ascending, the first from 0 (validated by @app/paybill). */
    tiers: jsonb('tiers').$type<{ from: string; percent: string }[]>().notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [index('commission_plans_sales_partner_idx').on(t.salesPartnerId, t.startDate, t.id)],
);
