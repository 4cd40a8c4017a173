/**
 * Screenings, screening configs and licenses (issue 15; decision 0073). A screening is one order for one
 * worker through a provider; its status is the section 4 review status, moved only by the domain's
 * transition table. A screening config says what a client (job_id null) or one of its jobs requires
 * before an assignment starts. A license's number is stored encrypted with its last four for masking;
 * licenses are archived, never deleted.
 */
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES, SANDBOX_OUTCOMES, SCREENING_PROVIDERS, SCREENING_TYPES } from '@app/domain';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { jobs } from './jobs.js';
import { partnerRef } from './partners.js';
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
  },
  (t) => [
    index('licenses_list_idx').on(t.partnerId, t.expiresOn, t.id),
    index('licenses_contractor_idx').on(t.contractorId, t.licenseType),
  ],
);
