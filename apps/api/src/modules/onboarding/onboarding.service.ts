/**
 * Submitting an onboarding step for the signed-in user: the body is already validated with the
 * step's domain schema. One transaction stores the form (sensitive parts encrypted), the
 * acceptance, the I-9, the election or the identity check, marks the step complete and audits it.
 */
import {
  AGREEMENTS,
  ONBOARDING_STEP_TITLES,
  w4DependentsAmount,
  type BenefitsSelectionInput,
  type OnboardingStep,
  type OnboardingStepDef,
  type OnboardingSubmitResult,
  type VerificationRequestInput,
} from '@app/domain';
import type { Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { audit } from '../../lib/audit.js';
import { conflict, unprocessable } from '../../lib/errors.js';
import { enrollFromOnboarding } from '../benefits/benefits.service.js';
import { textHashOf } from '../agreements/agreement-text.js';
import { signOnboardingAgreement } from '../agreements/onboarding-agreements.service.js';
import { requirementsOf, type Principal } from '../../lib/principal.js';
import { loadUserContext } from '../users/users.service.js';
import { identityProviderFor } from '../verifications/identity-provider.js';
import { recordProviderCall } from '../verifications/provider-log.js';
import {
  activePlans,
  i9ForContractor,
  latestAcceptance,
  latestVerification,
  markComplete,
} from './onboarding.repository.js';
import {
  insertAgreementAcceptance,
  insertBenefitElections,
  insertOnboardingForm,
  insertVerification,
  saveI9Section1,
} from './onboarding-writes.repository.js';
import { withSsnOnFile } from './onboarding-prefill.service.js';
import { splitSensitive } from './sensitive-fields.js';
import { PRIVATE_ANSWER_STEPS, stepViewOf } from './step-view.js';
import { acceptingPartnerOf, clickThroughIsAgreement } from './onboarding.policy.js';
import { recordApiEvent, workerOnboarded } from '../events/events.service.js';

/**
 * For modules whose own records complete a step (an approved verification, an accepted agreement)
 * and the agreements module, which reads the latest acceptance of an organization's agreement.
 */
export { latestAcceptance, markComplete };

type Body = Record<string, unknown>;

interface Ctx {
  deps: AppDeps;
  p: Principal;
  def: OnboardingStepDef;
  ip: string;
  userAgent: string | null;
  /** The step whose SSN was copied in ("use the SSN on file"), for the audit row. */
  ssnFrom?: OnboardingStep | null;
}

function assertMaySubmit(p: Principal, def: OnboardingStepDef) {
  const { required, completed } = requirementsOf(p.context);
  if (!required.includes(def.step)) throw conflict(`${def.title} is not one of your onboarding steps`);
  if (def.step === 'final_acknowledge') {
    const open = required.filter((s) => s !== 'final_acknowledge' && !completed.includes(s));
    if (open.length > 0) {
      throw conflict(
        `Complete ${open.map((s) => ONBOARDING_STEP_TITLES[s]).join(', ')} before the final acknowledgement`,
      );
    }
  }
}

const auditStep = (tx: Tx, c: Ctx, entityType: string, entityId: string, extra: Record<string, unknown> = {}) =>
  audit(tx, {
    actorUserId: c.p.userId,
    actualUserId: c.p.actualUserId,
    action: 'onboarding_step_submitted',
    entityType,
    entityId,
    // Never the answers themselves: only which step and what kind of record.
    metadata: { step: c.def.step, ...(c.ssnFrom ? { ssn_copied_from: c.ssnFrom } : {}), ...extra },
    ip: c.ip,
  });

async function saveForm(tx: Tx, c: Ctx, body: Body) {
  const derived = c.def.step === 'form_w4' ? { dependents_amount: w4DependentsAmount(body as never) } : {};
  const split = splitSensitive(
    c.deps.crypto,
    { ...body, ...derived },
    c.def.sensitive,
    PRIVATE_ANSWER_STEPS.has(c.def.step) ? 'private' : 'masked',
  );
  const id = await insertOnboardingForm(tx, {
    userId: c.p.userId,
    step: c.def.step,
    data: split.data,
    sensitiveCiphertext: split.sensitiveCiphertext,
    ip: c.ip,
  });
  await markComplete(tx, c.p.userId, c.def.step);
  await auditStep(tx, c, 'onboarding_form', id);
}

async function saveClickThrough(tx: Tx, c: Ctx, body: Body) {
  const key = c.def.agreement!;
  if (clickThroughIsAgreement(c.p)) {
    // A worker, or an organization's owner, signs an agreement from the click-through's template (decision 0084).
    const signed = await signOnboardingAgreement(c.deps, tx, c.p, {
      key,
      textHash: String(body.text_hash),
      ip: c.ip,
      userAgent: c.userAgent,
    });
    await markComplete(tx, c.p.userId, c.def.step);
    await auditStep(tx, c, 'agreement', signed.agreementId, { agreement: key, acceptance_id: signed.acceptanceId });
    return;
  }
  if (body.text_hash !== textHashOf(key)) {
    throw conflict('The agreement text has changed since it was shown: reload the page and read it again');
  }
  const id = await insertAgreementAcceptance(tx, {
    userId: c.p.userId,
    agreement: key,
    partnerId: acceptingPartnerOf(c.p),
    clientId: c.p.clientId,
    textHash: textHashOf(key),
    version: AGREEMENTS[key].version,
    ip: c.ip,
    userAgent: c.userAgent,
  });
  await markComplete(tx, c.p.userId, c.def.step);
  await auditStep(tx, c, 'agreement_acceptance', id, { agreement: key });
}

async function saveI9(tx: Tx, c: Ctx, body: Body) {
  const contractorId = c.p.contractorId!;
  const existing = await i9ForContractor(tx, contractorId);
  if (existing?.section2SignedAt) {
    throw conflict('Your Form I-9 has been verified by your employer and can no longer be changed');
  }
  const split = splitSensitive(c.deps.crypto, body, c.def.sensitive);
  const values = {
    section1: split.data,
    section1SensitiveCiphertext: split.sensitiveCiphertext,
    section1SignedAt: new Date(),
    section1Ip: c.ip,
    // Re-verification counts from this date (decision 0079); the attestation keeps it too.
    workAuthorizationExpiresOn:
      typeof body.work_authorization_expires === 'string' && body.work_authorization_expires
        ? body.work_authorization_expires
        : null,
  };
  const id = await saveI9Section1(tx, existing?.id, { contractorId, userId: c.p.userId }, values);
  await markComplete(tx, c.p.userId, c.def.step);
  await auditStep(tx, c, 'i9_form', id, { section: 1 });
}

async function saveBenefits(tx: Tx, c: Ctx, body: BenefitsSelectionInput) {
  const partnerId = c.p.context.contractor?.partnerId;
  const plans = partnerId ? await activePlans(tx, partnerId) : [];
  const chosen = body.plan_ids.map((id) => plans.find((plan) => plan.id === id));
  if (chosen.some((plan) => !plan)) {
    throw unprocessable([{ loc: ['body', 'plan_ids'], msg: "Choose from your partner's current plans" }]);
  }
  const kinds = chosen.map((plan) => plan!.kind);
  if (new Set(kinds).size !== kinds.length) {
    throw unprocessable([{ loc: ['body', 'plan_ids'], msg: 'Choose at most one plan of each kind' }]);
  }
  const now = new Date();
  const rows = body.waived
    ? [{ userId: c.p.userId, waived: true, createdAt: now }]
    : body.plan_ids.map((id) => ({ userId: c.p.userId, partnerBenefitId: id, waived: false, createdAt: now }));
  await insertBenefitElections(tx, rows);
  // The election is the worker's enrollment from today (decision 0052): a new one replaces the last.
  if (c.p.contractorId && partnerId) {
    const who = { userId: c.p.userId, contractorId: c.p.contractorId, partnerId };
    await enrollFromOnboarding(tx, who, body.waived ? [] : body.plan_ids, now.toISOString().slice(0, 10));
  }
  await markComplete(tx, c.p.userId, c.def.step);
  await auditStep(tx, c, 'benefit_election', c.p.userId, { waived: body.waived, plans: body.plan_ids.length });
}

/** The provider is called before the transaction (it is outside our database); its answer is then stored. */
async function verifyIdentity(c: Ctx, body: VerificationRequestInput) {
  const previous = await latestVerification(c.deps.db, c.p.userId);
  if (previous?.status === 'approved') throw conflict('Your identity has already been verified');
  if (previous && ['pending', 'processing', 'awaiting_approval'].includes(previous.status)) {
    throw conflict('Your identity verification is being reviewed; you will be told when it is decided');
  }
  const provider = identityProviderFor(c.deps.config);
  const result = await recordProviderCall(c.deps, provider.name, 'verify_identity', () =>
    provider.verify({
      legalFirstName: body.legal_first_name,
      legalLastName: body.legal_last_name,
      dateOfBirth: body.date_of_birth,
      documentType: body.document_type,
      documentNumber: body.document_number,
    }),
  );
  await c.deps.db.transaction(async (tx) => {
    const id = await insertVerification(tx, {
      userId: c.p.userId,
      provider: provider.name,
      providerReference: result.reference,
      status: result.status,
      reason: result.reason,
      decidedAt: result.status === 'awaiting_approval' ? null : new Date(),
    });
    if (result.status === 'approved') await markComplete(tx, c.p.userId, 'verification');
    await auditStep(tx, c, 'verification', id, { status: result.status, provider: provider.name });
  });
}

/** Stores the step's record and marks it complete: a submission without its answer (the demo seed's path). */
export async function recordStep(
  deps: AppDeps,
  p: Principal,
  def: OnboardingStepDef,
  body: Body,
  ip: string,
  userAgent: string | null = null,
) {
  assertMaySubmit(p, def);
  const c: Ctx = { deps, p, def, ip, userAgent };
  if (def.kind === 'verification') {
    await verifyIdentity(c, body as VerificationRequestInput);
  } else {
    await deps.db.transaction(async (tx) => {
      if (def.kind === 'form' || def.kind === 'i9') {
        const filled = await withSsnOnFile(tx, deps.crypto, p, def, body);
        c.ssnFrom = filled.from;
        if (def.kind === 'form') await saveForm(tx, c, filled.body);
        else await saveI9(tx, c, filled.body);
      } else if (def.kind === 'clickthrough') await saveClickThrough(tx, c, body);
      else await saveBenefits(tx, c, body as BenefitsSelectionInput);
      if (def.step === 'final_acknowledge' && p.contractorId)
        await recordApiEvent(tx, workerOnboarded(p.contractorId, p.partnerId));
    });
  }
}

export async function submitStep(
  deps: AppDeps,
  p: Principal,
  def: OnboardingStepDef,
  body: Body,
  ip: string,
  userAgent: string | null = null,
): Promise<OnboardingSubmitResult> {
  await recordStep(deps, p, def, body, ip, userAgent);
  // Fresh rows: the principal was loaded before this submission.
  const rows = (await loadUserContext(deps.db, p.userId))!;
  const fresh = { ...p, context: rows };
  const { required, completed } = requirementsOf(rows);
  const step = await stepViewOf(deps, fresh, rows, def);
  return { step, required, completed, current: required.find((s) => !completed.includes(s)) ?? null };
}
