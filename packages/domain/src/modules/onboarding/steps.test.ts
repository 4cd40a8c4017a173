import { describe, expect, it } from 'vitest';
import {
  bankAccountSchema,
  benefitsSelectionSchema,
  eeoSchema,
  formW4Schema,
  i9Section1Schema,
  i9Section2Schema,
  w4DependentsAmount,
  w9Schema,
} from './fields.js';
import {
  ONBOARDING_STEP_TABLE,
  onboardingStepBySlug,
  requiredOnboardingSteps,
  type OnboardingContext,
} from './steps.js';
import { AGREEMENTS } from './texts.js';
import { ONBOARDING_STEPS } from '../../enums.js';

const contractor = (over: Partial<OnboardingContext> = {}): OnboardingContext => ({
  userType: 'contractor',
  isOrgOwner: false,
  classification: 'w-2',
  partnerSelfEmployer: false,
  partnerOffersBenefits: false,
  clientRequiresBackgroundCheck: false,
  ...over,
});

describe('the onboarding step table', () => {
  it('has one row per step of the spec, each with a unique slug', () => {
    expect(ONBOARDING_STEP_TABLE.map((d) => d.step).sort()).toEqual([...ONBOARDING_STEPS].sort());
    expect(new Set(ONBOARDING_STEP_TABLE.map((d) => d.slug)).size).toBe(ONBOARDING_STEPS.length);
    expect(onboardingStepBySlug('eor_related_eeo')?.step).toBe('eor-related eeo');
  });

  it('gives click-throughs an agreement text that exists', () => {
    for (const d of ONBOARDING_STEP_TABLE.filter((s) => s.kind === 'clickthrough')) {
      expect(AGREEMENTS[d.agreement!].text.length, d.step).toBeGreaterThan(50);
    }
  });

  it('a W-2 under the EOR at a background-check client with benefits needs every W-2 step, final last', () => {
    expect(
      requiredOnboardingSteps(contractor({ partnerOffersBenefits: true, clientRequiresBackgroundCheck: true })),
    ).toEqual([
      'form_w4',
      'form_i9',
      'employee_timekeeping_policy',
      'employee_confidentiality_agreement',
      'eor-related eeo',
      'benefits_selection',
      'background_check_agreement',
      'verification',
      'final_acknowledge',
    ]);
  });

  it('a W-2 of a self-employer partner without plans has no EEO and no benefits step', () => {
    const steps = requiredOnboardingSteps(contractor({ partnerSelfEmployer: true }));
    expect(steps).not.toContain('eor-related eeo');
    expect(steps).not.toContain('benefits_selection');
    expect(steps).not.toContain('background_check_agreement');
  });

  it('independent contractors give a W-9 and click through the 1099 agreement', () => {
    expect(requiredOnboardingSteps(contractor({ classification: 'independent_contractor' }))).toEqual([
      'w9',
      'contractor_1099_agreement_clickthru',
      'verification',
      'final_acknowledge',
    ]);
  });

  it('a contractor working through a corp-to-corp gives a W-9 whatever the classification', () => {
    expect(
      requiredOnboardingSteps(contractor({ classification: 'international_ic', worksThroughCorpToCorp: true })),
    ).toEqual(['w9', 'verification', 'final_acknowledge']);
  });

  it('canada_t4 gives the TD1 forms and the employee click-throughs, no W-4', () => {
    expect(requiredOnboardingSteps(contractor({ classification: 'canada_t4', partnerOffersBenefits: true }))).toEqual([
      'canada_tax_forms',
      'employee_timekeeping_policy',
      'employee_confidentiality_agreement',
      'verification',
      'final_acknowledge',
    ]);
  });

  it('partner owners sign the services agreement; client owners name representatives; others nothing', () => {
    const org = (userType: OnboardingContext['userType'], isOrgOwner: boolean) =>
      requiredOnboardingSteps({ ...contractor(), userType, isOrgOwner, classification: null });
    expect(org('partner', true)).toEqual([
      'representative',
      'authorized_representative',
      'partner_services_agreement_clickthru',
      'final_acknowledge',
    ]);
    expect(org('client', true)).toEqual(['representative', 'authorized_representative', 'final_acknowledge']);
    expect(org('partner', false)).toEqual([]);
    expect(org('sales_partner', true)).toEqual([]);
    expect(org('admin', true)).toEqual([]);
  });
});

