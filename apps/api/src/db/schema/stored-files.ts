import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { partnerRef } from './partners.js';
import { users } from './users.js';

/** Uploaded files (logos, favicons, receipts) kept through the storage interface (lib/storage.ts). */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  partnerId: partnerRef(),
  purpose: text('purpose').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: created(),
});
