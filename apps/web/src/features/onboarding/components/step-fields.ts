/**
 * How each form step is laid out on screen. The fields' rules are the domain schemas (the same
 * ones the API applies); this only says which input shows each field, in what order and when.
 */
import {
  CA_PROVINCES,
  EEO_DISABILITY,
  EEO_ETHNICITY,
  EEO_RACE,
  EEO_SEX,
  EEO_VETERAN,
  I9_CITIZENSHIP_LABELS,
  ID_DOCUMENT_LABELS,
  TD1_FEDERAL_BASIC_PERSONAL_AMOUNT,
  US_STATES,
  W4_FILING_STATUS_LABELS,
  W9_TAX_CLASSIFICATION_LABELS,
  SSN_ON_FILE_FIELD,
  type CurrentUser,
  type OnboardingPrefill,
  type OnboardingStep,
} from '@app/domain';
import { formatMoney } from '../../../components/data-list/format';

export interface Option {
  value: string;
  label: string;
}
type Values = Record<string, unknown>;

interface Base {
  name: string;
  label: string;
  description?: string;
  /** Shown only when this holds for the current values. */
  showIf?: (values: Values) => boolean;
}
export type FieldSpec =
  | (Base & { type: 'text' | 'signature' | 'date' | 'secret' | 'email' | 'tel'; required?: boolean })
  | (Base & { type: 'select' | 'radio'; options: Option[]; required?: boolean })
  | (Base & { type: 'checkbox' })
  | (Base & { type: 'count' })
  | (Base & { type: 'amount' })
  /** Use the SSN already on file (true) or type another (false); decision 0107. */
  | (Base & { type: 'on-file' });
export type FormItem = FieldSpec | { type: 'section'; title: string; text?: string };

const labelled = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const words = (v: string) =>
  v === 'decline' ? 'I do not wish to answer' : v.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const choices = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: words(value) }));

const signature: FieldSpec = {
  name: 'signature',
  label: 'Signature',
  type: 'signature',
  description: 'Type your full legal name; it is your electronic signature, dated today.',
  required: true,
};
const usAddress: FieldSpec[] = [
  { name: 'address_line_1', label: 'Street address', type: 'text', required: true },
  { name: 'city', label: 'City', type: 'text', required: true },
  { name: 'state', label: 'State', type: 'select', options: [...US_STATES], required: true },
  { name: 'zipcode', label: 'ZIP code', type: 'text', required: true },
];
const answered = (values: Values) => values.declined !== true;

