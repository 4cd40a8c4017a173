/**
 * Accounting integrations (decision 0091): a partner's connection to a QuickBooks Online– or Xero-shaped
 * provider (tokens AES-GCM encrypted, never answered), its synced chart of accounts, our account kinds
 * mapped to the provider's accounts (and the partner's defaults by account code), and one export record
 * per (connection, source, version): the journal entry we built, its status, attempts and the provider's id.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_KINDS, ACCOUNTING_PROVIDERS, EXPORT_SOURCE_KINDS, EXPORT_STATUSES } from '@app/domain';
import { created, money } from './columns.js';
import { partnerRef } from './partners.js';
import { userRef } from './users.js';

export const accountingConnections = pgTable(
  'accounting_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    provider: text('provider', { enum: ACCOUNTING_PROVIDERS }).notNull(),
    /** The provider's company (QuickBooks realm id, Xero tenant id) and its name. */
    companyRef: text('company_ref'),
    companyName: text('company_name'),
    accessTokenCiphertext: text('access_token_ciphertext'),
    refreshTokenCiphertext: text('refresh_token_ciphertext'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** Set when the provider refused our refresh token: the connection must be authorized again. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    connectedBy: userRef('connected_by'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    disconnectedBy: userRef('disconnected_by'),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** When its credentials were last used for a call (service_credentials, decision 0106). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The partner's choice: new records exported every night (decision 0105); "Export now" only when false. */
    nightlyExport: boolean('nightly_export').notNull().default(false),
    createdAt: created(),
  },
  (t) => [unique('accounting_connections_partner_provider_uq').on(t.partnerId, t.provider)],
);

export const accountingAccounts = pgTable(
  'accounting_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => accountingConnections.id),
    externalId: text('external_id').notNull(),
    code: text('code'),
    name: text('name').notNull(),
    type: text('type').notNull(),
    active: boolean('active').notNull().default(true),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('accounting_accounts_external_uq').on(t.connectionId, t.externalId)],
);

export const accountingMappings = pgTable(
  'accounting_mappings',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => accountingConnections.id),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    externalId: text('external_id').notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('accounting_mappings_kind_uq').on(t.connectionId, t.kind)],
);

/** A partner's default account code per kind: a new connection's mappings are filled from it by code. */
export const accountingDefaultConfigs = pgTable(
  'accounting_default_configs',
  {
    partnerId: partnerRef().notNull(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    accountCode: text('account_code').notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('accounting_default_configs_kind_uq').on(t.partnerId, t.kind)],
);

export const accountingExports = pgTable(
  'accounting_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => accountingConnections.id),
    sourceKind: text('source_kind', { enum: EXPORT_SOURCE_KINDS }).notNull(),
    sourceId: uuid('source_id').notNull(),
    /** Which state of the source the entry is of (a returned payment is a second version: its reversal). */
    version: text('version').notNull(),
    /** Our reference, sent with the entry: the provider is asked for it before a post, so a retry never duplicates. */
    reference: text('reference').notNull(),
    entryDate: text('entry_date').notNull(),
    total: money('total').notNull(),
    lines: jsonb('lines').notNull(),
    status: text('status', { enum: EXPORT_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    externalId: text('external_id'),
    lastError: text('last_error'),
    createdAt: created(),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
  },
  (t) => [
    unique('accounting_exports_source_uq').on(t.connectionId, t.sourceKind, t.sourceId, t.version),
    index('accounting_exports_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('accounting_exports_list_idx').on(t.connectionId, t.createdAt, t.id),
  ],
);

/**
 * The in-app accounting sandbox's own state (decision 0103): it stands for the providers' servers, so it
 * keeps what they keep — companies with their chart, posted journal entries, and its grants (one-time
 * codes, access and refresh tokens) — here, so a restart keeps every connection working. Grants are kept
 * as SHA-256 hashes (as a provider would): the tokens themselves live only, encrypted, on our connections.
 */
export const accountingSandboxCompanies = pgTable('accounting_sandbox_companies', {
  ref: text('ref').primaryKey(),
  provider: text('provider', { enum: ACCOUNTING_PROVIDERS }).notNull(),
  name: text('name').notNull(),
  /** The chart: [{ id, code, name, type, active }]. */
  accounts: jsonb('accounts').notNull(),
  createdAt: created(),
});

export const accountingSandboxEntries = pgTable(
  'accounting_sandbox_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyRef: text('company_ref')
      .notNull()
      .references(() => accountingSandboxCompanies.ref),
    /** The provider's id of the entry (QuickBooks' sequence number, Xero's ManualJournalID). */
    externalId: text('external_id').notNull(),
    reference: text('reference').notNull(),
    entryDate: text('entry_date').notNull(),
    memo: text('memo').notNull(),
    lines: jsonb('lines').notNull(),
    createdAt: created(),
  },
  (t) => [
    unique('accounting_sandbox_entries_external_uq').on(t.companyRef, t.externalId),
    index('accounting_sandbox_entries_reference_idx').on(t.companyRef, t.reference),
  ],
);

export const accountingSandboxGrants = pgTable('accounting_sandbox_grants', {
  /** SHA-256 of the code or token. */
  tokenHash: text('token_hash').primaryKey(),
  kind: text('kind', { enum: ['code', 'access', 'refresh'] }).notNull(),
  provider: text('provider', { enum: ACCOUNTING_PROVIDERS }).notNull(),
  companyRef: text('company_ref')
    .notNull()
    .references(() => accountingSandboxCompanies.ref),
  /** A code is bound to the redirect URI it was issued for. */
  redirectUri: text('redirect_uri'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: created(),
});
