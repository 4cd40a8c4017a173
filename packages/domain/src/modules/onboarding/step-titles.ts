/**
 * What each onboarding step is called on screen, and which step is current. Apart from the step
 * table (steps.ts) because that table carries every step's zod schema: the app shell's onboarding
 * banner needs only these, and importing the table would evaluate zod on every signed-in page.
 */
import type { OnboardingStep } from '../../enums.js';

/** What each step is called on screen ('{title} is next', '{title} step has not been completed yet!'). */
export const ONBOARDING_STEP_TITLES: Readonly<Record<OnboardingStep, string>> = {
  form_w4: 'Form W-4',
  form_i9: 'Form I-9',
  w9: 'Form W-9',
  canada_tax_forms: 'Canada Tax Forms (TD1)',
  employee_timekeeping_policy: 'Timekeeping Policy',
  employee_confidentiality_agreement: 'Confidentiality Agreement',
  contractor_1099_agreement_clickthru: 'Independent Contractor Agreement',
  'eor-related eeo': 'EEO Self-Identification',
  benefits_selection: 'Benefits Selection',
  background_check_agreement: 'Background Check Authorization',
  representative: 'Company Representative',
  authorized_representative: 'Authorized Representative',
  partner_services_agreement_clickthru: 'Partner Services Agreement',
  verification: 'Identity Verification',
  final_acknowledge: 'Final Acknowledgement',
};

/** The current step: the first required step not yet completed (spec section 4). */
export function currentOnboardingStep(required: readonly OnboardingStep[], completed: readonly OnboardingStep[]) {
  return required.find((s) => !completed.includes(s)) ?? null;
}
