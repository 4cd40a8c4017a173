/**
 * Payout methods (issue 14, /payout_methods; decision 0060): the bank accounts a staffing partner, a sales
 * partner or the EOR receives its distributions and commissions in — US (ABA routing) or Canadian
 * (institution-transit) accounts, the same shape as a client's payment methods. Exactly one owner column is
 * set (a check keeps it so); the account number is kept only as ciphertext and its last four digits; one
 * active default per owner per currency (a unique index backs the rule); removing an account retires it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BANK_ACCOUNT_CURRENCIES, BANK_ACCOUNT_KINDS, BANK_ACCOUNT_TYPES, PAYOUT_OWNER_KINDS } from '@app/domain';
import { created } from './columns.js';
import { eors, partnerRef } from './partners.js';
import { salesPartners } from './sales-partners.js';
import { userRef } from './users.js';

export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind', { enum: PAYOUT_OWNER_KINDS }).notNull(),
    partnerId: partnerRef(),
    salesPartnerId: uuid('sales_partner_id').references(() => salesPartners.id),
    eorId: uuid('eor_id').references(() => eors.id),
    kind: text('kind', { enum: BANK_ACCOUNT_KINDS }).notNull(),
    currency: text('currency', { enum: BANK_ACCOUNT_CURRENCIES }).notNull(),
    accountHolder: text('account_holder').notNull(),
    bankName: text('bank_name'),
    /** US: the ABA routing number; Canada: institution-transit (e.g. 004-12345). */
    routing: text('routing').notNull(),
    accountType: text('account_type', { enum: BANK_ACCOUNT_TYPES }).notNull(),
    accountNumberCiphertext: text('account_number_ciphertext').notNull(),
    accountLast4: text('account_last4').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: userRef('created_by'),
    createdAt: created(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'payout_methods_one_owner',
      sql`(${t.ownerKind} = 'partner' and ${t.partnerId} is not null and ${t.salesPartnerId} is null and ${t.eorId} is null)
        or (${t.ownerKind} = 'sales_partner' and ${t.salesPartnerId} is not null and ${t.partnerId} is null and ${t.eorId} is null)
        or (${t.ownerKind} = 'eor' and ${t.eorId} is not null and ${t.partnerId} is null and ${t.salesPartnerId} is null)`,
    ),
    // One active default per owner per currency: a second make-default at once fails here, not silently twice.
    uniqueIndex('payout_methods_default_idx')
      .on(t.ownerKind, sql`coalesce(${t.partnerId}, ${t.salesPartnerId}, ${t.eorId})`, t.currency)
      .where(sql`${t.isDefault} and ${t.retiredAt} is null`),
    index('payout_methods_owner_idx').on(t.ownerKind, t.partnerId, t.salesPartnerId, t.eorId, t.createdAt, t.id),
  ],
);
