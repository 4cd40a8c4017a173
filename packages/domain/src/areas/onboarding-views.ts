/** Answer shapes of the onboarding area's endpoints (docs/api/onboarding.md). */
import type { JobClassification, OnboardingStep, UserType } from '../enums.js';
import type { OnboardingStepKind } from './onboarding-steps.js';
import type { AgreementKey } from './onboarding-texts.js';

export const VERIFICATION_STATUSES = [
  'pending',
  'processing',
  'awaiting_approval',
  'approved',
  'rejected',
  'failed',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** An agreement as shown: its exact text and the SHA-256 a click-through sends back. */
export interface AgreementView {
  key: AgreementKey;
  title: string;
  version: string;
  text: string;
  text_hash: string;
}

export interface AcceptanceView {
  accepted_at: string;
  version: string;
  text_hash: string;
  accepted_by: { id: string; name: string; email: string };
  ip: string | null;
}

export interface OnboardingStepSummary {
  step: OnboardingStep;
  slug: string;
  title: string;
  kind: OnboardingStepKind;
  completed: boolean;
}

/** GET /v2/onboarding/steps: the signed-in user's steps in order. */
export interface OnboardingOverview {
  required: OnboardingStep[];
  completed: OnboardingStep[];
  current: OnboardingStep | null;
  steps: OnboardingStepSummary[];
}

export interface BenefitPlanView {
  id: string;
  name: string;
  kind: 'medical' | 'dental' | 'vision' | 'life' | 'retirement';
  employee_monthly_cost: string;
  employer_monthly_cost: string;
}

export interface VerificationView {
  id: string;
  status: VerificationStatus;
  reason: string | null;
  provider: string;
  created_at: string;
  decided_at: string | null;
}

/** GET /v2/onboarding/steps/:slug: one step, with the user's current answers (sensitive ones masked). */
export interface OnboardingStepView extends OnboardingStepSummary {
  required: boolean;
  current: boolean;
  submitted_at: string | null;
  answers: Record<string, unknown> | null;
  agreement: AgreementView | null;
  acceptance: AcceptanceView | null;
  benefit_plans: BenefitPlanView[] | null;
  verification: VerificationView | null;
  /** final_acknowledge only: the required steps still open before it. */
  waiting_for: OnboardingStep[];
}

/** POST answer: the step as stored plus the user's fresh requirements. */
export interface OnboardingSubmitResult {
  step: OnboardingStepView;
  required: OnboardingStep[];
  completed: OnboardingStep[];
  current: OnboardingStep | null;
}

export interface BankAccountView {
  id: string;
  account_holder: string;
  bank_name: string | null;
  routing_number: string;
  account_type: 'checking' | 'savings';
  account_last4: string;
  account_masked: string;
  created_at: string;
  retired_at: string | null;
}

export interface PayrollMethodsView {
  current: BankAccountView | null;
  history: BankAccountView[];
}

export interface OrgRef {
  id: string;
  name: string;
}

/** GET /v2/onboarding_status: where each person stands. */
export interface OnboardingStatusRow {
  user_id: string;
  name: string;
  email: string;
  user_type: UserType;
  partner: OrgRef | null;
  classification: JobClassification | null;
  required: OnboardingStep[];
  completed: OnboardingStep[];
  current_step: OnboardingStep | null;
  current_step_title: string | null;
  required_count: number;
  completed_count: number;
  last_completed_at: string | null;
}

/** GET /v2/onboarding_status/assignments: live placements whose contractor has not finished onboarding. */
export interface OnboardingAssignmentRow {
  assignment_id: string;
  status: 'pending' | 'live' | 'ended';
  start_date: string;
  contractor: OrgRef & { email: string; classification: JobClassification; user_id: string | null };
  /** False when the contractor has no user account yet, so cannot have started. */
  has_account: boolean;
  client: OrgRef;
  partner: OrgRef;
  current_step: OnboardingStep | null;
  current_step_title: string | null;
  required_count: number;
  completed_count: number;
}

export interface I9Row {
  id: string;
  contractor: OrgRef;
  partner: OrgRef;
  citizenship_status: string;
  section1_signed_at: string;
  section2_signed_at: string | null;
  status: 'awaiting_section2' | 'complete';
}

export interface I9DocumentView {
  list: 'A' | 'B' | 'C';
  title: string;
  issuing_authority: string;
  number_masked: string;
  expiration_date: string | null;
}

export interface I9Detail extends I9Row {
  section1: Record<string, unknown>;
  section2: {
    documents: I9DocumentView[];
    first_day_of_employment: string;
    employer_name: string;
    employer_title: string;
    business_name: string;
  } | null;
  section2_signed_by: { id: string; name: string } | null;
}

export interface VerificationRow {
  id: string;
  user: { id: string; name: string; email: string };
  partner: OrgRef | null;
  status: VerificationStatus;
  reason: string | null;
  provider: string;
  provider_reference: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: { id: string; name: string } | null;
}

/** GET /v2/agreements/{client_services_addendum|partner_services_agreement}. */
export interface OrgAgreementView {
  agreement: AgreementView;
  organization: OrgRef;
  acceptance: AcceptanceView | null;
  /** The text accepted differs from the current version: it must be accepted again. */
  outdated: boolean;
}
