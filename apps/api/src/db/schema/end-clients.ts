import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clientRef } from './clients.js';
import { addressColumns, created } from './columns.js';
import { partnerRef } from './partners.js';

/** The client's own customer the work is done for (optional on assignments and invoices). */
export const endClients = pgTable(
  'end_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef().notNull(),
    name: text('name').notNull(),
    ...addressColumns(),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('end_clients_client_idx').on(t.clientId)],
);
