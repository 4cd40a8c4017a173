/**
 * Minimal organization tables (spec section 3 flags). The organizations issue extends these with
 * more columns and tables; it never replaces them. Every tenant-owned row carries partner_id.
 */
import { sql } from 'drizzle-orm';
import { JOB_CLASSIFICATIONS, TAX_ID_TYPES } from '@app/domain';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * A tax id (SSN, EIN, ITIN or SIN), never stored in the clear: AES-256-GCM ciphertext, the last four
 * digits for masked display, and a keyed blind index (HMAC of the normalised digits) for duplicate
 * checks and for linking one person's contractor records (lib/field-crypto.ts).
 */
export const taxIdColumns = () => ({
  taxIdType: text('tax_id_type', { enum: TAX_ID_TYPES }),
  taxIdCiphertext: text('tax_id_ciphertext'),
  taxIdLast4: text('tax_id_last4'),
  taxIdBlindIndex: text('tax_id_blind_index'),
});

/** Contact columns shared by organizations. */
const contactColumns = () => ({
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  phone: text('phone'),
});

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
    ...contactColumns(),
    /** Share of the platform fee paid on referred partners' invoices, percent. */
    commissionPercent: numeric('commission_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    ...addressColumns(),
    ...taxIdColumns(),
    active: boolean('active').notNull().default(true),
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
    /** Brand shown instead of the platform's on the partner's subdomain. */
    whiteLabelBrandName: text('white_label_brand_name'),
    ...contactColumns(),
    ...addressColumns(),
    ...taxIdColumns(),
    payrollFrequency: text('payroll_frequency', { enum: ['weekly', 'biweekly', 'monthly'] })
      .notNull()
      .default('weekly'),
    active: boolean('active').notNull().default(true),
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
    ...contactColumns(),
    ...taxIdColumns(),
    /** Screening config: the background check agreement joins contractors' onboarding when set. */
    requiresBackgroundCheck: boolean('requires_background_check').notNull().default(false),
    requiresProjectCode: boolean('requires_project_code').notNull().default(false),
    /** The client's contract rule for billing premium time (the overtime engine reads them per assignment). */
    billsWeeklyOvertime: boolean('bills_weekly_overtime').notNull().default(true),
    billsDailyOvertime: boolean('bills_daily_overtime').notNull().default(true),
    billsHoliday: boolean('bills_holiday').notNull().default(true),
    addendumAcceptedAt: timestamp('addendum_accepted_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
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
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    ...addressColumns(),
    ...taxIdColumns(),
    /** Set when the contractor works through a corp-to-corp vendor. */
    corpToCorpId: uuid('corp_to_corp_id').references(() => corpToCorps.id),
    status: text('status', { enum: ['onboarding', 'active', 'inactive'] })
      .notNull()
      .default('onboarding'),
    createdAt: created(),
  },
  (t) => [
    index('contractors_partner_idx').on(t.partnerId),
    index('contractors_tax_id_bidx').on(t.taxIdBlindIndex),
    index('contractors_name_trgm').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

export const workersCompCodes = pgTable('workers_comp_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: created(),
});

/** A vendor company a contractor works through (corp-to-corp); partner-owned. */
export const corpToCorps = pgTable(
  'corp_to_corps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    ...contactColumns(),
    ...addressColumns(),
    ...taxIdColumns(),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('corp_to_corps_partner_idx').on(t.partnerId)],
);

/** The client's own customer the work is done for (optional on assignments and invoices). */
export const endClients = pgTable(
  'end_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    ...addressColumns(),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('end_clients_client_idx').on(t.clientId)],
);

/** A place work is done: its address decides the tax state or province, its zone the workweek clock. */
export const workLocations = pgTable(
  'work_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id').references(() => clients.id),
    name: text('name').notNull(),
    ...addressColumns(),
    timezone: text('timezone').notNull().default('America/New_York'),
    isRemote: boolean('is_remote').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('work_locations_partner_idx').on(t.partnerId)],
);

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id').references(() => clients.id),
    name: text('name').notNull(),
    code: text('code'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('departments_partner_idx').on(t.partnerId)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    clientId: uuid('client_id').references(() => clients.id),
    title: text('title').notNull(),
    description: text('description'),
    classification: text('classification', { enum: JOB_CLASSIFICATIONS }).notNull(),
    workersCompCodeId: uuid('workers_comp_code_id').references(() => workersCompCodes.id),
    salaried: boolean('salaried').notNull().default(false),
    isTravel: boolean('is_travel').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    index('jobs_partner_idx').on(t.partnerId),
    index('jobs_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);
