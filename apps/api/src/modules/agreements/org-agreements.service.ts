/**
 * Accepting an organization agreement for the company: only its owner does, on the exact text shown
 * (its hash). The client services addendum stamps clients.addendum_accepted_at; the partner services
 * agreement is also the partner owner's onboarding click-through, so it completes that step.
 */
import { eq } from 'drizzle-orm';
import { AGREEMENTS, type AgreementKey } from '@app/domain';
import { agreementAcceptances, clients } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { audit } from '../../lib/audit.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { requirementsOf, type Principal } from '../../lib/principal.js';
import { markComplete } from '../onboarding/onboarding.repository.js';
import { textHashOf } from './agreement-text.js';

export type OrgAgreementKey = Extract<AgreementKey, 'client_services_addendum' | 'partner_services_agreement'>;

export async function acceptOrgAgreement(
  deps: AppDeps,
  p: Principal,
  key: OrgAgreementKey,
  textHash: string,
  ip: string,
): Promise<void> {
  if (p.role !== 'owner') throw forbidden('Only the owner accepts this agreement for the company');
  if (textHash !== textHashOf(key)) {
    throw conflict('The agreement text has changed since it was shown: reload the page and read it again');
  }
  const { required } = requirementsOf(p.context);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agreementAcceptances)
      .values({
        userId: p.userId,
        agreement: key,
        partnerId: p.partnerId,
        clientId: p.clientId,
        textHash,
        version: AGREEMENTS[key].version,
        ip,
      })
      .returning();
    if (key === 'client_services_addendum') {
      await tx.update(clients).set({ addendumAcceptedAt: row!.acceptedAt }).where(eq(clients.id, p.clientId!));
    }
    // The same text is the partner owner's onboarding click-through.
    if (key === 'partner_services_agreement' && required.includes('partner_services_agreement_clickthru')) {
      await markComplete(tx, p.userId, 'partner_services_agreement_clickthru');
    }
    await audit(tx, {
      actorUserId: p.userId,
      actualUserId: p.actualUserId,
      action: 'agreement_accepted',
      entityType: 'agreement_acceptance',
      entityId: row!.id,
      metadata: { agreement: key, version: row!.version },
      ip,
    });
  });
}
