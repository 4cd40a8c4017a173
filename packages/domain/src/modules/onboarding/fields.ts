/**
 * The fields of every onboarding form (spec section 4, the onboarding step table). The API validates
 * request bodies with these and the web validates the same forms before sending them.
 * Amounts are strings with at most two decimals (never floats); counts are integers.
 */
import { z } from 'zod';
import { CA_PROVINCES, US_STATES, US_ZIP } from '../../address.js';
import { usBankAccountFields } from '../../bank-accounts.js';
import { isValidItin, isValidSin } from '../../tax-ids.js';
import { isValidEin, isValidSsn } from '../../validators.js';

const required = (label: string, max = 100) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => v || null);

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
/** An amount in dollars as typed ('' means none); answers carry it with two decimals. */
const amount = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || AMOUNT.test(v.replace(/,/g, '')), `${label} must be an amount like 1200 or 1200.50`)
    .transform((v) => toAmount(v === '' ? '0' : v.replace(/,/g, '')));

/** '1200' → '1200.00', '3.5' → '3.50'; exact on strings, no floating point. */
export function toAmount(v: string): string {
  const [whole = '0', cents = ''] = v.split('.');
  return `${BigInt(whole).toString()}.${cents.padEnd(2, '0').slice(0, 2)}`;
}
const cents = (v: string) => {
  const [whole = '0', part = ''] = toAmount(v).split('.');
  return BigInt(whole) * 100n + BigInt(part || '0');
};

export const signatureSchema = z
  .string()
  .trim()
  .min(2, 'Type your full legal name to sign')
  .max(200, 'A signature must be at most 200 characters');
const accepted = (message: string) => z.literal(true, { error: message });
const dependents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(20, `${label} must be 20 or fewer`);
const usState = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => US_STATES.some((s) => s.value === v), 'Choose a US state');
const usZip = z.string().trim().regex(US_ZIP, 'ZIP code must be 12345 or 12345-6789');
const ssn = z.string().trim().refine(isValidSsn, 'Enter a valid social security number (AAA-GG-SSSS)');
const isoDate = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
const email = z.email({ error: 'Enter a valid email address' }).max(200);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number');

// Form W-4 (2020 and later), Steps 1–5.
export const W4_FILING_STATUSES = ['single', 'married_filing_jointly', 'head_of_household'] as const;
export const W4_FILING_STATUS_LABELS: Record<(typeof W4_FILING_STATUSES)[number], string> = {
  single: 'Single or Married filing separately',
  married_filing_jointly: 'Married filing jointly or Qualifying surviving spouse',
  head_of_household: 'Head of household',
};
/** 2026 Step 3 credits (primer section 2, S9): per qualifying child under 17 and per other dependent. */
export const W4_CHILD_CREDIT = '2200.00';
export const W4_OTHER_DEPENDENT_CREDIT = '500.00';

/**
 * "Use the SSN on file" (decision 0107): instead of typing the number again, a later form sends
 * `use_ssn_on_file: true` and the API copies the one it already holds (the browser never has it).
 */
export const SSN_ON_FILE_FIELD = 'use_ssn_on_file';
const ssnOnFile = z.boolean().optional();
const typed = (v: string | undefined) => v !== undefined && v !== '';
/** Either the SSN on file or one typed in `field`: not both, and (when `required`) not neither (`''` fails the field's own rule). */
function onFileOrTyped(
  f: { use_ssn_on_file?: boolean | undefined } & Record<string, unknown>,
  field: string,
  required: boolean,
  ctx: z.RefinementCtx,
) {
  const value = f[field] as string | undefined;
  if (f.use_ssn_on_file && typed(value)) {
    ctx.addIssue({ code: 'custom', path: [field], message: 'Use the SSN on file or type one, not both' });
  } else if (!f.use_ssn_on_file && required && value === undefined) {
    ctx.addIssue({ code: 'custom', path: [field], message: 'Enter a valid social security number (AAA-GG-SSSS)' });
  }
}

export const formW4Schema = z
  .object({
    first_name: required('First name'),
    last_name: required('Last name'),
    ssn: ssn.optional(),
    use_ssn_on_file: ssnOnFile,
    filing_status: z.enum(W4_FILING_STATUSES, { error: 'Choose a filing status' }),
    multiple_jobs: z.boolean(),
    qualifying_children: dependents('Qualifying children'),
    other_dependents: dependents('Other dependents'),
    other_credits: amount('Other credits'),
    other_income: amount('Other income'),
    deductions: amount('Deductions'),
    extra_withholding: amount('Extra withholding'),
    signature: signatureSchema,
  })
  .strict()
  .superRefine((f, ctx) => onFileOrTyped(f, 'ssn', true, ctx));
