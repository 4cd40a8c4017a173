/**
 * Onboarding click-throughs are agreements (decision 0084): each click-through has a platform agreement
 * template (`onboarding_key`, seeded from the text of `AGREEMENTS`); the worker — or the partner's or
 * client's owner — is shown its current version merged with their own values, and accepting it generates
 * the agreement from that version (a worker's, or the organization's), records the signature as the
 * agreements module does (who, when, IP, user agent, the SHA-256 of the exact text) and draws and stores
 * the signed PDF with its audit page.
 */
import {
  AGREEMENTS,
  documentDate,
  isAgreementComplete,
  mergeTemplate,
  type AgreementKey,
  type AgreementView,
  type MergeValues,
} from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { seal } from './agreement-signing.service.js';
import { onboardingPartyOf, type OnboardingParty } from './agreements.policy.js';
import { insertOnboardingTemplate, insertVersion, onboardingTemplateOf } from './agreement-templates.repository.js';
import { sha256 } from './agreement-templates.service.js';
import { insertAgreement } from './agreements.repository.js';
import { ownMergeValues } from './merge-values.js';
import { clientNamed, insertAcceptance, partnerNamed } from './org-agreements.repository.js';

export interface OnboardingSignature {
  key: AgreementKey;
  /** The SHA-256 of the text the worker was shown, sent back with the acceptance. */
  textHash: string;
  ip: string;
  userAgent: string | null;
}

/** The party's merge values: a worker's own, or its organization's (partner and client names, the date). */
async function valuesOf(db: DbOrTx, party: OnboardingParty, today: string) {
  if (party.kind === 'worker') return ownMergeValues(db, party.contractorId, today);
  const values: MergeValues = {
    'partner.name': (await partnerNamed(db, party.partnerId)).name,
    'document.date': documentDate(today),
  };
  if (party.clientId) values['client.name'] = (await clientNamed(db, party.clientId)).name;
  return { values, partnerId: party.partnerId };
}

/** The document the signer reads: the template's current version (the code's text until it is seeded). */
async function documentOf(db: DbOrTx, party: OnboardingParty, key: AgreementKey, today: string) {
  const row = await onboardingTemplateOf(db, key);
  const body = row?.version.body ?? AGREEMENTS[key].text;
  const { values, partnerId } = await valuesOf(db, party, today);
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

/** The click-through as the onboarding step shows it (its shape unchanged: key, title, version, text, hash). */
export async function onboardingAgreementView(deps: AppDeps, p: Principal, key: AgreementKey): Promise<AgreementView> {
  const party = onboardingPartyOf(p);
  if (!party) throw forbidden('Onboarding agreements are signed by workers and by organization owners');
  const d = await documentOf(deps.db, party, key, today(deps));
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

/** The onboarding click-throughs, each signed as an agreement (the client services addendum is no step). */
export const ONBOARDING_CLICK_THROUGHS: readonly AgreementKey[] = [
  'employee_timekeeping_policy',
  'employee_confidentiality_agreement',
  'contractor_1099_agreement',
  'background_check_authorization',
  'partner_services_agreement',
  'final_acknowledgement',
];

/** Seeds the template of every onboarding click-through that has none (so the admin finds each to edit). */
export async function seedOnboardingTemplates(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const key of ONBOARDING_CLICK_THROUGHS) await ensureTemplate(tx, key, now);
  });
}

/**
 * Generates and signs the agreement of an onboarding click-through — the worker's, or the organization's
 * signed by its owner — in the caller's transaction (the step is marked complete in the same one).
 * Answers the agreement and the signature's ids.
 */
export async function signOnboardingAgreement(deps: AppDeps, tx: Tx, p: Principal, s: OnboardingSignature) {
  // As every signature of an agreement (decision 0069): in person, never by an admin acting as the signer.
  if (p.actualUserId) throw forbidden('Only the person the agreement is for signs it, in person');
  const party = onboardingPartyOf(p);
  if (!party) throw forbidden('Onboarding agreements are signed by workers and by organization owners');
  const now = deps.clock.now();
  const current = await ensureTemplate(tx, s.key, now);
  const { values, partnerId } = await valuesOf(tx, party, now.toISOString().slice(0, 10));
  const text = mergeTemplate(current.version.body, values);
  const documentHash = sha256(Buffer.from(text, 'utf8'));
  if (s.textHash !== documentHash) {
    throw conflict('The agreement text has changed since it was shown: reload the page and read it again');
  }
  const requiresCountersignature = current.template.requiresCountersignature;
  const status = 'signed' as const;
  const clientId = party.kind === 'organization' ? party.clientId : null;
  const agreementId = await insertAgreement(tx, {
    partnerId,
    contractorId: party.kind === 'worker' ? party.contractorId : null,
    signerUserId: party.kind === 'organization' ? p.userId : null,
    clientId,
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
    clientId,
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
