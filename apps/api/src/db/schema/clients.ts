/**
 * Clients: the businesses a partner bills for its contractors' time.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_FREQUENCIES, INVOICE_GROUPINGS, PO_OVERRUN_POLICIES } from '@app/domain';
import { addressColumns, contactColumns, created, taxIdColumns } from './columns.js';
import { partnerRef } from './partners.js';

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: partnerRef().notNull(),
    name: text('name').notNull(),
    canCreateAssignment: boolean('can_create_assignment').notNull().default(false),
    showContractorPersonal: boolean('show_contractor_personal').notNull().default(false),
    requiresSignatureForApproval: boolean('requires_signature_for_approval').notNull().default(false),
    paymentTermsNetDays: integer('payment_terms_net_days').notNull().default(30),
    /** How often the client is invoiced, and whether one period's time is split per location or worker. */
    invoiceFrequency: text('invoice_frequency', { enum: INVOICE_FREQUENCIES }).notNull().default('weekly'),
    invoiceGrouping: text('invoice_grouping', { enum: INVOICE_GROUPINGS }).notNull().default('single'),
    /** A client exempt from sales tax (its certificate on file) is invoiced without tax everywhere. */
    salesTaxExempt: boolean('sales_tax_exempt').notNull().default(false),
    salesTaxExemptionCertificate: text('sales_tax_exemption_certificate'),
    /** Approving time past a purchase order's budget: refused, or allowed and flagged. */
    poOverrunPolicy: text('po_overrun_policy', { enum: PO_OVERRUN_POLICIES }).notNull().default('refuse'),
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
    // The list's default order (name, then id) behind the partner's scope, and alone for staff.
    index('clients_partner_idx').on(t.partnerId, t.name, t.id),
    index('clients_name_idx').on(t.name, t.id),
    index('clients_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A reference to a client row (the column is client_id unless named). */
export const clientRef = (name = 'client_id', actions?: Parameters<ReturnType<typeof uuid>['references']>[1]) =>
  uuid(name).references(() => clients.id, actions);
