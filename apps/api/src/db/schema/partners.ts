/**
 * The platform's employers of record and the staffing partners (tenants): every tenant-owned row carries partner_id.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PLATFORM_FEE_BASES } from '@app/domain';
import { addressColumns, contactColumns, created, money, taxIdColumns } from './columns.js';
import { salesPartners } from './sales-partners.js';

export const eors = pgTable('eors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: created(),
});

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
    /** The partner's primary colour on its subdomain, '#rrggbb' in lower case; null keeps the platform's. */
    brandColor: text('brand_color'),
    /** Brand shown instead of the platform's on the partner's subdomain. */
    whiteLabelBrandName: text('white_label_brand_name'),
    ...contactColumns(),
    ...addressColumns(),
    ...taxIdColumns(),
    payrollFrequency: text('payroll_frequency', { enum: ['weekly', 'biweekly', 'monthly'] })
      .notNull()
      .default('weekly'),
    /** What the platform bills the partner for each finalized invoice (bills): per hour billed or a flat fee. */
    platformFeeBasis: text('platform_fee_basis', { enum: PLATFORM_FEE_BASES }).notNull().default('none'),
    platformFeeAmount: money('platform_fee_amount').notNull().default('0'),
    /** The largest remaining difference the partner's staff may write off (admins may write off any). */
    writeOffThreshold: money('write_off_threshold').notNull().default('25.00'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    index('partners_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('partners_brand_color_hex', sql`${t.brandColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/** A reference to a partner row (the column is partner_id unless named). */
export const partnerRef = (name = 'partner_id', actions?: Parameters<ReturnType<typeof uuid>['references']>[1]) =>
  uuid(name).references(() => partners.id, actions);
