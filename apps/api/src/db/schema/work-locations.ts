import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clientRef } from './clients.js';
import { addressColumns, created } from './columns.js';
import { partnerRef } from './partners.js';

/** A place work is done: its address decides the tax state or province, its zone the workweek clock. */
export const workLocations = pgTable(
  'work_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef(),
    name: text('name').notNull(),
    ...addressColumns(),
    timezone: text('timezone').notNull().default('America/New_York'),
    isRemote: boolean('is_remote').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('work_locations_partner_idx').on(t.partnerId)],
);
