/** The corp-to-corps contract (docs/api/people.md): vendor companies contractors work through. */
import { z } from 'zod';
import { addressSchema, addressViewSchema } from '../address.js';
import { maskedTaxIdSchema, taxIdInputSchema } from '../tax-ids.js';
import { namedRefSchema } from './timesheets/contracts.js';

const corpToCorpFields = {
  name: z.string().trim().min(1, 'Name is required').max(200),
  contact_name: z.string().trim().max(200).nullable(),
  contact_email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254).nullable(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number')
    .nullable(),
  address: addressSchema.nullable(),
  /** A company's tax id: an EIN (the API refuses other types on this field). */
  tax_id: taxIdInputSchema.nullable(),
  active: z.boolean(),
};

export const corpToCorpCreateSchema = z
  .object({
    ...corpToCorpFields,
    contact_name: corpToCorpFields.contact_name.default(null),
    contact_email: corpToCorpFields.contact_email.default(null),
    phone: corpToCorpFields.phone.default(null),
    address: corpToCorpFields.address.default(null),
    tax_id: corpToCorpFields.tax_id.default(null),
    active: corpToCorpFields.active.default(true),
    partner_id: z.string().uuid('Choose a partner').optional(),
  })
  .strict();
export type CorpToCorpCreate = z.infer<typeof corpToCorpCreateSchema>;
export type CorpToCorpCreateInput = z.input<typeof corpToCorpCreateSchema>;

export const corpToCorpUpdateSchema = z.object(corpToCorpFields).partial().strict();
export type CorpToCorpUpdate = z.infer<typeof corpToCorpUpdateSchema>;

export const corpToCorpViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  partner: namedRefSchema,
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressViewSchema.nullable(),
  tax_id: maskedTaxIdSchema.nullable(),
  active: z.boolean(),
  contractors_count: z.number().int(),
  created_at: z.string(),
});
export type CorpToCorpView = z.infer<typeof corpToCorpViewSchema>;
