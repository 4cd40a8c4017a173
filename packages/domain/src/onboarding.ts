/**
 * Which onboarding steps a user must complete (spec section 4). The organizations issue turns each
 * step into a stored form; this table decides who needs which, in the order they are shown.
 */
import type { JobClassification, OnboardingStep, UserType } from './enums.js';

export interface OnboardingContext {
  userType: UserType;
  isOrgOwner: boolean;
  classification: JobClassification | null;
  partnerSelfEmployer: boolean;
  partnerOffersBenefits: boolean;
  clientRequiresBackgroundCheck: boolean;
}

const CLASSIFICATION_STEPS: Record<JobClassification, readonly OnboardingStep[]> = {
  'w-2': ['form_w4', 'form_i9', 'employee_timekeeping_policy', 'employee_confidentiality_agreement'],
  independent_contractor: ['w9', 'contractor_1099_agreement_clickthru'],
  international_ic: [],
  international_eor: [],
  canada_t4: ['canada_tax_forms', 'employee_timekeeping_policy', 'employee_confidentiality_agreement'],
};

export function requiresW2Onboard(classification: JobClassification | null): boolean {
  return classification === 'w-2';
}

export function requiredOnboardingSteps(ctx: OnboardingContext): OnboardingStep[] {
  const steps: OnboardingStep[] = [];
  if (ctx.userType === 'contractor' && ctx.classification) {
    steps.push(...CLASSIFICATION_STEPS[ctx.classification]);
    if (ctx.classification === 'w-2' && !ctx.partnerSelfEmployer) steps.push('eor-related eeo');
    if (ctx.classification === 'w-2' && ctx.partnerOffersBenefits) steps.push('benefits_selection');
    if (ctx.clientRequiresBackgroundCheck) steps.push('background_check_agreement');
    steps.push('verification');
  } else if (ctx.isOrgOwner && ctx.userType === 'partner') {
    steps.push('representative', 'authorized_representative', 'partner_services_agreement_clickthru');
  } else if (ctx.isOrgOwner && ctx.userType === 'client') {
    steps.push('representative', 'authorized_representative');
  }
  if (steps.length > 0) steps.push('final_acknowledge');
  return steps;
}

/** What each step is called on screen ('{title} is next', '{title} step has not been completed yet!'). */
export const ONBOARDING_STEP_TITLES: Record<OnboardingStep, string> = {
  form_i9: 'Form I-9',
  w9: 'Form W-9',
  representative: 'Company Representative',
  'eor-related eeo': 'EEO Self-Identification',
  final_acknowledge: 'Final Acknowledgement',
  background_check_agreement: 'Background Check Authorization',
  contractor_1099_agreement_clickthru: 'Independent Contractor Agreement',
  employee_timekeeping_policy: 'Timekeeping Policy',
  employee_confidentiality_agreement: 'Confidentiality Agreement',
  partner_services_agreement_clickthru: 'Partner Services Agreement',
  form_w4: 'Form W-4',
  verification: 'Identity Verification',
  benefits_selection: 'Benefits Selection',
  authorized_representative: 'Authorized Representative',
  canada_tax_forms: 'Canada Tax Forms (TD1)',
};

/** The current step: the first required step not yet completed (spec section 4). */
export function currentOnboardingStep(required: readonly OnboardingStep[], completed: readonly OnboardingStep[]) {
  return required.find((s) => !completed.includes(s)) ?? null;
}
