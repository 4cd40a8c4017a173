/** The clients contract (docs/api-contract.md, "Clients"): request bodies and the answer's shape. */
import { z } from 'zod';
import { addressSchema, addressViewSchema } from '../address.js';
import { INVOICE_FREQUENCIES, INVOICE_GROUPINGS, PO_OVERRUN_POLICIES, ROLES } from '../enums.js';

export const clientOwnerInviteSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
});

const clientFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  payment_terms_net_days: z.number().int().min(0, 'Payment terms cannot be negative').max(120, 'At most Net 120'),
  billing_email: z.string().trim().toLowerCase().email('Enter a valid email address').nullable(),
  address: addressSchema.nullable(),
  can_create_assignment: z.boolean(),
  show_contractor_personal: z.boolean(),
  requires_signature_for_approval: z.boolean(),
  /** How often the client is invoiced and how one period splits into invoices (decision 0035). */
  invoice_frequency: z.enum(INVOICE_FREQUENCIES, 'Choose weekly, biweekly or monthly'),
  invoice_grouping: z.enum(
    INVOICE_GROUPINGS,
    'Choose one invoice, per work location, per contractor or per purchase order',
  ),
  /** Approving time past a purchase order's budget: refused, or allowed and flagged (decision 0038). */
  po_overrun_policy: z.enum(PO_OVERRUN_POLICIES, 'Choose refuse or allow and flag'),
  /** Exempt from sales tax, with its certificate on file (decision 0036). */
  sales_tax_exempt: z.boolean(),
  sales_tax_exemption_certificate: z.string().trim().max(100, 'At most 100 characters').nullable(),
};

export const clientCreateSchema = z.object({
  ...clientFields,
  payment_terms_net_days: clientFields.payment_terms_net_days.default(30),
  billing_email: clientFields.billing_email.default(null),
  address: clientFields.address.default(null),
  can_create_assignment: clientFields.can_create_assignment.default(false),
  show_contractor_personal: clientFields.show_contractor_personal.default(false),
  requires_signature_for_approval: clientFields.requires_signature_for_approval.default(false),
  invoice_frequency: clientFields.invoice_frequency.default('weekly'),
  invoice_grouping: clientFields.invoice_grouping.default('single'),
  po_overrun_policy: clientFields.po_overrun_policy.default('refuse'),
  sales_tax_exempt: clientFields.sales_tax_exempt.default(false),
  sales_tax_exemption_certificate: clientFields.sales_tax_exemption_certificate.default(null),
  /** Admin and EOR staff name the partner; partner users create for their own. */
  partner_id: z.string().uuid().optional(),
  owner: clientOwnerInviteSchema.optional(),
});
export type ClientCreate = z.infer<typeof clientCreateSchema>;

export const clientUpdateSchema = z.object(clientFields).partial().strict();
export type ClientUpdate = z.infer<typeof clientUpdateSchema>;

/** What a client's own owner may change on its record. */
export const CLIENT_SELF_EDITABLE = ['name', 'billing_email', 'address'] as const;

export const clientViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  partner: z.object({ id: z.string(), name: z.string() }),
  payment_terms_net_days: z.number().int(),
  billing_email: z.string().nullable(),
  address: addressViewSchema.nullable(),
  can_create_assignment: z.boolean(),
  show_contractor_personal: z.boolean(),
  requires_signature_for_approval: z.boolean(),
  invoice_frequency: z.enum(INVOICE_FREQUENCIES),
  invoice_grouping: z.enum(INVOICE_GROUPINGS),
  po_overrun_policy: z.enum(PO_OVERRUN_POLICIES),
  sales_tax_exempt: z.boolean(),
  sales_tax_exemption_certificate: z.string().nullable(),
  created_at: z.string(),
});
export type ClientView = z.infer<typeof clientViewSchema>;

/** GET /v2/clients/{id}/contacts: the client's users, as its partner and staff reach them (issue 16). */
export const clientContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES).nullable(),
  active: z.boolean(),
});
export type ClientContact = z.infer<typeof clientContactSchema>;
export const CLIENT_CONTACT_SORTS = ['name', 'email'] as const;
