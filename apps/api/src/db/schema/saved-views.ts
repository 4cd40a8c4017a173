import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's saved views of a list (issue 16, decision 0093): the list's URL query (filters, sort, page size)
 * and hidden columns under a name, per platform user and table; a name once per user and table, any case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tableName: text('table_name').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    hiddenColumns: jsonb('hidden_columns').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_user_table_name_key').on(t.userId, t.tableName, sql`lower(${t.name})`),
    index('saved_views_user_table_idx').on(t.userId, t.tableName, t.createdAt),
  ],
);
