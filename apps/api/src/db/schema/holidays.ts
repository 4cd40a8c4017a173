/** Holidays per employer, paid or observed. */
import { sql } from 'drizzle-orm';
import { date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, employerKey } from './columns.js';

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