export const STEP_FORMS: Partial<Record<OnboardingStep, FormItem[]>> = {
  form_w4: [
    { type: 'section', title: 'Step 1: Personal information' },
    { name: 'first_name', label: 'First name', type: 'text', required: true },
    { name: 'last_name', label: 'Last name', type: 'text', required: true },
    { name: 'ssn', label: 'Social security number', type: 'secret', required: true },
    {
      name: 'filing_status',
      label: 'Filing status',
      type: 'radio',
      options: labelled(W4_FILING_STATUS_LABELS),
      required: true,
    },
    { type: 'section', title: 'Step 2: Multiple jobs or spouse works' },
    {
      name: 'multiple_jobs',
      label: 'I hold more than one job at a time, or I am married filing jointly and my spouse also works (Step 2(c))',
      type: 'checkbox',
    },
    {
      type: 'section',
      title: 'Step 3: Claim dependent and other credits',
      text: '$2,200 per qualifying child under 17, $500 per other dependent.',
    },
    { name: 'qualifying_children', label: 'Qualifying children under age 17', type: 'count' },
    { name: 'other_dependents', label: 'Other dependents', type: 'count' },
    { name: 'other_credits', label: 'Other credits (annual, $)', type: 'amount' },
    { type: 'section', title: 'Step 4: Other adjustments (optional)' },
    { name: 'other_income', label: '4(a) Other income not from jobs (annual, $)', type: 'amount' },
    { name: 'deductions', label: '4(b) Deductions beyond the standard deduction (annual, $)', type: 'amount' },
    { name: 'extra_withholding', label: '4(c) Extra withholding per pay period ($)', type: 'amount' },
    { type: 'section', title: 'Step 5: Sign here' },
    signature,
  ],
  form_i9: [
    { type: 'section', title: 'Section 1: Employee information and attestation' },
    { name: 'last_name', label: 'Last name (family name)', type: 'text', required: true },
    { name: 'first_name', label: 'First name (given name)', type: 'text', required: true },
    { name: 'middle_initial', label: 'Middle initial', type: 'text' },
    { name: 'other_last_names', label: 'Other last names used', type: 'text' },
    ...usAddress,
    { name: 'date_of_birth', label: 'Date of birth', type: 'date', required: true },
    { name: 'ssn', label: 'Social security number', type: 'secret' },
    { name: 'email', label: 'Email address', type: 'email' },
    { name: 'phone', label: 'Telephone number', type: 'tel' },
    {
      name: 'citizenship_status',
      label: 'I attest, under penalty of perjury, that I am',
      type: 'radio',
      options: labelled(I9_CITIZENSHIP_LABELS),
      required: true,
    },
    {
      name: 'uscis_number',
      label: 'USCIS or A-Number',
      type: 'text',
      showIf: (v) =>
        v.citizenship_status === 'lawful_permanent_resident' || v.citizenship_status === 'authorized_alien',
    },
    {
      name: 'i94_number',
      label: 'Form I-94 admission number',
      type: 'text',
      showIf: (v) => v.citizenship_status === 'authorized_alien',
    },
    {
      name: 'foreign_passport_number',
      label: 'Foreign passport number',
      type: 'text',
      showIf: (v) => v.citizenship_status === 'authorized_alien',
    },
    {
      name: 'passport_country',
      label: 'Country of issuance',
      type: 'text',
      showIf: (v) => v.citizenship_status === 'authorized_alien',
    },
    {
      name: 'work_authorization_expires',
      label: 'Work authorization expires (if any)',
      type: 'date',
      showIf: (v) => v.citizenship_status === 'authorized_alien',
    },
    {
      name: 'attestation',
      label:
        'I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form.',
      type: 'checkbox',
    },
    signature,
  ],
  w9: [
    { name: 'name', label: 'Name (as shown on your income tax return)', type: 'text', required: true },
    { name: 'business_name', label: 'Business name, if different', type: 'text' },
    {
      name: 'tax_classification',
      label: 'Federal tax classification',
      type: 'select',
      options: labelled(W9_TAX_CLASSIFICATION_LABELS),
      required: true,
    },
    {
      name: 'other_classification',
      label: 'Other classification',
      type: 'text',
      showIf: (v) => v.tax_classification === 'other',
    },
    { name: 'exempt_payee_code', label: 'Exempt payee code (if any)', type: 'text' },
    ...usAddress,
    {
      name: 'tin_type',
      label: 'Taxpayer identification number type',
      type: 'radio',
      options: [
        { value: 'ssn', label: 'SSN' },
        { value: 'ein', label: 'EIN' },
      ],
      required: true,
    },
    { name: 'tin', label: 'Taxpayer identification number', type: 'secret', required: true },
    {
      name: 'certification',
      label:
        'Under penalties of perjury, I certify that the number shown is my correct TIN, that I am not subject to backup withholding, and that I am a U.S. person.',
      type: 'checkbox',
    },
    signature,
  ],
  canada_tax_forms: [
    { name: 'sin', label: 'Social insurance number', type: 'secret', required: true },
    {
      name: 'province',
      label: 'Province or territory of employment',
      type: 'select',
      options: [...CA_PROVINCES],
      required: true,
    },
    {
      name: 'federal_claim_amount',
      label: 'Federal TD1 total claim amount ($)',
      type: 'amount',
      description: `The 2026 basic personal amount is ${formatMoney(TD1_FEDERAL_BASIC_PERSONAL_AMOUNT)}.`,
    },
    { name: 'provincial_claim_amount', label: 'Provincial TD1 total claim amount ($)', type: 'amount' },
    { name: 'additional_tax_per_period', label: 'Additional tax to deduct per pay period ($)', type: 'amount' },
    {
      name: 'more_than_one_employer',
      label: 'I have more than one employer or payer at the same time',
      type: 'checkbox',
    },
    signature,
  ],
  'eor-related eeo': [
    {
      type: 'section',
      title: 'Voluntary self-identification',
      text: 'Answering is voluntary and never affects your employment. Your answers are kept encrypted and apart from your file.',
    },
    { name: 'declined', label: 'I do not wish to self-identify', type: 'checkbox' },
    { name: 'sex', label: 'Sex', type: 'select', options: choices(EEO_SEX), required: true, showIf: answered },
    {
      name: 'ethnicity',
      label: 'Ethnicity',
      type: 'select',
      options: choices(EEO_ETHNICITY),
      required: true,
      showIf: answered,
    },
    { name: 'race', label: 'Race', type: 'select', options: choices(EEO_RACE), required: true, showIf: answered },
    {
      name: 'veteran_status',
      label: 'Veteran status',
      type: 'select',
      options: choices(EEO_VETERAN),
      required: true,
      showIf: answered,
    },
    {
      name: 'disability_status',
      label: 'Disability',
      type: 'select',
      options: choices(EEO_DISABILITY),
      required: true,
      showIf: answered,
    },
  ],
  representative: [
    { name: 'first_name', label: 'First name', type: 'text', required: true },
    { name: 'last_name', label: 'Last name', type: 'text', required: true },
    { name: 'title', label: 'Title', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'phone', label: 'Phone', type: 'tel', required: true },
  ],
  authorized_representative: [
    { name: 'signer_is_me', label: 'I sign agreements for the company myself', type: 'checkbox' },
    { name: 'first_name', label: 'Signer first name', type: 'text', required: true },
    { name: 'last_name', label: 'Signer last name', type: 'text', required: true },
    { name: 'title', label: 'Signer title', type: 'text', required: true },
    { name: 'email', label: 'Signer email', type: 'email', required: true },
    {
      name: 'confirmation',
      label: 'I confirm this person may sign agreements on behalf of the company',
      type: 'checkbox',
    },
  ],
  verification: [
    { name: 'legal_first_name', label: 'Legal first name', type: 'text', required: true },
    { name: 'legal_last_name', label: 'Legal last name', type: 'text', required: true },
    { name: 'date_of_birth', label: 'Date of birth', type: 'date', required: true },
    {
      name: 'document_type',
      label: 'Identity document',
      type: 'select',
      options: labelled(ID_DOCUMENT_LABELS),
      required: true,
    },
    {
      name: 'document_number',
      label: 'Document number',
      type: 'text',
      required: true,
      description: 'Sent to the verification provider only; we do not keep it.',
    },
  ],
};