export type FormW4Input = z.input<typeof formW4Schema>;

/** W-4 Step 3's total: children × $2,200 + other dependents × $500 + other credits, exact. */
export function w4DependentsAmount(w4: {
  qualifying_children: number;
  other_dependents: number;
  other_credits: string;
}): string {
  const total =
    BigInt(w4.qualifying_children) * cents(W4_CHILD_CREDIT) +
    BigInt(w4.other_dependents) * cents(W4_OTHER_DEPENDENT_CREDIT) +
    cents(w4.other_credits);
  return `${total / 100n}.${(total % 100n).toString().padStart(2, '0')}`;
}

// Form I-9, Section 1 (the employee's part).
export const I9_CITIZENSHIP_STATUSES = [
  'us_citizen',
  'noncitizen_national',
  'lawful_permanent_resident',
  'authorized_alien',
] as const;
export const I9_CITIZENSHIP_LABELS: Record<(typeof I9_CITIZENSHIP_STATUSES)[number], string> = {
  us_citizen: 'A citizen of the United States',
  noncitizen_national: 'A noncitizen national of the United States',
  lawful_permanent_resident: 'A lawful permanent resident',
  authorized_alien: 'A noncitizen authorized to work',
};

export const i9Section1Schema = z
  .object({
    last_name: required('Last name'),
    first_name: required('First name'),
    middle_initial: z.string().trim().max(1, 'One letter').optional(),
    other_last_names: optionalText(),
    address_line_1: required('Street address', 200),
    city: required('City'),
    state: usState,
    zipcode: usZip,
    date_of_birth: isoDate('Date of birth'),
    ssn: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidSsn(v), 'Enter a valid social security number (AAA-GG-SSSS)')
      .optional(),
    use_ssn_on_file: ssnOnFile,
    email: z.union([z.literal(''), email]).optional(),
    phone: z.union([z.literal(''), phone]).optional(),
    citizenship_status: z.enum(I9_CITIZENSHIP_STATUSES, { error: 'Choose your citizenship or immigration status' }),
    uscis_number: z
      .string()
      .trim()
      .regex(/^(A?\d{7,9})?$/i, 'A USCIS number is 7 to 9 digits')
      .optional(),
    i94_number: z
      .string()
      .trim()
      .regex(/^([A-Z0-9]{11})?$/i, 'An I-94 number has 11 characters')
      .optional(),
    foreign_passport_number: z.string().trim().max(20, 'At most 20 characters').optional(),
    passport_country: z.string().trim().max(60, 'At most 60 characters').optional(),
    work_authorization_expires: z.union([z.literal(''), isoDate('Expiration date')]).optional(),
    attestation: accepted('You must attest to your status under penalty of perjury'),
    signature: signatureSchema,
  })
  .strict()
  .superRefine((f, ctx) => {
    onFileOrTyped(f, 'ssn', false, ctx);
    if (f.citizenship_status === 'lawful_permanent_resident' && !f.uscis_number) {
      ctx.addIssue({ code: 'custom', path: ['uscis_number'], message: 'Enter your USCIS or A-Number' });
    }
    if (f.citizenship_status === 'authorized_alien') {
      if (!f.uscis_number && !f.i94_number && !(f.foreign_passport_number && f.passport_country)) {
        ctx.addIssue({
          code: 'custom',
          path: ['uscis_number'],
          message: 'Enter a USCIS/A-Number, an I-94 number, or a foreign passport number and country',
        });
      }
    }
  });
export type I9Section1Input = z.input<typeof i9Section1Schema>;

// Form W-9 (Rev. March 2024).
export const W9_TAX_CLASSIFICATIONS = [
  'individual',
  'c_corporation',
  's_corporation',
  'partnership',
  'trust_estate',
  'llc_c',
  'llc_s',
  'llc_p',
  'other',
] as const;
export const W9_TAX_CLASSIFICATION_LABELS: Record<(typeof W9_TAX_CLASSIFICATIONS)[number], string> = {
  individual: 'Individual/sole proprietor',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust/estate',
  llc_c: 'LLC taxed as a C corporation',
  llc_s: 'LLC taxed as an S corporation',
  llc_p: 'LLC taxed as a partnership',
  other: 'Other',
};

