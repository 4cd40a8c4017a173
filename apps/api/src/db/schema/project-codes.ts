/** Project codes per client, required on time entries when the client says so. */
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { clientRef } from './clients.js';
import { partnerRef } from './partners.js';

export const projectCodes = pgTable(
  'project_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef().notNull(),
    code: text('code').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('project_codes_client_code').on(t.clientId, t.code)],
);
