/** Answer shapes of the onboarding module's endpoints (docs/api/onboarding.md). */
import { z } from 'zod';
import { JOB_CLASSIFICATIONS, ONBOARDING_STEPS, USER_TYPES } from '../../enums.js';
import { ONBOARDING_STEP_KINDS } from './steps.js';
import { AGREEMENT_KEYS } from './texts.js';
import { VERIFICATION_STATUSES } from '../../value-lists.js';

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** An agreement as shown: its exact text and the SHA-256 a click-through sends back. */
export const agreementViewSchema = z.object({
  key: z.enum(AGREEMENT_KEYS),
  title: z.string(),
  version: z.string(),
  text: z.string(),
  text_hash: z.string(),
});
export type AgreementView = z.infer<typeof agreementViewSchema>;

export const acceptanceViewSchema = z.object({
  accepted_at: z.string(),
  version: z.string(),
  text_hash: z.string(),
  accepted_by: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  ip: z.string().nullable(),
});
export type AcceptanceView = z.infer<typeof acceptanceViewSchema>;

const onboardingStepSchema = z.enum(ONBOARDING_STEPS);

export const onboardingStepSummarySchema = z.object({
  step: onboardingStepSchema,
  slug: z.string(),
  title: z.string(),
  kind: z.enum(ONBOARDING_STEP_KINDS),
  completed: z.boolean(),
});
export type OnboardingStepSummary = z.infer<typeof onboardingStepSummarySchema>;

/** GET /v2/onboarding/steps: the signed-in user's steps in order. */
export const onboardingOverviewSchema = z.object({
  required: z.array(onboardingStepSchema),
  completed: z.array(onboardingStepSchema),
  current: onboardingStepSchema.nullable(),
  steps: z.array(onboardingStepSummarySchema),
});
export type OnboardingOverview = z.infer<typeof onboardingOverviewSchema>;

/** `hsa`: a health savings account, its employee share through a section 125 plan or post-tax (W-2 box 12 W). */
export const BENEFIT_PLAN_KINDS = ['medical', 'dental', 'vision', 'life', 'retirement', 'hsa'] as const;
export const BENEFIT_PLAN_KIND_LABELS: Record<(typeof BENEFIT_PLAN_KINDS)[number], string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  life: 'Life',
  retirement: 'Retirement',
  hsa: 'Health savings account (HSA)',
};

export const benefitPlanViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(BENEFIT_PLAN_KINDS),
  employee_monthly_cost: z.string(),
  employer_monthly_cost: z.string(),
});
export type BenefitPlanView = z.infer<typeof benefitPlanViewSchema>;

export const verificationViewSchema = z.object({
  id: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.string().nullable(),
  provider: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type VerificationView = z.infer<typeof verificationViewSchema>;

/** GET /v2/onboarding/steps/:slug: one step, with the user's current answers (sensitive ones masked). */
export const onboardingStepViewSchema = z.object({
  step: onboardingStepSchema,
  slug: z.string(),
  title: z.string(),
  kind: z.enum(ONBOARDING_STEP_KINDS),
  required: z.boolean(),
  completed: z.boolean(),
  current: z.boolean(),
  submitted_at: z.string().nullable(),
  /** The step's form answers as stored (free-form per step; sensitive ones masked). */
  answers: z.record(z.string(), z.unknown()).nullable(),
  agreement: agreementViewSchema.nullable(),
  acceptance: acceptanceViewSchema.nullable(),
  benefit_plans: z.array(benefitPlanViewSchema).nullable(),
  verification: verificationViewSchema.nullable(),
  /** final_acknowledge only: the required steps still open before it. */
  waiting_for: z.array(onboardingStepSchema),
});
export type OnboardingStepView = z.infer<typeof onboardingStepViewSchema>;

/**
 * GET /v2/onboarding/steps/:slug/prefill (decision 0107): what the user already gave in their other
 * steps for the fields this step asks again. The SSN is never sent back: only that one is on file,
 * its last four digits, and the step it was given in.
 */
export const onboardingPrefillSchema = z.object({
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  ssn_on_file: z.object({ last4: z.string(), from_step: onboardingStepSchema }).nullable(),
});
export type OnboardingPrefill = z.infer<typeof onboardingPrefillSchema>;

/** POST answer: the step as stored plus the user's fresh requirements. */
export const onboardingSubmitResultSchema = z.object({
  step: onboardingStepViewSchema,
  required: z.array(onboardingStepSchema),
  completed: z.array(onboardingStepSchema),
  current: onboardingStepSchema.nullable(),
});
export type OnboardingSubmitResult = z.infer<typeof onboardingSubmitResultSchema>;

export const bankAccountViewSchema = z.object({
  id: z.string(),
  account_holder: z.string(),
  bank_name: z.string().nullable(),
  routing_number: z.string(),
  account_type: z.enum(['checking', 'savings']),
  account_last4: z.string(),
  account_masked: z.string(),
  created_at: z.string(),
  retired_at: z.string().nullable(),
});
export type BankAccountView = z.infer<typeof bankAccountViewSchema>;

export const payrollMethodsViewSchema = z.object({
  current: bankAccountViewSchema.nullable(),
  history: z.array(bankAccountViewSchema),
});
export type PayrollMethodsView = z.infer<typeof payrollMethodsViewSchema>;

export const orgRefSchema = z.object({ id: z.string(), name: z.string() });
export type OrgRef = z.infer<typeof orgRefSchema>;

/** GET /v2/onboarding_status: where each person stands. */
export const onboardingStatusRowSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  partner: orgRefSchema.nullable(),
  classification: z.enum(JOB_CLASSIFICATIONS).nullable(),
  required: z.array(onboardingStepSchema),
  completed: z.array(onboardingStepSchema),
  current_step: onboardingStepSchema.nullable(),
  current_step_title: z.string().nullable(),
  required_count: z.number().int(),
  completed_count: z.number().int(),
  last_completed_at: z.string().nullable(),
});
export type OnboardingStatusRow = z.infer<typeof onboardingStatusRowSchema>;

