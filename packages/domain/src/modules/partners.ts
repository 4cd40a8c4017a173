/** The partners contract (docs/api/partners.md): request bodies and the answer's shape. */
import { z } from 'zod';
import { addressSchema, addressViewSchema } from '../address.js';
import { clientOwnerInviteSchema } from './clients.js';
import { partnerFlagsSchema } from '../contracts.js';
import { PAYROLL_FREQUENCIES, PLATFORM_FEE_BASES } from '../enums.js';
import { maskedTaxIdSchema, taxIdInputSchema } from '../tax-ids.js';
import { PRODUCT_LINES, FUNDING_TYPES } from '../value-lists.js';

/** The flags of spec section 3, set by admin or eor only. */
export const PARTNER_FLAG_KEYS = [
  'self_employer',
  'self_funded',
  'self_time_sheets',
  'self_approve',
  'is_payroll_disabled',
  'is_canada_enabled',
  'corp_to_corp',
  'corp_to_corp_enabled',
] as const;
export type PartnerFlagKey = (typeof PARTNER_FLAG_KEYS)[number];

/** Subdomains the platform itself answers on; a partner may not take them. */
export const RESERVED_SUBDOMAINS = ['app', 'www', 'api', 'admin', 'mail', 'static'] as const;

/** A lowercase DNS label (RFC 1123): letters, digits and inner hyphens, at most 63 characters. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(SUBDOMAIN_PATTERN, 'Use lowercase letters, digits and inner hyphens (at most 63)')
  .refine((s) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(s), 'This subdomain is reserved');

/** An uploaded image of ours (POST /v2/images answers its url). */
export const IMAGE_PATH_PATTERN = /^\/v2\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const imageIdOfUrl = (url: string) => (IMAGE_PATH_PATTERN.test(url) ? url.slice('/v2/images/'.length) : null);

const httpUrl = (what: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((s) => {
      try {
        const u = new URL(s);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    }, `Enter the ${what} as a full http(s) address`);

/** A logo or favicon: one of our uploaded images, or an https address. */
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (s) => IMAGE_PATH_PATTERN.test(s) || /^https:\/\/[^\s]+$/.test(s),
    'Upload an image, or give an https address',
  );

/** A brand colour as #RRGGBB (stored and answered in lower case): the partner's primary colour. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const brandColorSchema = z
  .string()
  .trim()
  .regex(BRAND_COLOR_PATTERN, 'Enter the colour as # and six hex digits, e.g. #1c7ed6')
  .transform((s) => s.toLowerCase());

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

/** The owner invited with a new partner or sales partner: the same invite a new client's owner gets. */
export const partnerOwnerInviteSchema = clientOwnerInviteSchema;

/** An organization's contact and EIN fields (partners and sales partners share them). */
export const organizationContactFields = {
  contact_name: optionalText(200),
  contact_email: z.string().trim().toLowerCase().email('Enter a valid email address').nullable(),
  phone: optionalText(40).refine((v) => v === null || /^[0-9+()\-.\s]{7,40}$/.test(v), 'Enter a valid phone number'),
  address: addressSchema.nullable(),
  /** Organizations carry an EIN only; answers show it masked. */
  tax_id: taxIdInputSchema
    .refine((t) => t.type === 'ein', { message: 'An organization’s tax id is an EIN', path: ['type'] })
    .nullable(),
};

/** A non-negative amount with at most two decimals (a fee, a threshold). */
const feeAmount = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'An amount like 1.50');

const partnerFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  subdomain: subdomainSchema.nullable(),
  sales_partner_id: z.string().uuid().nullable(),
  product_line: z.enum(PRODUCT_LINES),
  funding: z.enum(FUNDING_TYPES),
  self_employer: z.boolean(),
  self_funded: z.boolean(),
  self_time_sheets: z.boolean(),
  self_approve: z.boolean(),
  is_payroll_disabled: z.boolean(),
  is_canada_enabled: z.boolean(),
  corp_to_corp: z.boolean(),
  corp_to_corp_enabled: z.boolean(),
  redirect_url: httpUrl('redirect URL').nullable(),
  logo_url: imageUrl.nullable(),
  favicon_url: imageUrl.nullable(),
  dark_mode: z.boolean(),
  brand_color: brandColorSchema.nullable(),
  white_label_brand_name: optionalText(200),
  ...organizationContactFields,
  payroll_frequency: z.enum(PAYROLL_FREQUENCIES),
  active: z.boolean(),
  /** What the platform bills the partner per finalized invoice (bills), and its staff's write-off limit. */
  platform_fee_basis: z.enum(PLATFORM_FEE_BASES),
  platform_fee_amount: feeAmount,
  write_off_threshold: feeAmount,
};

export const partnerCreateSchema = z.object(partnerFields).partial().required({ name: true }).extend({
  owner: partnerOwnerInviteSchema.optional(),
});
export type PartnerCreate = z.infer<typeof partnerCreateSchema>;

export const partnerUpdateSchema = z.object(partnerFields).partial().strict();
export type PartnerUpdate = z.infer<typeof partnerUpdateSchema>;

/** Fields only admin and eor staff set: the flags, the product, the subdomain and the referral. */
export const PARTNER_STAFF_ONLY = [
  ...PARTNER_FLAG_KEYS,
  'product_line',
  'funding',
  'subdomain',
  'sales_partner_id',
  'platform_fee_basis',
  'platform_fee_amount',
  'write_off_threshold',
] as const;

/** What a partner's own owner may change: its white-label branding, contacts and address. */
export const PARTNER_OWNER_EDITABLE = [
  'redirect_url',
  'logo_url',
  'favicon_url',
  'dark_mode',
  'brand_color',
  'white_label_brand_name',
  'contact_name',
  'contact_email',
  'phone',
  'address',
] as const;

/** A partner as answered: its flags and branding (the same fields the signed-in user's partner carries), and the rest. */
export const partnerViewSchema = partnerFlagsSchema.extend({
  id: z.string(),
  name: z.string(),
  sales_partner: z.object({ id: z.string(), name: z.string() }).nullable(),
  product_line: z.enum(PRODUCT_LINES),
  funding: z.enum(FUNDING_TYPES),
  /** #rrggbb, or null for the platform's colours. */
  brand_color: z.string().nullable(),
  white_label_brand_name: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressViewSchema.nullable(),
  /** Masked; absent altogether in answers to sales partner users. */
  tax_id: maskedTaxIdSchema.nullable().optional(),
  payroll_frequency: z.enum(PAYROLL_FREQUENCIES),
  active: z.boolean(),
  /** Absent for sales partners, like the tax id. */
  platform_fee_basis: z.enum(PLATFORM_FEE_BASES).optional(),
  platform_fee_amount: z.string().optional(),
  write_off_threshold: z.string().optional(),
  created_at: z.string(),
});
export type PartnerView = z.infer<typeof partnerViewSchema>;

// Kept in the schema-free value-lists.ts (a screen needing only these loads no schema); re-exported here.
export { PRODUCT_LINES, FUNDING_TYPES };