describe('step fields', () => {
  const w4 = {
    first_name: 'Nina',
    last_name: 'Newhire',
    ssn: '345-67-8901',
    filing_status: 'single',
    multiple_jobs: false,
    qualifying_children: 2,
    other_dependents: 1,
    other_credits: '',
    other_income: '1,200',
    deductions: '0',
    extra_withholding: '25.5',
    signature: 'Nina Newhire',
  };

  it('W-4: amounts become exact two-decimal strings; Step 3 totals $2,200 per child and $500 per dependent', () => {
    const parsed = formW4Schema.parse(w4);
    expect(parsed.other_income).toBe('1200.00');
    expect(parsed.extra_withholding).toBe('25.50');
    expect(w4DependentsAmount(parsed)).toBe('4900.00');
    expect(w4DependentsAmount({ qualifying_children: 0, other_dependents: 0, other_credits: '0.10' })).toBe('0.10');
  });

  it('W-4: a bad SSN, a missing filing status and an unsigned form are field errors', () => {
    const r = formW4Schema.safeParse({ ...w4, ssn: '666-12-3456', filing_status: undefined, signature: '' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['ssn', 'filing_status', 'signature']));
  });

  it('the SSN on file (decision 0107) stands in for a typed one, never beside it, and only as an SSN', () => {
    const { ssn: _typed, ...w4WithoutSsn } = w4;
    expect(formW4Schema.safeParse({ ...w4WithoutSsn, use_ssn_on_file: true }).success).toBe(true);
    expect(formW4Schema.safeParse(w4WithoutSsn).error!.issues.map((i) => i.path.join('.'))).toEqual(['ssn']);
    expect(formW4Schema.safeParse({ ...w4, use_ssn_on_file: true }).error!.issues[0]!.message).toBe(
      'Use the SSN on file or type one, not both',
    );
    const w9 = {
      name: 'Nina Newhire',
      tax_classification: 'individual',
      address_line_1: '40 Vine St',
      city: 'Los Angeles',
      state: 'CA',
      zipcode: '90028',
      tin_type: 'ssn',
      use_ssn_on_file: true,
      certification: true,
      signature: 'Nina Newhire',
    };
    expect(w9Schema.safeParse(w9).success).toBe(true);
    expect(w9Schema.safeParse({ ...w9, use_ssn_on_file: false }).error!.issues.map((i) => i.path[0])).toEqual(['tin']);
    const ein = w9Schema.safeParse({ ...w9, tin_type: 'ein', tax_classification: 'c_corporation' });
    expect(ein.error!.issues.map((i) => i.message)).toContain('Only an SSN can be taken from the one on file');
  });

  it('W-9: a business must give an EIN; the TIN is checked for its type', () => {
    const base = {
      name: 'Ian Independent',
      tax_classification: 'individual',
      address_line_1: '5 Hudson St',
      city: 'New York',
      state: 'NY',
      zipcode: '10013',
      tin_type: 'ssn',
      tin: '456-78-9012',
      certification: true,
      signature: 'Ian Independent',
    };
    expect(w9Schema.safeParse(base).success).toBe(true);
    const corp = w9Schema.safeParse({ ...base, tax_classification: 'c_corporation' });
    expect(corp.error!.issues.map((i) => i.path[0])).toContain('tin_type');
    const badEin = w9Schema.safeParse({ ...base, tin_type: 'ein', tin: '12-34' });
    expect(badEin.error!.issues.map((i) => i.path[0])).toContain('tin');
    expect(w9Schema.safeParse({ ...base, certification: false }).success).toBe(false);
  });

  it('I-9: a permanent resident gives a USCIS number', () => {
    const s1 = {
      last_name: 'Newhire',
      first_name: 'Nina',
      address_line_1: '40 Vine St',
      city: 'Los Angeles',
      state: 'CA',
      zipcode: '90028',
      date_of_birth: '1998-01-20',
      citizenship_status: 'lawful_permanent_resident',
      attestation: true,
      signature: 'Nina Newhire',
    };
    expect(i9Section1Schema.safeParse(s1).error!.issues[0]!.path).toEqual(['uscis_number']);
    expect(i9Section1Schema.safeParse({ ...s1, uscis_number: 'A123456789' }).success).toBe(true);
  });

  it('I-9 section 2: one List A document, or List B and List C', () => {
    const doc = (list: 'A' | 'B' | 'C') => ({
      list,
      title: 'Passport',
      issuing_authority: 'US DoS',
      number: 'X1234567',
    });
    const s2 = {
      first_day_of_employment: '2026-12-07',
      employer_name: 'Ada Admin',
      employer_title: 'HR',
      business_name: 'Staffwise',
      attestation: true,
    };
    expect(i9Section2Schema.safeParse({ ...s2, documents: [doc('A')] }).success).toBe(true);
    expect(i9Section2Schema.safeParse({ ...s2, documents: [doc('B'), doc('C')] }).success).toBe(true);
    expect(i9Section2Schema.safeParse({ ...s2, documents: [doc('B')] }).success).toBe(false);
  });

  it('EEO: declining needs no answers; otherwise every question is answered (decline allowed per question)', () => {
    expect(eeoSchema.safeParse({ declined: true }).success).toBe(true);
    expect(eeoSchema.safeParse({ declined: false, sex: 'female' }).success).toBe(false);
  });

  it('benefits: choose plans or waive, not both, not neither', () => {
    const id = '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b';
    expect(benefitsSelectionSchema.safeParse({ waived: true, plan_ids: [] }).success).toBe(true);
    expect(benefitsSelectionSchema.safeParse({ waived: false, plan_ids: [id] }).success).toBe(true);
    expect(benefitsSelectionSchema.safeParse({ waived: true, plan_ids: [id] }).success).toBe(false);
    expect(benefitsSelectionSchema.safeParse({ waived: false, plan_ids: [] }).success).toBe(false);
  });

  it('bank account: the routing number passes the ABA checksum', () => {
    const acct = {
      account_holder: 'Nina',
      routing_number: '011000015',
      account_number: '123456789',
      account_type: 'checking',
    };
    expect(bankAccountSchema.safeParse(acct).success).toBe(true);
    expect(bankAccountSchema.safeParse({ ...acct, routing_number: '011000016' }).success).toBe(false);
  });
});