/** GET /v2/onboarding_status/assignments: live placements whose contractor has not finished onboarding. */
export const onboardingAssignmentRowSchema = z.object({
  assignment_id: z.string(),
  status: z.enum(['pending', 'live', 'ended']),
  start_date: z.string(),
  contractor: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    classification: z.enum(JOB_CLASSIFICATIONS),
    user_id: z.string().nullable(),
  }),
  /** False when the contractor has no user account yet, so cannot have started. */
  has_account: z.boolean(),
  client: orgRefSchema,
  partner: orgRefSchema,
  current_step: onboardingStepSchema.nullable(),
  current_step_title: z.string().nullable(),
  required_count: z.number().int(),
  completed_count: z.number().int(),
});
export type OnboardingAssignmentRow = z.infer<typeof onboardingAssignmentRowSchema>;

export const i9RowSchema = z.object({
  id: z.string(),
  contractor: orgRefSchema,
  partner: orgRefSchema,
  citizenship_status: z.string(),
  section1_signed_at: z.string(),
  section2_signed_at: z.string().nullable(),
  status: z.enum(['awaiting_section2', 'complete']),
  /** The worker's first day of employment: the earliest start of its assignments (null before any). */
  employment_start_date: z.string().nullable(),
  /** W-2 workers only: three business days after the first day of employment (decision 0079). */
  section2_due_on: z.string().nullable(),
  /** Section 2 still open after its due date. */
  section2_overdue: z.boolean(),
  /** When the work authorization expires: the last re-verification's date, else section 1's; null if it does not. */
  work_authorization_expires_on: z.string().nullable(),
  /** Section 2 is complete and the authorization expires within 90 days or has expired. */
  reverification_due: z.boolean(),
});
export type I9Row = z.infer<typeof i9RowSchema>;

export const i9DocumentViewSchema = z.object({
  list: z.enum(['A', 'B', 'C']),
  title: z.string(),
  issuing_authority: z.string(),
  number_masked: z.string(),
  expiration_date: z.string().nullable(),
});
export type I9DocumentView = z.infer<typeof i9DocumentViewSchema>;

export const i9DetailSchema = i9RowSchema.extend({
  /** Section 1 as the contractor signed it (free-form answers; sensitive ones masked). */
  section1: z.record(z.string(), z.unknown()),
  section2: z
    .object({
      documents: z.array(i9DocumentViewSchema),
      first_day_of_employment: z.string(),
      employer_name: z.string(),
      employer_title: z.string(),
      business_name: z.string(),
    })
    .nullable(),
  section2_signed_by: orgRefSchema.nullable(),
  /** Re-verifications, oldest first: each a new record linked to the one before, never edited. */
  reverifications: z.array(
    z.object({
      id: z.string(),
      /** The re-verification this one follows; null for the first (which follows section 2). */
      previous_id: z.string().nullable(),
      document: i9DocumentViewSchema,
      previous_expires_on: z.string().nullable(),
      work_authorization_expires_on: z.string().nullable(),
      verified_by: orgRefSchema.nullable(),
      verified_at: z.string(),
    }),
  ),
});
export type I9Detail = z.infer<typeof i9DetailSchema>;
export type I9ReverificationView = I9Detail['reverifications'][number];

// Kept in the schema-free value-lists.ts (a screen needing only these loads no schema); re-exported here.
export { VERIFICATION_STATUSES };
