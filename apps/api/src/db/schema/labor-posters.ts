/**
 * Labor posters (issue 15; decision 0076): a required workplace poster of a US state, a Canadian province
 * (region) or the country's federal government (region null), kept as a stored PDF. Archived, never
 * deleted.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COUNTRIES } from '@app/domain';
import { created } from './columns.js';
import { storedFiles } from './stored-files.js';
import { userRef } from './users.js';

export const laborPosters = pgTable(
  'labor_posters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country', { enum: COUNTRIES }).notNull(),
    region: text('region'),
    title: text('title').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedBy: userRef('uploaded_by'),
    createdAt: created(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: userRef('archived_by'),
  },
  (t) => [index('labor_posters_region_idx').on(t.country, t.region)],
);
