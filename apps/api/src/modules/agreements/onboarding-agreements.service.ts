/**
 * A worker's onboarding click-throughs are agreements (decision 0084): each click-through has a platform
 * agreement template (`onboarding_key`, seeded from the text of `AGREEMENTS` the first time it is needed);
 * the worker is shown its current version merged with the worker's own values, and accepting it generates
 * the agreement from that version, records the signature as the agreements module does (who, when, IP,
 * user agent, the SHA-256 of the exact text) and draws and stores the signed PDF with its audit page.
 */
import { AGREEMENTS, isAgreementComplete, mergeTemplate, type AgreementKey, type AgreementView } from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { seal } from './agreement-signing.service.js';
import { insertOnboardingTemplate, insertVersion, onboardingTemplateOf } from './agreement-templates.repository.js';
import { sha256 } from './agreement-templates.service.js';
import { insertAgreement } from './agreements.repository.js';
import { ownMergeValues } from './merge-values.js';
import { insertAcceptance } from './org-agreements.repository.js';

export interface OnboardingSignature {
  key: AgreementKey;
  /** The SHA-256 of the text the worker was shown, sent back with the acceptance. */
  textHash: string;
  ip: string;
  userAgent: string | null;
}

/** The document the worker reads: the template's current version (the code's text until it is seeded). */
async function documentOf(db: DbOrTx, contractorId: string, key: AgreementKey, today: string) {
  const row = await onboardingTemplateOf(db, key);
  const body = row?.version.body ?? AGREEMENTS[key].text;
  const { values, partnerId } = await ownMergeValues(db, contractorId, today);
  const text = mergeTemplate(body, values);
  return {
    title: row?.template.name ?? AGREEMENTS[key].title,
    version: row?.version.version ?? 1,
    text,
    hash: sha256(Buffer.from(text, 'utf8')),
    partnerId,
  };
}

const today = (deps: AppDeps) => deps.clock.now().toISOString().slice(0, 10);

/** The click-through as the onboarding step shows it to the worker (its shape unchanged: key, title, version, text, hash). */
export async function onboardingAgreementView(
  deps: AppDeps,
  contractorId: string,
  key: AgreementKey,
): Promise<AgreementView> {
  const d = await documentOf(deps.db, contractorId, key, today(deps));
  return { key, title: d.title, version: String(d.version), text: d.text, text_hash: d.hash };
}

/** The click-through's template, seeded (platform-owned, version 1 = the code's text) when none is there. */
async function ensureTemplate(tx: Tx, key: AgreementKey, now: Date) {
  const existing = await onboardingTemplateOf(tx, key);
  if (existing) return existing;
  const id = await insertOnboardingTemplate(tx, {
    partnerId: null,
    kind: 'agreement',
    name: AGREEMENTS[key].title,
    onboardingKey: key,
    requiresCountersignature: false,
    createdAt: now,
    updatedAt: now,
  });
  if (id) {
    const text = AGREEMENTS[key].text;
    await insertVersion(tx, { templateId: id, body: text, bodyHash: sha256(text), createdAt: now });
  }
  return (await onboardingTemplateOf(tx, key))!;
}

/** The click-throughs a worker signs as agreements (a partner's or client's owner accepts the others' texts). */
export const WORKER_CLICK_THROUGHS: readonly AgreementKey[] = [
  'employee_timekeeping_policy',
  'employee_confidentiality_agreement',
  'contractor_1099_agreement',
  'background_check_authorization',
  'final_acknowledgement',
];

/** Seeds the template of every worker click-through that has none (so the admin finds each to edit). */
export async function seedOnboardingTemplates(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const key of WORKER_CLICK_THROUGHS) await ensureTemplate(tx, key, now);
  });
}

/**
 * Generates and signs the worker's agreement for an onboarding click-through, in the caller's transaction
 * (the step is marked complete in the same one). Answers the agreement and the signature's ids.
 */
export async function signOnboardingAgreement(deps: AppDeps, tx: Tx, p: Principal, s: OnboardingSignature) {
  // As every signature of an agreement (decision 0069): the worker itself, never an admin acting as it.
  if (p.actualUserId) throw forbidden('Only the worker the agreement is for signs it, in person');
  const contractorId = p.contractorId!;
  const now = deps.clock.now();
  const current = await ensureTemplate(tx, s.key, now);
  const { values, partnerId } = await ownMergeValues(tx, contractorId, now.toISOString().slice(0, 10));
  const text = mergeTemplate(current.version.body, values);
  const documentHash = sha256(Buffer.from(text, 'utf8'));
  if (s.textHash !== documentHash) {
    throw conflict('The agreement text has changed since it was shown: reload the page and read it again');
  }
  const requiresCountersignature = current.template.requiresCountersignature;
  const status = 'signed' as const;
  const agreementId = await insertAgreement(tx, {
    partnerId,
    contractorId,
    templateId: current.template.id,
    templateVersionId: current.version.id,
    title: current.template.name,
    body: text,
    documentHash,
    status,
    sentAt: now,
    signedAt: now,
    requiresCountersignature,
    createdBy: p.userId,
    createdAt: now,
  });
  // The acceptance keeps the click-through's key, so the step reads it as it read the earlier acceptances.
  const acceptance = await insertAcceptance(tx, {
    userId: p.userId,
    agreement: s.key,
    partnerId,
    clientId: null,
    textHash: documentHash,
    version: String(current.version.version),
    ip: s.ip,
    userAgent: s.userAgent,
    agreementId,
    role: 'signer',
    acceptedAt: now,
  });
  await auditAs(tx, p, s.ip, {
    action: 'agreement_signed',
    entityType: 'agreement',
    entityId: agreementId,
    metadata: {
      document_hash: documentHash,
      onboarding: s.key,
      template_id: current.template.id,
      version: current.version.version,
    },
  });
  if (isAgreementComplete({ status, requiresCountersignature })) await seal(deps, tx, p, agreementId, now);
  return { agreementId, acceptanceId: acceptance.id };
}
