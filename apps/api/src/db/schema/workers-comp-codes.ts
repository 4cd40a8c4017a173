import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';

export const workersCompCodes = pgTable('workers_comp_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: created(),
});