export const w9Schema = z
  .object({
    name: required('Name', 200),
    business_name: optionalText(200),
    tax_classification: z.enum(W9_TAX_CLASSIFICATIONS, { error: 'Choose a federal tax classification' }),
    other_classification: optionalText(),
    exempt_payee_code: z
      .string()
      .trim()
      .regex(/^([1-9]|1[0-3])?$/, 'An exempt payee code is 1 to 13')
      .optional(),
    address_line_1: required('Street address', 200),
    city: required('City'),
    state: usState,
    zipcode: usZip,
    tin_type: z.enum(['ssn', 'ein'], { error: 'Choose SSN or EIN' }),
    tin: z.string().trim().max(20).optional(),
    use_ssn_on_file: ssnOnFile,
    certification: accepted('You must certify the statements under penalties of perjury'),
    signature: signatureSchema,
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.use_ssn_on_file && f.tin_type !== 'ssn') {
      ctx.addIssue({ code: 'custom', path: ['tin'], message: 'Only an SSN can be taken from the one on file' });
    }
    if (f.use_ssn_on_file) onFileOrTyped(f, 'tin', true, ctx);
    const tin = f.tin ?? '';
    const valid = f.tin_type === 'ein' ? isValidEin(tin) : isValidSsn(tin) || isValidItin(tin);
    if (!f.use_ssn_on_file && !tin) {
      ctx.addIssue({ code: 'custom', path: ['tin'], message: 'Taxpayer identification number is required' });
    } else if (!f.use_ssn_on_file && !valid) {
      ctx.addIssue({
        code: 'custom',
        path: ['tin'],
        message:
          f.tin_type === 'ein'
            ? 'Enter a valid employer ID (NN-NNNNNNN)'
            : 'Enter a valid social security number (AAA-GG-SSSS)',
      });
    }
    if (f.tax_classification !== 'individual' && f.tin_type !== 'ein') {
      ctx.addIssue({ code: 'custom', path: ['tin_type'], message: 'A business entity gives its EIN' });
    }
    if (f.tax_classification === 'other' && !f.other_classification) {
      ctx.addIssue({ code: 'custom', path: ['other_classification'], message: 'Describe the classification' });
    }
  });
export type W9Input = z.input<typeof w9Schema>;

// Canada TD1 (federal) and the province's TD1 form.
/** 2026 federal basic personal amount at the maximum (primer section 4, BPAF). */
export const TD1_FEDERAL_BASIC_PERSONAL_AMOUNT = '16452.00';
export const canadaTaxFormsSchema = z
  .object({
    sin: z.string().trim().refine(isValidSin, 'Enter a valid social insurance number'),
    province: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => CA_PROVINCES.some((p) => p.value === v), 'Choose a province or territory'),
    federal_claim_amount: amount('Federal total claim amount'),
    provincial_claim_amount: amount('Provincial total claim amount'),
    additional_tax_per_period: amount('Additional tax'),
    more_than_one_employer: z.boolean(),
    signature: signatureSchema,
  })
  .strict();
export type CanadaTaxFormsInput = z.input<typeof canadaTaxFormsSchema>;

// Voluntary self-identification (EEO-1 categories); every answer may be declined.
export const EEO_SEX = ['female', 'male', 'decline'] as const;
export const EEO_ETHNICITY = ['hispanic_or_latino', 'not_hispanic_or_latino', 'decline'] as const;
export const EEO_RACE = [
  'american_indian_or_alaska_native',
  'asian',
  'black_or_african_american',
  'native_hawaiian_or_pacific_islander',
  'white',
  'two_or_more_races',
  'decline',
] as const;
export const EEO_VETERAN = ['protected_veteran', 'not_protected_veteran', 'decline'] as const;
export const EEO_DISABILITY = ['yes', 'no', 'decline'] as const;

export const eeoSchema = z
  .object({
    declined: z.boolean(),
    sex: z.enum(EEO_SEX, { error: 'Choose an answer or decline' }).optional(),
    ethnicity: z.enum(EEO_ETHNICITY, { error: 'Choose an answer or decline' }).optional(),
    race: z.enum(EEO_RACE, { error: 'Choose an answer or decline' }).optional(),
    veteran_status: z.enum(EEO_VETERAN, { error: 'Choose an answer or decline' }).optional(),
    disability_status: z.enum(EEO_DISABILITY, { error: 'Choose an answer or decline' }).optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.declined) return;
    for (const key of ['sex', 'ethnicity', 'race', 'veteran_status', 'disability_status'] as const) {
      if (!f[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'Choose an answer or decline' });
    }
  });
export type EeoInput = z.input<typeof eeoSchema>;

// Who represents and who signs for a partner or client company.
export const representativeSchema = z
  .object({
    first_name: required('First name'),
    last_name: required('Last name'),
    title: required('Title'),
    email,
    phone,
  })
  .strict();
export type RepresentativeInput = z.input<typeof representativeSchema>;

