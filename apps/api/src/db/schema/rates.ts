/**
 * Platform and partner rate settings (/rates): burden, fees and multipliers, effective-dated.
 */
import { date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { RATE_SETTING_KINDS } from '@app/domain';
import { created } from './columns.js';
import { partnerRef } from './partners.js';
import { users } from './users.js';

/** The kinds of /rates rows: the domain's list (the legacy combined FICA is still read, never created). */
export const RATE_KINDS = RATE_SETTING_KINDS;

/**
 * /rates: every multiplier, fee and employer-burden rate, effective-dated. partner_id narrows a row to
 * one partner (fees, multipliers), region to a state or province (SUTA, workers' comp), and
 * workers_comp_code to one code. The most specific row in effect wins.
 */
export const rateSettings = pgTable(
  'rate_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: RATE_KINDS }).notNull(),
    partnerId: partnerRef(),
    region: text('region'),
    workersCompCode: text('workers_comp_code'),
    effectiveDate: date('effective_date').notNull(),
    value: numeric('value', { precision: 14, scale: 4 }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('rate_settings_kind_idx').on(t.kind, t.effectiveDate)],
);