const isField = (item: FormItem): item is FieldSpec => item.type !== 'section';
export const fieldsOf = (items: FormItem[]) => items.filter(isField);

/** The field each step takes an SSN in, where the one on file may stand in for it (decision 0107). */
const SSN_FIELDS: Partial<Record<OnboardingStep, string>> = { form_w4: 'ssn', form_i9: 'ssn', w9: 'tin' };

/**
 * With an SSN on file, the step's SSN field is preceded by the choice "SSN on file ending 1234: use
 * it / type another", and shows only when typing another. The number itself never reaches the browser.
 */
export function withSsnOnFile(
  step: OnboardingStep,
  items: FormItem[],
  onFile: OnboardingPrefill['ssn_on_file'] | undefined,
): FormItem[] {
  const field = SSN_FIELDS[step];
  if (!field || !onFile) return items;
  // The W-9 asks for an SSN only when its TIN is one (an EIN is typed).
  const asksSsn = step === 'w9' ? (v: Values) => v.tin_type === 'ssn' : () => true;
  const choice: FieldSpec = {
    name: SSN_ON_FILE_FIELD,
    label: `SSN on file ending ${onFile.last4}`,
    description: 'The number you gave on an earlier form; it is not shown again.',
    type: 'on-file',
    showIf: asksSsn,
  };
  return items.flatMap((item): FormItem[] => {
    if (item.type === 'section' || item.name !== field) return [item];
    const shown = item.showIf;
    const typed: FieldSpec = {
      ...item,
      showIf: (v) => (shown?.(v) ?? true) && !(asksSsn(v) && v[SSN_ON_FILE_FIELD] === true),
    };
    return [choice, typed];
  });
}

/**
 * Starting values: empty inputs, the user's own name where the form asks for it, then what earlier
 * steps already answered (`prefill`, decision 0107); the SSN on file is used unless the user says not.
 */
export function initialValuesOf(items: FormItem[], user: CurrentUser, prefill?: OnboardingPrefill['values']): Values {
  const values: Values = {};
  for (const f of fieldsOf(items)) {
    values[f.name] = f.type === 'checkbox' ? false : f.type === 'count' ? 0 : f.type === 'on-file' ? true : '';
  }
  const names: Record<string, string> = {
    first_name: user.first_name,
    last_name: user.last_name,
    legal_first_name: user.first_name,
    legal_last_name: user.last_name,
    name: `${user.first_name} ${user.last_name}`,
  };
  for (const [key, value] of Object.entries(names)) if (key in values) values[key] = value;
  if ('federal_claim_amount' in values) values.federal_claim_amount = TD1_FEDERAL_BASIC_PERSONAL_AMOUNT;
  for (const [key, value] of Object.entries(prefill ?? {})) if (key in values) values[key] = value;
  return values;
}

/**
 * What is sent (and validated): hidden fields and unanswered optional choices are left out, so
 * the schema sees them as absent rather than as an empty answer.
 */
export function bodyOf(items: FormItem[], values: Values): Values {
  const body: Values = {};
  for (const f of fieldsOf(items)) {
    if (f.showIf && !f.showIf(values)) continue;
    const v = values[f.name];
    if ((f.type === 'select' || f.type === 'radio') && v === '' && !f.required) continue;
    if (f.type === 'select' && v === '' && f.showIf) continue;
    body[f.name] = v;
  }
  return body;
}