export const authorizedRepresentativeSchema = z
  .object({
    signer_is_me: z.boolean(),
    first_name: required('First name'),
    last_name: required('Last name'),
    title: required('Title'),
    email,
    confirmation: accepted('Confirm that this person may sign agreements for the company'),
  })
  .strict();
export type AuthorizedRepresentativeInput = z.input<typeof authorizedRepresentativeSchema>;

/** A click-through: the hash of the exact text shown comes back, so a changed text is never "accepted". */
export const clickThroughSchema = z
  .object({
    accepted: accepted('You must accept to continue'),
    text_hash: z.string().regex(/^[a-f0-9]{64}$/, 'The agreement text is missing; reload the page'),
  })
  .strict();
export type ClickThroughInput = z.input<typeof clickThroughSchema>;

// Identity verification: what the provider checks; the document number goes to it and is not kept.
export const ID_DOCUMENT_TYPES = ['drivers_license', 'state_id', 'passport'] as const;
export const ID_DOCUMENT_LABELS: Record<(typeof ID_DOCUMENT_TYPES)[number], string> = {
  drivers_license: "Driver's license",
  state_id: 'State ID card',
  passport: 'Passport',
};
export const verificationRequestSchema = z
  .object({
    legal_first_name: required('Legal first name'),
    legal_last_name: required('Legal last name'),
    date_of_birth: isoDate('Date of birth'),
    document_type: z.enum(ID_DOCUMENT_TYPES, { error: 'Choose a document type' }),
    document_number: z
      .string()
      .trim()
      .regex(/^[A-Z0-9-]{4,20}$/i, 'A document number is 4 to 20 letters or digits'),
  })
  .strict();
export type VerificationRequestInput = z.input<typeof verificationRequestSchema>;

export const benefitsSelectionSchema = z
  .object({
    waived: z.boolean(),
    plan_ids: z.array(z.uuid({ error: 'Unknown plan' })).max(10),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.waived && f.plan_ids.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['plan_ids'], message: 'Waive benefits or choose plans, not both' });
    }
    if (!f.waived && f.plan_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['plan_ids'], message: 'Choose at least one plan or waive benefits' });
    }
  });
export type BenefitsSelectionInput = z.input<typeof benefitsSelectionSchema>;

// Direct deposit.
export const bankAccountSchema = z
  .object({
    account_holder: required('Account holder', 200),
    bank_name: optionalText(200),
    routing_number: usBankAccountFields.routing_number,
    account_number: usBankAccountFields.account_number,
    account_type: usBankAccountFields.account_type,
  })
  .strict();
export type BankAccountInput = z.input<typeof bankAccountSchema>;

// Form I-9, Section 2 (the employer's part: documents examined).
export const i9DocumentSchema = z.object({
  list: z.enum(['A', 'B', 'C']),
  title: required('Document title'),
  issuing_authority: required('Issuing authority'),
  number: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{3,30}$/i, 'A document number is 3 to 30 letters or digits'),
  expiration_date: z.union([z.literal(''), isoDate('Expiration date')]).optional(),
});
export const i9Section2Schema = z
  .object({
    documents: z.array(i9DocumentSchema).min(1, 'Record the documents examined').max(3),
    first_day_of_employment: isoDate('First day of employment'),
    employer_name: required('Name of employer representative', 200),
    employer_title: required('Title', 100),
    business_name: required('Employer business name', 200),
    attestation: accepted('You must attest that you examined the documents'),
  })
  .strict()
  .superRefine((f, ctx) => {
    const lists = f.documents
      .map((d) => d.list)
      .sort()
      .join('');
    if (lists !== 'A' && lists !== 'BC') {
      ctx.addIssue({
        code: 'custom',
        path: ['documents'],
        message: 'Examine one List A document, or one List B and one List C document',
      });
    }
  });
export type I9Section2Input = z.input<typeof i9Section2Schema>;

/**
 * Re-verification of expiring work authorization (Supplement B): one List A or List C document
 * examined (never List B, which proves identity only) and the authorization's new expiration date,
 * empty when it no longer expires. The API also refuses a date that is not after today.
 */
export const i9ReverificationSchema = z
  .object({
    document: i9DocumentSchema.extend({
      list: z.enum(['A', 'C'], { error: 'Examine a List A or a List C document' }),
    }),
    work_authorization_expires: z.union([z.literal(''), isoDate('New expiration date')]),
    attestation: accepted('You must attest that you examined the document'),
  })
  .strict();
export type I9ReverificationInput = z.input<typeof i9ReverificationSchema>;

export const verificationDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500).optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.decision === 'reject' && !f.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the verification is rejected' });
    }
  });
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;
