import type { OnboardingStep } from '@app/domain';

/**
 * What to have ready for a step and about how long it takes (issue 16), shown under the step's title so a new
 * hire is not stopped half-way looking for a document. Steps that need nothing are absent.
 */
export const STEP_PREPARATION: Partial<Record<OnboardingStep, string>> = {
  form_w4:
    'Have your social security number, your filing status and, if they apply, your dependents and other income ready. About 5 minutes.',
  form_i9:
    'Have your social security number and, if you are not a U.S. citizen, your work authorization number and its expiry date ready. You will show your documents in person later. About 5 minutes.',
  w9: 'Have your legal or business name, your address and your SSN or EIN ready. About 3 minutes.',
  verification: 'Have a government photo ID at hand. About 5 minutes; the review may take a business day.',
  benefits_selection: 'Have the names and birth dates of any dependents you will cover ready. About 5 minutes.',
  canada_tax_forms:
    'Have your social insurance number and your federal and provincial TD1 claim amounts ready. About 5 minutes.',
  representative:
    'Have your company’s legal name, EIN and the representative’s contact details ready. About 3 minutes.',
  authorized_representative:
    'Have the authorized representative’s name, title and contact details ready. About 2 minutes.',
  background_check_agreement: 'Read the disclosure and authorize the background check. About 2 minutes.',
};
