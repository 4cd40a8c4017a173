/**
 * The contractors contract (docs/api/people.md): request bodies and the answer's shape.
 * Tax ids go in as `{type, value}` and come out only as `{type, masked, last4}`.
 */
import { z } from 'zod';
import { addressSchema, addressViewSchema } from '../address.js';
import { JOB_CLASSIFICATIONS, ONBOARDING_STEPS } from '../enums.js';
import { maskedTaxIdSchema, taxIdInputSchema, taxIdRevealViewSchema } from '../tax-ids.js';
import { CONTRACTOR_STATUSES } from '../value-lists.js';

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

const ref = z.object({ id: z.string(), name: z.string() });

/**
 * The contractors list's view of a worker's current placement (issue 16): the live one, else the next pending
 * one, as the caller sees placements — its rates only on the sides the caller may see (absent otherwise).
 */
export const currentPlacementSchema = z.object({
  id: z.string(),
  job_title: z.string(),
  client: ref,
  status: z.enum(['live', 'pending']),
  start_date: z.string(),
  pay_rate: z.string().nullable().optional(),
  bill_rate: z.string().nullable().optional(),
});
export type CurrentPlacement = z.infer<typeof currentPlacementSchema>;

/** Where the worker stands in onboarding, for those who follow it (staff and its partner). */
export const contractorOnboardingSchema = z.object({
  current_step: z.enum(ONBOARDING_STEPS).nullable(),
  current_step_title: z.string().nullable(),
  completed_count: z.number().int(),
  required_count: z.number().int(),
});
export type ContractorOnboarding = z.infer<typeof contractorOnboardingSchema>;

export const contractorViewSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  classification: z.enum(JOB_CLASSIFICATIONS),
  status: z.enum(CONTRACTOR_STATUSES),
  partner: ref,
  corp_to_corp_id: z.string().nullable(),
  corp_to_corp: ref.nullable(),
  /** The contractor's login, once created. */
  user_id: z.string().nullable(),
  created_at: z.string(),
  /** Personal fields: absent (not null) for callers who may not see them. */
  phone: z.string().nullable().optional(),
  date_of_birth: z.string().nullable().optional(),
  address: addressViewSchema.nullable().optional(),
  tax_id: maskedTaxIdSchema.nullable().optional(),
  /** The list only: the current placement (null when none the caller sees), and onboarding (absent unless followed). */
  current_placement: currentPlacementSchema.nullable().optional(),
  onboarding: contractorOnboardingSchema.nullable().optional(),
});
export type ContractorView = z.infer<typeof contractorViewSchema>;

/** The reveal answer: the one place a tax id travels in the clear (POST, no-store, audited). */
export type RevealedTaxId = z.infer<typeof taxIdRevealViewSchema>;

// Kept in the schema-free value-lists.ts (a screen needing only these loads no schema); re-exported here.
export { CONTRACTOR_STATUSES };
