/** Users, their sessions, link grants and one-time secrets (all hashed at rest). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@app/domain';
import { clientRef } from './clients.js';
import { created } from './columns.js';
import { contractorRef } from './contractors.js';
import { eors, partnerRef } from './partners.js';
import { salesPartners } from './sales-partners.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ROLES }),
    isAdmin: boolean('is_admin').notNull().default(false),
    eorId: uuid('eor_id').references(() => eors.id),
    partnerId: partnerRef(),
    salesPartnerId: uuid('sales_partner_id').references(() => salesPartners.id),
    clientId: clientRef(),
    contractorId: contractorRef(),
    requiresTwoFactor: boolean('requires_two_factor').notNull().default(false),
    isDeveloper: boolean('is_developer').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    // Exactly one attachment decides the user type (spec section 3).
    check(
      'users_one_attachment',
      sql`(${t.isAdmin}::int + (${t.eorId} is not null)::int + (${t.partnerId} is not null)::int + (${t.salesPartnerId} is not null)::int + (${t.clientId} is not null)::int + (${t.contractorId} is not null)::int) = 1`,
    ),
    index('users_partner_idx').on(t.partnerId),
    // A contractor's or a client contact's logins, looked up per row of those lists (a contractor's user id
    // on every contractors page was a scan of all users per row: 150 ms for a page at 10,000 users).
    index('users_contractor_idx')
      .on(t.contractorId)
      .where(sql`${t.contractorId} is not null`),
    index('users_client_idx')
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('users_name_trgm').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

/** Per-user grants or revocations of links within the user's base_links (the permissions screen). */
export const userLinkGrants = pgTable(
  'user_link_grants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    link: text('link').notNull(),
    granted: boolean('granted').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.link] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Set when an admin acts as `userId`: the admin who really holds the session. */
    actualUserId: uuid('actual_user_id').references(() => users.id),
    ip: text('ip'),
    createdAt: created(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mailed six-digit codes: login second factor and the 424 step. Only an HMAC of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['login', 'action'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** For login codes: the hash of the pending-login token the client holds between the two steps. */
    tokenHash: text('token_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('verification_codes_user_idx').on(t.userId, t.purpose),
    index('verification_codes_token_idx').on(t.tokenHash),
  ],
);

/** E-mailed one-time links: password reset, e-mail confirmation, passwordless login. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose', { enum: ['reset_password', 'confirm_email', 'passwordless'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: created(),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** A reference to the user who did something (entered, approved, rejected...). */
export const userRef = (name: string) => uuid(name).references(() => users.id);
