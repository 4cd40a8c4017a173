/**
 * An employer's own tax figures (/company_taxes, issue 12; decision 0044), per employer key ('platform' or a
 * self-employer partner's id): its profile (legal name, FEIN), its state unemployment registrations (account
 * number, the SUTA rate the state assigned it, the state's wage base) per state and year, and its workers'
 * comp rates per class code, state and year. The FEIN and account numbers are encrypted at rest
 * (lib/field-crypto.ts): the ciphertext, and the last four for masked display.
 */
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created, employerKey, money } from './columns.js';
import { userRef } from './users.js';
import { workersCompCodes } from './workers-comp-codes.js';

const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One per employer: its legal name and FEIN. */
export const companyTaxProfiles = pgTable('company_tax_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  employerKey: employerKey().unique(),
  legalName: text('legal_name').notNull(),
  feinCiphertext: text('fein_ciphertext').notNull(),
  feinLast4: text('fein_last4').notNull(),
  updatedBy: userRef('updated_by'),
  createdAt: created(),
  updatedAt: updated(),
});

/** The employer's state unemployment registration for one state and year. */
export const companyStateRegistrations = pgTable(
  'company_state_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerKey: employerKey(),
    state: text('state').notNull(),
    year: integer('year').notNull(),
    accountNumberCiphertext: text('account_number_ciphertext').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    /** Percent: 2.7000 is 2.7%. */
    sutaRatePercent: numeric('suta_rate_percent', { precision: 6, scale: 4 }).notNull(),
    sutaWageBase: money('suta_wage_base').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('company_state_registrations_unique').on(t.employerKey, t.state, t.year),
    check('company_state_registrations_rate', sql`${t.sutaRatePercent} between 0 and 20`),
    check('company_state_registrations_base', sql`${t.sutaWageBase} > 0`),
  ],
);

/** The employer's workers' comp rate per $100 of wages for one class code, state and year. */
export const companyWorkersCompRates = pgTable(
  'company_workers_comp_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerKey: employerKey(),
    workersCompCodeId: uuid('workers_comp_code_id')
      .notNull()
      .references(() => workersCompCodes.id),
    state: text('state').notNull(),
    year: integer('year').notNull(),
    ratePer100: numeric('rate_per_100', { precision: 7, scale: 4 }).notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('company_workers_comp_rates_unique').on(t.employerKey, t.workersCompCodeId, t.state, t.year),
    check('company_workers_comp_rates_rate', sql`${t.ratePer100} between 0 and 100`),
  ],
);
