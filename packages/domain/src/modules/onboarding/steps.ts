/**
 * The onboarding step table (spec section 4): for every step, who must complete it, the
 * fields of its form, where it is submitted, and what "complete" means. Required steps are shown
 * in this table's order; final_acknowledge is always last.
 */
import type { z } from 'zod';
import type { JobClassification, OnboardingStep, UserType } from '../../enums.js';
import {
  authorizedRepresentativeSchema,
  benefitsSelectionSchema,
  canadaTaxFormsSchema,
  clickThroughSchema,
  eeoSchema,
  formW4Schema,
  i9Section1Schema,
  representativeSchema,
  verificationRequestSchema,
  w9Schema,
} from './fields.js';
import { ONBOARDING_STEP_TITLES } from './step-titles.js';
import type { AgreementKey } from './texts.js';

export { ONBOARDING_STEP_TITLES, currentOnboardingStep } from './step-titles.js';

/** What decides a user's steps; the API builds it from the user's rows (user-context query). */
export interface OnboardingContext {
  userType: UserType;
  isOrgOwner: boolean;
  classification: JobClassification | null;
  partnerSelfEmployer: boolean;
  /** The contractor's partner has active rows in partner_benefits. */
  partnerOffersBenefits: boolean;
  /** A client of any of the contractor's assignments requires a background check. */
  clientRequiresBackgroundCheck: boolean;
  /** The contractor works through a corp-to-corp vendor, which gives a W-9. */
  worksThroughCorpToCorp?: boolean;
}

/**
 * - form: fields stored in onboarding_forms (sensitive ones encrypted);
 * - clickthrough: an agreement text accepted (agreement_acceptances, with the text's hash); a worker's is an
 *   agreement generated from the click-through's platform template and signed, with its PDF (decision 0084);
 * - i9: section 1 stored in i9_forms; section 2 is staff work that does not hold the step up;
 * - verification: identity checked by the provider; complete once approved;
 * - benefits: plan elections or a waiver in benefit_elections.
 */
export const ONBOARDING_STEP_KINDS = ['form', 'clickthrough', 'i9', 'verification', 'benefits'] as const;
export type OnboardingStepKind = (typeof ONBOARDING_STEP_KINDS)[number];

export interface OnboardingStepDef {
  step: OnboardingStep;
  /** The step in URLs ('eor-related eeo' has a space). */
  slug: string;
  title: string;
  kind: OnboardingStepKind;
  requiredFor: string;
  requires: (ctx: OnboardingContext) => boolean;
  schema: z.ZodType;
  /** Fields kept only as ciphertext and answered masked. */
  sensitive: readonly string[];
  agreement?: AgreementKey;
  completeWhen: string;
}

const isContractor = (c: OnboardingContext) => c.userType === 'contractor' && c.classification !== null;
const isW2 = (c: OnboardingContext) => isContractor(c) && c.classification === 'w-2';
const isEmployee = (c: OnboardingContext) => isW2(c) || (isContractor(c) && c.classification === 'canada_t4');
const isOrgOwner = (c: OnboardingContext) => c.isOrgOwner && (c.userType === 'partner' || c.userType === 'client');

const clickThrough = (
  step: OnboardingStep,
  agreement: AgreementKey,
  requiredFor: string,
  requires: OnboardingStepDef['requires'],
): OnboardingStepDef => ({
  step,
  slug: step,
  title: ONBOARDING_STEP_TITLES[step],
  kind: 'clickthrough',
  requiredFor,
  requires,
  schema: clickThroughSchema,
  sensitive: [],
  agreement,
  completeWhen:
    "the text shown was accepted (who, when, IP, user agent and its SHA-256 recorded); a worker's is then a signed agreement",
});

