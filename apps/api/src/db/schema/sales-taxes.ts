/**
 * Sales tax rows (billing issue, decision 0036): one tax component per jurisdiction, product line (null:
 * every line) and date range. Seeded by migration with the rows the domain primer supports; a rate nobody
 * has confirmed is stored as a taxable row without a rate, which an invoice run refuses.
 */
import { boolean, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { userRef } from './users.js';

export const salesTaxes = pgTable(
  'sales_taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country', { enum: ['US', 'CA'] }).notNull(),
    jurisdiction: text('jurisdiction').notNull(),
    productLine: text('product_line', { enum: ['Self-Employer', 'Eor'] }),
    taxName: text('tax_name').notNull(),
    taxable: boolean('taxable').notNull(),
    ratePercent: numeric('rate_percent', { precision: 7, scale: 4 }),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    source: text('source'),
    createdBy: userRef('created_by'),
    createdAt: created(),
  },
  (t) => [index('sales_taxes_place_idx').on(t.country, t.jurisdiction, t.effectiveFrom)],
);
