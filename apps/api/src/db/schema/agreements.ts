/**
 * Agreements (issue 15, decision 0069): templates with immutable versions, agreements generated from a
 * version (their merged text frozen), and acceptances — the one record of who accepted or signed which exact
 * text, when, from where: the onboarding click-throughs, the organization agreements and the signatures of
 * generated agreements alike.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGREEMENT_STATUSES, DOCUMENT_TEMPLATE_CATEGORIES, TEMPLATE_KINDS } from '@app/domain';
import { assignmentRef } from './assignments.js';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { partnerRef } from './partners.js';
import { storedFiles } from './stored-files.js';
import { users } from './users.js';

/** Acceptance of a shown text: click-through steps, the client services addendum, the partner agreement. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agreement: text('agreement').notNull(),
    partnerId: partnerRef(),
    clientId: clientRef(),
    /** SHA-256 of the exact text shown, so what was agreed to can be proven later. */
    textHash: text('text_hash').notNull(),
    version: text('version').notNull(),
    ip: text('ip'),
    /** The browser's User-Agent when it was accepted (signatures of generated agreements record it). */
    userAgent: text('user_agent'),
    /** A generated agreement's signature: which agreement, and as signer or countersigner. */
    agreementId: uuid('agreement_id').references(() => agreements.id),
    role: text('role', { enum: ['signer', 'countersigner'] }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agreement_acceptances_user_idx').on(t.userId, t.agreement),
    // One signature per role on a generated agreement.
    uniqueIndex('agreement_acceptances_signature_idx')
      .on(t.agreementId, t.role)
      .where(sql`${t.agreementId} is not null`),
  ],
);

/** A template: a platform one (no partner; the admin's) or a partner's own; agreements or documents. */
export const agreementTemplates = pgTable(
  'agreement_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef(),
    kind: text('kind', { enum: TEMPLATE_KINDS }).notNull(),
    name: text('name').notNull(),
    category: text('category', { enum: DOCUMENT_TEMPLATE_CATEGORIES }).notNull().default('other'),
    requiresCountersignature: boolean('requires_countersignature').notNull().default(false),
    /**
     * The onboarding click-through this platform template is the text of (an `AgreementKey`; decision 0084):
     * at most one template per click-through.
     */
    onboardingKey: text('onboarding_key'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agreement_templates_kind_partner_idx').on(t.kind, t.partnerId, t.name),
    uniqueIndex('agreement_templates_onboarding_key_idx')
      .on(t.onboardingKey)
      .where(sql`${t.onboardingKey} is not null`),
  ],
);

/** A template's text, numbered from 1; a version is never edited: a change is the next version. */
export const agreementTemplateVersions = pgTable(
  'agreement_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => agreementTemplates.id),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    bodyHash: text('body_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [uniqueIndex('agreement_template_versions_number_idx').on(t.templateId, t.version)],
);

/** An agreement generated for a worker from a template version: its text merged and frozen then. */
export const agreements = pgTable(
  'agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    /** The worker it is with; none for an organization's own (a partner's or client's owner signs it). */
    contractorId: contractorRef(),
    /** Who signs an organization's agreement (its owner; decision 0084); a worker's is the worker. */
    signerUserId: uuid('signer_user_id').references(() => users.id),
    assignmentId: assignmentRef(),
    clientId: clientRef(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => agreementTemplates.id),
    templateVersionId: uuid('template_version_id')
      .notNull()
      .references(() => agreementTemplateVersions.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** SHA-256 of `body` as UTF-8: the exact document the signer is shown and signs. */
    documentHash: text('document_hash').notNull(),
    status: text('status', { enum: AGREEMENT_STATUSES }).notNull().default('draft'),
    requiresCountersignature: boolean('requires_countersignature').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** The signed PDF with its audit page, and the SHA-256 of its bytes. */
    signedPdfFileId: uuid('signed_pdf_file_id').references(() => storedFiles.id),
    signedPdfSha256: text('signed_pdf_sha256'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: created(),
  },
  (t) => [
    index('agreements_partner_idx').on(t.partnerId, t.createdAt),
    index('agreements_contractor_idx').on(t.contractorId, t.createdAt),
    check('agreements_party_check', sql`${t.contractorId} is not null or ${t.signerUserId} is not null`),
    // The reminder job reads only what awaits a signature.
    index('agreements_awaiting_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent'`),
  ],
);
