import { sql } from 'drizzle-orm';
import {
  date,
  index,
  type AnyPgColumn,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { users } from './users.js';

/** Form I-9: section 1 by the employee; section 2 (documents examined) by admin or a document verifier. */
export const i9Forms = pgTable(
  'i9_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: contractorRef().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    section1: jsonb('section1').notNull(),
    section1SensitiveCiphertext: text('section1_sensitive_ciphertext'),
    section1SignedAt: timestamp('section1_signed_at', { withTimezone: true }).notNull(),
    section1Ip: text('section1_ip'),
    /** Section 1's attested work authorization expiry (decision 0079): re-verification counts from it. */
    workAuthorizationExpiresOn: date('work_authorization_expires_on'),
    section2: jsonb('section2'),
    section2SignedBy: uuid('section2_signed_by').references(() => users.id),
    section2SignedAt: timestamp('section2_signed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('i9_forms_contractor_idx').on(t.contractorId)],
);

/**
 * Re-verifications of a form's expiring work authorization (Supplement B; decision 0079): each a new
 * row numbered after the one before and linked to it, never edited, so the history stays as examined.
 * The form's current expiry is its last re-verification's, else section 1's.
 */
export const i9Reverifications = pgTable(
  'i9_reverifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    i9FormId: uuid('i9_form_id')
      .notNull()
      .references(() => i9Forms.id),
    /** 1 for the first re-verification of a form, then 2, 3…: two at once cannot both follow the same one. */
    seq: integer('seq').notNull(),
    /** The re-verification this one follows (null for the first, which follows section 1's expiry). */
    previousId: uuid('previous_id').references((): AnyPgColumn => i9Reverifications.id),
    /** The document examined as shown (number masked); the number itself only as ciphertext. */
    document: jsonb('document').notNull(),
    documentNumberCiphertext: text('document_number_ciphertext').notNull(),
    previousExpiresOn: date('previous_expires_on'),
    /** The authorization's new expiry; null when it no longer expires. */
    workAuthorizationExpiresOn: date('work_authorization_expires_on'),
    verifiedBy: uuid('verified_by')
      .notNull()
      .references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('i9_reverifications_seq_key').on(t.i9FormId, t.seq),
    uniqueIndex('i9_reverifications_previous_key')
      .on(t.previousId)
      .where(sql`${t.previousId} is not null`),
  ],
);

/**
 * The I-9 reminders that went (decision 0079): one row per form, kind and date (the expiry a reminder
 * counts to, or the section 2 due date), written in the transaction that emits the reminder, so each
 * goes once and a new expiry or due date is told again.
 */
export const i9RemindersSent = pgTable(
  'i9_reminders_sent',
  {
    i9FormId: uuid('i9_form_id')
      .notNull()
      .references(() => i9Forms.id),
    kind: text('kind', { enum: ['expires_90', 'expires_30', 'expires_7', 'section2_overdue'] }).notNull(),
    onDate: date('on_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.i9FormId, t.kind, t.onDate] })],
);
