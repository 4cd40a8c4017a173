import { index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';

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
