/**
 * The contractors contract (docs/api/people.md): request bodies and the answer's shape.
 * Tax ids go in as `{type, value}` and come out only as `{type, masked, last4}`.
 */
import { z } from 'zod';
import { addressSchema, type Address } from '../address.js';
import { JOB_CLASSIFICATIONS, type JobClassification } from '../enums.js';
import { taxIdInputSchema, type MaskedTaxId } from '../tax-ids.js';

export const CONTRACTOR_STATUSES = ['onboarding', 'active', 'inactive'] as const;
export type ContractorStatus = (typeof CONTRACTOR_STATUSES)[number];

/** The fields a client sees only with show_contractor_personal, and a sales partner never. */
export const CONTRACTOR_PERSONAL_FIELDS = ['tax_id', 'date_of_birth', 'phone', 'address'] as const;

const isoDate = z.iso.date('Enter a date as YYYY-MM-DD');

const contractorFields = {
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number')
    .nullable(),
  date_of_birth: isoDate
    .refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10), 'Enter a real date of birth')
    .nullable(),
  address: addressSchema.nullable(),
  classification: z.enum(JOB_CLASSIFICATIONS, 'Choose a classification'),
  tax_id: taxIdInputSchema.nullable(),
  corp_to_corp_id: z.string().uuid('Choose a corp-to-corp').nullable(),
};

export const contractorCreateSchema = z
  .object({
    ...contractorFields,
    phone: contractorFields.phone.default(null),
    date_of_birth: contractorFields.date_of_birth.default(null),
    address: contractorFields.address.default(null),
    tax_id: contractorFields.tax_id.default(null),
    corp_to_corp_id: contractorFields.corp_to_corp_id.default(null),
    /** Admin and EOR staff name the partner; everyone else creates for their own. */
    partner_id: z.string().uuid('Choose a partner').optional(),
  })
  .strict();
export type ContractorCreate = z.infer<typeof contractorCreateSchema>;
export type ContractorCreateInput = z.input<typeof contractorCreateSchema>;

export const contractorUpdateSchema = z
  .object({ ...contractorFields, status: z.enum(CONTRACTOR_STATUSES) })
  .partial()
  .strict();
export type ContractorUpdate = z.infer<typeof contractorUpdateSchema>;

export interface ContractorView {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  classification: JobClassification;
  status: ContractorStatus;
  partner: { id: string; name: string };
  corp_to_corp_id: string | null;
  corp_to_corp: { id: string; name: string } | null;
  /** The contractor's login, once created. */
  user_id: string | null;
  created_at: string;
  /** Personal fields: absent (not null) for callers who may not see them. */
  phone?: string | null;
  date_of_birth?: string | null;
  address?: Address | null;
  tax_id?: MaskedTaxId | null;
}

/** The reveal answer: the one place a tax id travels in the clear (POST, no-store, audited). */
export interface RevealedTaxId {
  tax_id: string;
}
