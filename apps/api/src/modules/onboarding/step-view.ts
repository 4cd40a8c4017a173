/** What GET /v2/onboarding/steps(/:slug) answers: the user's steps, and one step with its answers. */
import {
  currentOnboardingStep,
  onboardingStepDef,
  type OnboardingOverview,
  type OnboardingStep,
  type OnboardingStepDef,
  type OnboardingStepView,
  type VerificationView,
} from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { acceptanceView, agreementView } from '../agreements/agreement-text.js';
import { onboardingAgreementView } from '../agreements/onboarding-agreements.service.js';
import { requirementsOf, type Principal } from '../../lib/principal.js';
import type { UserContextRows } from '../../lib/principal.js';
import {
  activePlans,
  i9ForContractor,
  latestAcceptance,
  latestElection,
  latestForm,
  latestVerification,
  type VerificationRowDb,
} from './onboarding.repository.js';
import { clickThroughIsAgreement } from './onboarding.policy.js';
import { decryptSensitive, maskedAnswers } from './sensitive-fields.js';

/** Steps whose answers have nothing to mask and are shown back (decrypted) to their owner only. */
export const PRIVATE_ANSWER_STEPS: ReadonlySet<OnboardingStep> = new Set(['eor-related eeo']);

export function overviewOf(rows: UserContextRows): OnboardingOverview {
  const { required, completed } = requirementsOf(rows);
  return {
    required,
    completed,
    current: currentOnboardingStep(required, completed),
    steps: required.map((step) => {
      const d = onboardingStepDef(step);
      return { step, slug: d.slug, title: d.title, kind: d.kind, completed: completed.includes(step) };
    }),
  };
}

const verificationViewOf = (v: VerificationRowDb): VerificationView => ({
  id: v.id,
  status: v.status,
  reason: v.reason,
  provider: v.provider,
  created_at: v.createdAt.toISOString(),
  decided_at: v.decidedAt?.toISOString() ?? null,
});

async function answersOf(deps: AppDeps, p: Principal, def: OnboardingStepDef) {
  const db = deps.db;
  switch (def.kind) {
    case 'form': {
      const form = await latestForm(db, p.userId, def.step);
      if (!form) return { answers: null, at: null };
      const answers = PRIVATE_ANSWER_STEPS.has(def.step)
        ? { ...(form.data as Record<string, unknown>), ...decryptSensitive(deps.crypto, form.sensitiveCiphertext) }
        : maskedAnswers(form.data);
      return { answers, at: form.createdAt };
    }
    case 'i9': {
      const i9 = p.contractorId ? await i9ForContractor(db, p.contractorId) : undefined;
      if (!i9) return { answers: null, at: null };
      return {
        answers: { ...maskedAnswers(i9.section1), section2_complete: i9.section2SignedAt !== null },
        at: i9.section1SignedAt,
      };
    }
    case 'benefits': {
      const election = await latestElection(db, p.userId);
      return election
        ? { answers: { waived: election.waived, plan_ids: election.plan_ids }, at: election.at }
        : { answers: null, at: null };
    }
    default:
      return { answers: null, at: null };
  }
}

/** The text to accept: its agreement template's current version (decision 0084). */
const agreementShown = (deps: AppDeps, p: Principal, key: NonNullable<OnboardingStepDef['agreement']>) =>
  clickThroughIsAgreement(p) ? onboardingAgreementView(deps, p, key) : agreementView(key);

export async function stepViewOf(deps: AppDeps, p: Principal, rows: UserContextRows, def: OnboardingStepDef) {
  const { required, completed } = requirementsOf(rows);
  const current = currentOnboardingStep(required, completed);
  const { answers, at } = await answersOf(deps, p, def);
  const acceptance = def.agreement
    ? await latestAcceptance(deps.db, { userId: p.userId, agreement: def.agreement })
    : undefined;
  const verification = def.kind === 'verification' ? await latestVerification(deps.db, p.userId) : undefined;
  const partnerId = rows.contractor?.partnerId ?? null;
  const plans = def.kind === 'benefits' && partnerId ? await activePlans(deps.db, partnerId) : null;
  const view: OnboardingStepView = {
    step: def.step,
    slug: def.slug,
    title: def.title,
    kind: def.kind,
    required: required.includes(def.step),
    completed: completed.includes(def.step),
    current: current === def.step,
    submitted_at: (at ?? acceptance?.acceptance.acceptedAt ?? verification?.createdAt ?? null)?.toISOString() ?? null,
    answers,
    agreement: def.agreement ? await agreementShown(deps, p, def.agreement) : null,
    acceptance: acceptance ? acceptanceView(acceptance.acceptance, acceptance.user) : null,
    benefit_plans: plans
      ? plans.map((b) => ({
          id: b.id,
          name: b.name,
          kind: b.kind,
          employee_monthly_cost: b.employeeMonthlyCost,
          employer_monthly_cost: b.employerMonthlyCost,
        }))
      : null,
    verification: verification ? verificationViewOf(verification) : null,
    waiting_for:
      def.step === 'final_acknowledge'
        ? required.filter((s) => s !== 'final_acknowledge' && !completed.includes(s))
        : [],
  };
  return view;
}