export const ONBOARDING_STEP_TABLE: readonly OnboardingStepDef[] = [
  {
    step: 'form_w4',
    slug: 'form_w4',
    title: ONBOARDING_STEP_TITLES.form_w4,
    kind: 'form',
    requiredFor: 'W-2 contractors',
    requires: isW2,
    schema: formW4Schema,
    sensitive: ['ssn'],
    completeWhen: 'submitted (2020+ W-4: filing status, Step 2 box, Step 3, Step 4 a/b/c, signature)',
  },
  {
    step: 'form_i9',
    slug: 'form_i9',
    title: ONBOARDING_STEP_TITLES.form_i9,
    kind: 'i9',
    requiredFor: 'W-2 contractors',
    requires: isW2,
    schema: i9Section1Schema,
    sensitive: ['ssn', 'uscis_number', 'i94_number', 'foreign_passport_number'],
    completeWhen: 'section 1 signed; section 2 is a separate task for admin or a document verifier',
  },
  {
    step: 'w9',
    slug: 'w9',
    title: ONBOARDING_STEP_TITLES.w9,
    kind: 'form',
    requiredFor: 'independent contractors and contractors working through a corp-to-corp',
    requires: (c) => isContractor(c) && (c.classification === 'independent_contractor' || !!c.worksThroughCorpToCorp),
    schema: w9Schema,
    sensitive: ['tin'],
    completeWhen: 'submitted with a valid TIN and the certification',
  },
  {
    step: 'canada_tax_forms',
    slug: 'canada_tax_forms',
    title: ONBOARDING_STEP_TITLES.canada_tax_forms,
    kind: 'form',
    requiredFor: 'canada_t4 contractors',
    requires: (c) => isContractor(c) && c.classification === 'canada_t4',
    schema: canadaTaxFormsSchema,
    sensitive: ['sin'],
    completeWhen: 'submitted (federal and provincial TD1 claim amounts)',
  },
  clickThrough(
    'employee_timekeeping_policy',
    'employee_timekeeping_policy',
    'employees (W-2 and canada_t4)',
    isEmployee,
  ),
  clickThrough(
    'employee_confidentiality_agreement',
    'employee_confidentiality_agreement',
    'employees (W-2 and canada_t4)',
    isEmployee,
  ),
  clickThrough(
    'contractor_1099_agreement_clickthru',
    'contractor_1099_agreement',
    'independent contractors',
    (c) => isContractor(c) && c.classification === 'independent_contractor',
  ),
  {
    step: 'eor-related eeo',
    slug: 'eor_related_eeo',
    title: ONBOARDING_STEP_TITLES['eor-related eeo'],
    kind: 'form',
    requiredFor: 'W-2 contractors under the EOR (their partner is not a self-employer)',
    requires: (c) => isW2(c) && !c.partnerSelfEmployer,
    schema: eeoSchema,
    // Voluntary answers are kept apart from everything else: the whole answer set is encrypted.
    sensitive: ['sex', 'ethnicity', 'race', 'veteran_status', 'disability_status'],
    completeWhen: 'answered or declined',
  },
  {
    step: 'benefits_selection',
    slug: 'benefits_selection',
    title: ONBOARDING_STEP_TITLES.benefits_selection,
    kind: 'benefits',
    requiredFor: 'W-2 contractors whose partner offers benefit plans (active partner_benefits)',
    requires: (c) => isW2(c) && c.partnerOffersBenefits,
    schema: benefitsSelectionSchema,
    sensitive: [],
    completeWhen: "plans chosen from the partner's active plans, or benefits waived",
  },
  clickThrough(
    'background_check_agreement',
    'background_check_authorization',
    'contractors with an assignment at a client that requires a background check',
    (c) => isContractor(c) && c.clientRequiresBackgroundCheck,
  ),
  {
    step: 'representative',
    slug: 'representative',
    title: ONBOARDING_STEP_TITLES.representative,
    kind: 'form',
    requiredFor: 'partner and client owners',
    requires: isOrgOwner,
    schema: representativeSchema,
    sensitive: [],
    completeWhen: "submitted (the company's representative and contact details)",
  },
  {
    step: 'authorized_representative',
    slug: 'authorized_representative',
    title: ONBOARDING_STEP_TITLES.authorized_representative,
    kind: 'form',
    requiredFor: 'partner and client owners',
    requires: isOrgOwner,
    schema: authorizedRepresentativeSchema,
    sensitive: [],
    completeWhen: 'submitted (who signs agreements for the company)',
  },
  clickThrough(
    'partner_services_agreement_clickthru',
    'partner_services_agreement',
    'partner owners',
    (c) => c.isOrgOwner && c.userType === 'partner',
  ),
  {
    step: 'verification',
    slug: 'verification',
    title: ONBOARDING_STEP_TITLES.verification,
    kind: 'verification',
    requiredFor: 'every contractor',
    requires: isContractor,
    schema: verificationRequestSchema,
    sensitive: [],
    completeWhen: 'approved by the identity provider (or by staff after a manual review)',
  },
  {
    ...clickThrough('final_acknowledge', 'final_acknowledgement', '', () => false),
    requiredFor: 'everyone with other steps',
    completeWhen: 'accepted after every other required step is complete',
  },
];

const BY_STEP = new Map(ONBOARDING_STEP_TABLE.map((d) => [d.step, d]));
const BY_SLUG = new Map(ONBOARDING_STEP_TABLE.map((d) => [d.slug, d]));

export const onboardingStepDef = (step: OnboardingStep): OnboardingStepDef => BY_STEP.get(step)!;
export const onboardingStepBySlug = (slug: string): OnboardingStepDef | undefined => BY_SLUG.get(slug);
/** Where a step is submitted (and read back) by the signed-in user. */
export const onboardingStepPath = (step: OnboardingStep) => `/onboarding/steps/${onboardingStepDef(step).slug}`;

export function requiresW2Onboard(classification: JobClassification | null): boolean {
  return classification === 'w-2';
}

export function requiredOnboardingSteps(ctx: OnboardingContext): OnboardingStep[] {
  const steps = ONBOARDING_STEP_TABLE.filter((d) => d.step !== 'final_acknowledge' && d.requires(ctx)).map(
    (d) => d.step,
  );
  if (steps.length > 0) steps.push('final_acknowledge');
  return steps;
}
