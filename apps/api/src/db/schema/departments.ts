/**
 * A client's departments (optional on assignments).
 */
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { partnerRef } from './partners.js';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef(),
    name: text('name').notNull(),
    code: text('code'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('departments_partner_idx').on(t.partnerId)],
);
