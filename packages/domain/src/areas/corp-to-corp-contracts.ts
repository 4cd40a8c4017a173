/** The corp-to-corps contract (docs/api/people.md): vendor companies contractors work through. */
import { z } from 'zod';
import { addressSchema, type Address } from '../address.js';
import { taxIdInputSchema, type MaskedTaxId } from '../tax-ids.js';

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

export interface CorpToCorpView {
  id: string;
  name: string;
  partner: { id: string; name: string };
  contact_name: string | null;
  contact_email: string | null;
  phone: string | null;
  address: Address | null;
  tax_id: MaskedTaxId | null;
  active: boolean;
  contractors_count: number;
  created_at: string;
}
