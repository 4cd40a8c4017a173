/**
 * Documents (issue 15; decision 0070): a named file of one owner — a contractor, a client, a partner as
 * employer, or the platform (credentialing documents, for every partner or one) — with an optional expiry
 * date. The bytes sit in storage behind a stored_files row; a document is archived, never deleted.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '@app/domain';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { storedFiles } from './stored-files.js';
import { userRef } from './users.js';

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    /** The tenant: the contractor's or client's partner, the employer partner, a credentialing document's one partner. */
    partnerId: partnerRef(),
    contractorId: contractorRef(),
    clientId: clientRef(),
    name: text('name').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    expiresOn: date('expires_on'),
    uploadedBy: userRef('uploaded_by'),
    createdAt: created(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: userRef('archived_by'),
    /** When the owner's staff were e-mailed that it expires soon (the daily job writes it once). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'documents_owner',
      sql`(${t.kind} = 'contractor' and ${t.contractorId} is not null and ${t.partnerId} is not null and ${t.clientId} is null)
        or (${t.kind} = 'client' and ${t.clientId} is not null and ${t.partnerId} is not null and ${t.contractorId} is null)
        or (${t.kind} in ('employer', 'platform') and ${t.contractorId} is null and ${t.clientId} is null)`,
    ),
    index('documents_list_idx').on(t.kind, t.partnerId, t.createdAt, t.id),
    index('documents_contractor_idx').on(t.contractorId),
    index('documents_client_idx').on(t.clientId),
    index('documents_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.archivedAt} is null and ${t.expiryRemindedAt} is null`),
  ],
);

/**
 * Expiry reminders sent, per subject and recipient (decision 0070): a document's or license's reminder
 * is recorded for each person once their e-mail went, so a retry after one recipient's failed send mails
 * only those not yet told. Keyed by the expiry date too: a renewed document is told again.
 */
export const expiryRemindersSent = pgTable(
  'expiry_reminders_sent',
  {
    subjectKind: text('subject_kind', { enum: ['document', 'license', 'course_due', 'course_overdue'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    userId: userRef('user_id').notNull(),
    expiresOn: date('expires_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('expiry_reminders_sent_key').on(t.subjectKind, t.subjectId, t.userId, t.expiresOn)],
);
