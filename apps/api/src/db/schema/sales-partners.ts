/**
 * Sales partners: they refer staffing partners and earn a share of the platform fee.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, contactColumns, created, taxIdColumns } from './columns.js';

export const salesPartners = pgTable(
  'sales_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...contactColumns(),
    /** Share of the platform fee paid on referred partners' invoices, percent. */
    commissionPercent: numeric('commission_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    ...addressColumns(),
    ...taxIdColumns(),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('sales_partners_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);
