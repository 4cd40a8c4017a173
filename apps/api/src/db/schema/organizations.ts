/**
 * Minimal organization tables (spec section 3 flags). The organizations issue extends these with
 * more columns and tables; it never replaces them. Every tenant-owned row carries partner_id.
 */
import { sql } from 'drizzle-orm';
import { JOB_CLASSIFICATIONS } from '@app/domain';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The address columns every addressable row carries (spec section 3, Address). */
export const addressColumns = () => ({
  streetAddressLine1: text('street_address_line_1'),
  streetAddressLine2: text('street_address_line_2'),
  city: text('city'),
  state: text('state'),
  zipcode: text('zipcode'),
  country: text('country', { enum: ['US', 'CA'] }),
});

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const eors = pgTable('eors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: created(),
});

export const salesPartners = pgTable(
  'sales_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: created(),
  },
  (t) => [index('sales_partners_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subdomain: text('subdomain').unique(),
    salesPartnerId: uuid('sales_partner_id').references(() => salesPartners.id),
    productLine: text('product_line', { enum: ['Self-Employer', 'Eor'] })
      .notNull()
      .default('Eor'),
    funding: text('funding', { enum: ['Self funded', 'Funded'] })
      .notNull()
      .default('Funded'),
    selfEmployer: boolean('self_employer').notNull().default(false),
    selfFunded: boolean('self_funded').notNull().default(false),
    selfTimeSheets: boolean('self_time_sheets').notNull().default(false),
    selfApprove: boolean('self_approve').notNull().default(false),
    isPayrollDisabled: boolean('is_payroll_disabled').notNull().default(false),
    isCanadaEnabled: boolean('is_canada_enabled').notNull().default(false),
    corpToCorp: boolean('corp_to_corp').notNull().default(false),
    corpToCorpEnabled: boolean('corp_to_corp_enabled').notNull().default(false),
    redirectUrl: text('redirect_url'),
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    darkMode: boolean('dark_mode').notNull().default(false),
    createdAt: created(),
  },
  (t) => [index('partners_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    canCreateAssignment: boolean('can_create_assignment').notNull().default(false),
    showContractorPersonal: boolean('show_contractor_personal').notNull().default(false),
    requiresSignatureForApproval: boolean('requires_signature_for_approval').notNull().default(false),
    paymentTermsNetDays: integer('payment_terms_net_days').notNull().default(30),
    billingEmail: text('billing_email'),
    ...addressColumns(),
    createdAt: created(),
  },
  (t) => [
    index('clients_partner_idx').on(t.partnerId),
    index('clients_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const contractors = pgTable(
  'contractors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    classification: text('classification', { enum: JOB_CLASSIFICATIONS }).notNull(),
    createdAt: created(),
  },
  (t) => [
    index('contractors_partner_idx').on(t.partnerId),
    index('contractors_name_trgm').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

export const workersCompCodes = pgTable('workers_comp_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  createdAt: created(),
});
