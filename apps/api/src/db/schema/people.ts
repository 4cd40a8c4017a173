/**
 * What people fill in and accept: onboarding forms, click-through acceptances, identity checks,
 * benefit elections, bank accounts, consent settings, uploaded files and column preferences.
 * Sensitive values (tax ids, account numbers) live only as ciphertext (lib/field-crypto.ts).
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ONBOARDING_STEPS, REVIEW_STATUSES } from '@app/domain';
import { clients, contractors, partners } from './organizations.js';
import { users } from './users.js';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A submitted onboarding form (W-4, W-9, TD1, EEO, representative...). Resubmitting adds a row. */
export const onboardingForms = pgTable(
  'onboarding_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    step: text('step', { enum: ONBOARDING_STEPS }).notNull(),
    /** The form's fields, minus anything sensitive. */
    data: jsonb('data').notNull(),
    /** Sensitive fields (a TIN on the W-9, an SSN on the I-9) as one encrypted JSON blob. */
    sensitiveCiphertext: text('sensitive_ciphertext'),
    ip: text('ip'),
    createdAt: created(),
  },
  (t) => [index('onboarding_forms_user_idx').on(t.userId, t.step)],
);

/** Acceptance of a shown text: click-through steps, the client services addendum, the partner agreement. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    agreement: text('agreement').notNull(),
    partnerId: uuid('partner_id').references(() => partners.id),
    clientId: uuid('client_id').references(() => clients.id),
    /** SHA-256 of the exact text shown, so what was agreed to can be proven later. */
    textHash: text('text_hash').notNull(),
    version: text('version').notNull(),
    ip: text('ip'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreement_acceptances_user_idx').on(t.userId, t.agreement)],
);

/** Form I-9: section 1 by the employee; section 2 (documents examined) by admin or a document verifier. */
export const i9Forms = pgTable(
  'i9_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    section1: jsonb('section1').notNull(),
    section1SensitiveCiphertext: text('section1_sensitive_ciphertext'),
    section1SignedAt: timestamp('section1_signed_at', { withTimezone: true }).notNull(),
    section1Ip: text('section1_ip'),
    section2: jsonb('section2'),
    section2SignedBy: uuid('section2_signed_by').references(() => users.id),
    section2SignedAt: timestamp('section2_signed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('i9_forms_contractor_idx').on(t.contractorId)],
);

/** Identity verification through a provider adapter (the local sandbox decides by rule). */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('verifications_user_idx').on(t.userId)],
);

export const partnerBenefits = pgTable(
  'partner_benefits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['medical', 'dental', 'vision', 'life', 'retirement'] }).notNull(),
    employeeMonthlyCost: numeric('employee_monthly_cost', { precision: 10, scale: 2 }).notNull(),
    employerMonthlyCost: numeric('employer_monthly_cost', { precision: 10, scale: 2 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('partner_benefits_partner_idx').on(t.partnerId)],
);

/** A benefits choice: one row per chosen plan, or one row with waived = true. Latest batch wins. */
export const benefitElections = pgTable(
  'benefit_elections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    partnerBenefitId: uuid('partner_benefit_id').references(() => partnerBenefits.id),
    waived: boolean('waived').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('benefit_elections_user_idx').on(t.userId)],
);

/** Direct deposit accounts; a change adds a row and retires the old one (history kept for payroll). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    accountHolder: text('account_holder').notNull(),
    bankName: text('bank_name'),
    routingNumber: text('routing_number').notNull(),
    accountType: text('account_type', { enum: ['checking', 'savings'] }).notNull(),
    accountNumberCiphertext: text('account_number_ciphertext').notNull(),
    accountLast4: text('account_last4').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId)],
);

export const consentSettings = pgTable(
  'consent_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    granted: boolean('granted').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Uploaded files (logos, favicons, receipts) kept through the storage interface (lib/storage.ts). */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  partnerId: uuid('partner_id').references(() => partners.id),
  purpose: text('purpose').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: created(),
});

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

/** A user's own preferences (theme, timezone shown for dates): one JSON value per key, like partner_settings. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
