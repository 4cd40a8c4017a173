/** The sales partners contract (docs/api/partners.md): request bodies and the answer's shape. */
import { z } from 'zod';
import { addressViewSchema } from '../address.js';
import { maskedTaxIdSchema } from '../tax-ids.js';
import { organizationContactFields, partnerOwnerInviteSchema } from './partners.js';

/** A percentage as a decimal string: 0 to 100 with up to four decimals (never a float). */
export const commissionPercentSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'Enter a percentage like 10 or 7.5 (up to four decimals)')
  .refine((s) => Number(s.split('.')[0]) < 100 || /^100(\.0{1,4})?$/.test(s), 'At most 100%');

const salesPartnerFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  ...organizationContactFields,
  commission_percent: commissionPercentSchema,
  active: z.boolean(),
};

export const salesPartnerCreateSchema = z
  .object(salesPartnerFields)
  .partial()
  .required({ name: true })
  .extend({ owner: partnerOwnerInviteSchema.optional() });
export type SalesPartnerCreate = z.infer<typeof salesPartnerCreateSchema>;

export const salesPartnerUpdateSchema = z.object(salesPartnerFields).partial().strict();
export type SalesPartnerUpdate = z.infer<typeof salesPartnerUpdateSchema>;

export const salesPartnerViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Decimal string, e.g. "10" or "7.5". */
  commission_percent: z.string(),
  address: addressViewSchema.nullable(),
  tax_id: maskedTaxIdSchema.nullable(),
  active: z.boolean(),
  /** How many partners it referred. */
  partner_count: z.number().int(),
  created_at: z.string(),
});
export type SalesPartnerView = z.infer<typeof salesPartnerViewSchema>;
