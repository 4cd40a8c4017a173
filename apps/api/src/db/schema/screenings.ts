/**
 * Screenings, screening configs and licenses (issue 15; decision 0073). A screening is one order for one
 * worker through a provider; its status is the section 4 review status, moved only by the domain's
 * transition table. A screening config says what a client (job_id null) or one of its jobs requires
 * before an assignment starts. A license's number is stored encrypted with its last four for masking;
 * licenses are archived, never deleted, and may carry the document that shows them (decision 0083).
 */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, SANDBOX_OUTCOMES, SCREENING_PROVIDERS, SCREENING_TYPES } from '@app/domain';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { jobs } from './jobs.js';
import { partnerRef } from './partners.js';
import { storedFiles } from './stored-files.js';
import { userRef } from './users.js';

export const screeningConfigs = pgTable(
  'screening_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    clientId: clientRef().notNull(),
    jobId: uuid('job_id').references(() => jobs.id),
    screeningTypes: text('screening_types', { enum: SCREENING_TYPES })
      .array()
      .notNull()
      .default(sql`'{}'`),
    licenseTypes: text('license_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedBy: userRef('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('screening_configs_client_job_uq').on(t.clientId, t.jobId).nullsNotDistinct()],
);

export const screenings = pgTable(
  'screenings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    contractorId: contractorRef().notNull(),
    clientId: clientRef(),
    type: text('type', { enum: SCREENING_TYPES }).notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: SCREENING_PROVIDERS }).notNull(),
    providerRef: text('provider_ref'),
    /** What the sandbox answers when its result is due (sandbox orders only). */
    sandboxOutcome: text('sandbox_outcome', { enum: SANDBOX_OUTCOMES }),
    /** The provider's id of the person checked (Checkr's candidate), kept so a retried order reuses it. */
    providerCandidateRef: text('provider_candidate_ref'),
    /** The provider's own status of the order (Checkr's report status), as it last said. */
    providerStatus: text('provider_status'),
    /** Why the provider did not take the order (it stays pending and retryable), or a suspension's reason. */
    providerError: text('provider_error'),
    /** When the provider's result is expected: the job asks the provider from then on. */
    resultDueAt: timestamp('result_due_at', { withTimezone: true }),
    result: text('result'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    decidedBy: userRef('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    orderedBy: userRef('ordered_by'),
    createdAt: created(),
  },
  (t) => [
    index('screenings_list_idx').on(t.partnerId, t.createdAt, t.id),
    index('screenings_contractor_idx').on(t.contractorId, t.type),
    // A provider's webhook names its report: one screening per provider reference.
    uniqueIndex('screenings_provider_ref_uq').on(t.provider, t.providerRef),
    index('screenings_due_idx')
      .on(t.resultDueAt)
      .where(sql`${t.status} = 'processing'`),
  ],
);

export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    contractorId: contractorRef().notNull(),
    licenseType: text('license_type').notNull(),
    numberCiphertext: text('number_ciphertext').notNull(),
    numberLast4: text('number_last4').notNull(),
    state: text('state').notNull(),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on').notNull(),
    createdBy: userRef('created_by'),
    createdAt: created(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: userRef('archived_by'),
    /** When the partner's staff were e-mailed that it expires within 30 days (the daily job, once). */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** The license's scan or certificate (a PDF, PNG or JPEG, decision 0083); a new one replaces it. */
    documentFileId: uuid('document_file_id').references(() => storedFiles.id),
  },
  (t) => [
    index('licenses_list_idx').on(t.partnerId, t.expiresOn, t.id),
    index('licenses_contractor_idx').on(t.contractorId, t.licenseType),
  ],
);

/**
 * A partner's connected Checkr account (decision 0080): Checkr's account id and the access token the
 * OAuth code was exchanged for, AES-GCM encrypted (lib/field-crypto.ts), never answered or logged. One row
 * per partner; a disconnect keeps the row (who, when) without the token, a reconnect fills it again.
 */
export const checkrConnections = pgTable('checkr_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  partnerId: partnerRef().notNull().unique('checkr_connections_partner_uq'),
  accountId: text('account_id'),
  accessTokenCiphertext: text('access_token_ciphertext'),
  connectedBy: userRef('connected_by'),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  disconnectedBy: userRef('disconnected_by'),
  disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
});

/**
 * Each Checkr webhook event taken (decision 0080), by Checkr's event id: a replay finds its id here and
 * changes nothing. `outcome` says what it did (applied, or why it was ignored).
 */
export const checkrWebhookEvents = pgTable('checkr_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  accountId: text('account_id'),
  reportId: text('report_id'),
  screeningId: uuid('screening_id').references(() => screenings.id),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
