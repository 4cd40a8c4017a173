/**
 * Accepting an organization agreement for the company: only its owner does, on the exact text shown
 * (its hash). The client services addendum stamps clients.addendum_accepted_at; the partner services
 * agreement is also the partner owner's onboarding click-through, so it completes that step.
 */
import { AGREEMENTS, type AgreementKey, type OrgAgreementView } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { requirementsOf, type Principal } from '../../lib/principal.js';
import { latestAcceptance, markComplete } from '../onboarding/onboarding.service.js';
import { acceptanceView, agreementView, textHashOf } from './agreement-text.js';
import { signOnboardingAgreement } from './onboarding-agreements.service.js';
import { clientNamed, insertAcceptance, partnerNamed, stampClientAddendum } from './org-agreements.repository.js';

export type OrgAgreementKey = Extract<AgreementKey, 'client_services_addendum' | 'partner_services_agreement'>;

/** The organization an agreement is accepted for: the caller's client, or the caller's partner. */
const ORGANIZATION: Record<
  OrgAgreementKey,
  {
    of: (p: Principal) => { partnerId?: string; clientId?: string };
    named: (db: DbOrTx, p: Principal) => Promise<{ id: string; name: string }>;
  }
> = {
  client_services_addendum: { of: (p) => ({ clientId: p.clientId! }), named: (db, p) => clientNamed(db, p.clientId!) },
  partner_services_agreement: {
    of: (p) => ({ partnerId: p.partnerId! }),
    named: (db, p) => partnerNamed(db, p.partnerId!),
  },
};

/** The agreement's text, the caller's organization and its latest acceptance (outdated when the text changed since). */
export async function orgAgreementView(db: DbOrTx, p: Principal, key: OrgAgreementKey): Promise<OrgAgreementView> {
  const org = ORGANIZATION[key];
  const latest = await latestAcceptance(db, { agreement: key, ...org.of(p) });
  return {
    agreement: agreementView(key),
    organization: await org.named(db, p),
    acceptance: latest ? acceptanceView(latest.acceptance, latest.user) : null,
    outdated: latest ? latest.acceptance.textHash !== textHashOf(key) : false,
  };
}

export async function acceptOrgAgreement(
  deps: AppDeps,
  p: Principal,
  key: OrgAgreementKey,
  textHash: string,
  ip: string,
  userAgent: string | null = null,
): Promise<void> {
  if (p.role !== 'owner') throw forbidden('Only the owner accepts this agreement for the company');
  if (textHash !== textHashOf(key)) {
    throw conflict('The agreement text has changed since it was shown: reload the page and read it again');
  }
  const { required, completed } = requirementsOf(p.context);
  const step = 'partner_services_agreement_clickthru';
  if (key === 'partner_services_agreement' && required.includes(step) && !completed.includes(step)) {
    // Still the owner's onboarding click-through: signed as the partner's agreement (decision 0084).
    await deps.db.transaction(async (tx) => {
      await signOnboardingAgreement(deps, tx, p, { key, textHash, ip, userAgent });
      await markComplete(tx, p.userId, step);
    });
    return;
  }
  await deps.db.transaction(async (tx) => {
    const row = await insertAcceptance(tx, {
      userId: p.userId,
      agreement: key,
      partnerId: p.partnerId,
      clientId: p.clientId,
      textHash,
      version: AGREEMENTS[key].version,
      ip,
      // The same evidence as a signature (decision 0084), though the text is not an agreement record.
      userAgent,
    });
    if (key === 'client_services_addendum') await stampClientAddendum(tx, p.clientId!, row.acceptedAt);
    // The same text is the partner owner's onboarding click-through.
    if (key === 'partner_services_agreement' && required.includes('partner_services_agreement_clickthru')) {
      await markComplete(tx, p.userId, 'partner_services_agreement_clickthru');
    }
    await auditAs(tx, p, ip, {
      action: 'agreement_accepted',
      entityType: 'agreement_acceptance',
      entityId: row.id,
      metadata: { agreement: key, version: row.version },
    });
  });
}
