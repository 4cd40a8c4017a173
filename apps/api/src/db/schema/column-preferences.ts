import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Which columns a user shows in a table (spec section 9: keyed by platform user id + table name). */
export const columnPreferences = pgTable(
  'column_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tableName: text('table_name').notNull(),
    hiddenColumns: jsonb('hidden_columns').notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableName] })],
);
