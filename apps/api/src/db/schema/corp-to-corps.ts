import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, contactColumns, created, taxIdColumns } from './columns.js';
import { partnerRef } from './partners.js';

/** A vendor company a contractor works through (corp-to-corp); partner-owned. */
export const corpToCorps = pgTable(
  'corp_to_corps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    name: text('name').notNull(),
    ...contactColumns(),
    ...addressColumns(),
    ...taxIdColumns(),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('corp_to_corps_partner_idx').on(t.partnerId)],
);
