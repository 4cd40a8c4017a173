/**
 * The employee handbook (issue 15; decision 0076): versions a partner — or the platform, the employer of
 * record (partner_id null) — publishes as a PDF with the SHA-256 of its bytes, and each W-2 worker's
 * acknowledgement of a version: who, when, from which IP and user agent, and the SHA-256 of the exact
 * file acknowledged. Neither is ever changed or deleted; a new version asks again.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { storedFiles } from './stored-files.js';
import { userRef } from './users.js';

export const handbookVersions = pgTable(
  'handbook_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The partner whose W-2 workers it is for; null: the platform's (the employer of record's). */
    partnerId: partnerRef(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    sha256: text('sha256').notNull(),
    publishedBy: userRef('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('handbook_versions_number').on(
      sql`coalesce(${t.partnerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.version,
    ),
  ],
);

export const handbookAcknowledgements = pgTable(
  'handbook_acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handbookId: uuid('handbook_id')
      .notNull()
      .references(() => handbookVersions.id),
    contractorId: contractorRef().notNull(),
    /** The worker's partner: the tenant of the row. */
    partnerId: partnerRef().notNull(),
    userId: userRef('user_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** The SHA-256 of the file's bytes as read when the worker acknowledged it. */
    fileSha256: text('file_sha256').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('handbook_acknowledgements_once').on(t.handbookId, t.contractorId),
    index('handbook_acknowledgements_list_idx').on(t.partnerId, t.acknowledgedAt, t.id),
    index('handbook_acknowledgements_contractor_idx').on(t.contractorId),
  ],
);
