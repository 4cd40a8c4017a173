/**
 * Deciding an identity verification (a manual review) is "Edit verification": admin or document
 * verifier (spec section 6), on a verification still open, in the caller's queue. Approving also
 * completes the user's verification onboarding step; both are audited in one transaction.
 */
import { canEditVerification, type VerificationDecisionInput, type VerificationRow } from '@app/domain';
import type { Db } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { markComplete } from '../onboarding/onboarding.service.js';
import {
  findVerification,
  findVisibleVerification,
  recordDecision,
  verificationRowOf,
} from './verifications.repository.js';

export async function decideVerification(
  db: Db,
  p: Principal,
  id: string,
  body: Pick<VerificationDecisionInput, 'decision' | 'reason'>,
  ip: string,
): Promise<VerificationRow> {
  const found = await findVisibleVerification(db, p, id);
  if (!found) throw notFound();
  if (!canEditVerification(p.subject)) throw forbidden('Only an admin or a document verifier decides verifications');
  if (found.v.status !== 'awaiting_approval' && found.v.status !== 'pending') {
    throw conflict(`This verification is already ${found.v.status.replace('_', ' ')}`);
  }
  const approve = body.decision === 'approve';
  await db.transaction(async (tx) => {
    await recordDecision(tx, found.v.id, {
      status: approve ? 'approved' : 'rejected',
      reason: approve ? null : body.reason!,
      decidedBy: p.userId,
    });
    if (approve) await markComplete(tx, found.user.id, 'verification');
    await auditAs(tx, p, ip, {
      action: approve ? 'verification_approved' : 'verification_rejected',
      entityType: 'verification',
      entityId: found.v.id,
      metadata: { user_id: found.user.id },
    });
  });
  return verificationRowOf((await findVerification(db, found.v.id))!);
}
