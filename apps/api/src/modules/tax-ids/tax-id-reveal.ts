/**
 * The audited reveal of one stored tax id, for any tax-id-carrying row (contractors, corp-to-corps,
 * and later partners and sales partners). The caller's module decides visibility and permission;
 * this adds the e-mailed code step (424), the audit row and the no-store answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { audit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { revealTaxId, type StoredTaxId } from '../../lib/tax-id.js';
import { mustPrincipal } from '../../plugins/auth.js';
import { requireEmailCode } from '../auth/verification.js';
import { formatTaxId } from './tax-id-format.js';

export interface RevealTarget {
  /** The audit's entity type: 'contractor', 'corp_to_corp', ... */
  entityType: string;
  entityId: string;
  row: StoredTaxId;
}

const NO_TAX_ID_MESSAGE = 'No tax id is on file';

/**
 * Asks for the e-mailed code (424 until the request is replayed with it), then records who saw
 * which record's number (never the number itself) and answers it, uncacheable.
 */
export async function revealTaxIdFor(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, target: RevealTarget) {
  const p = mustPrincipal(req.principal);
  if (!target.row.taxIdType || !target.row.taxIdCiphertext) throw notFound(NO_TAX_ID_MESSAGE);
  await requireEmailCode(deps, req);
  const digits = revealTaxId(deps.crypto, target.row)!;
  await audit(deps.db, {
    actorUserId: p.userId,
    actualUserId: p.actualUserId,
    action: 'tax_id_revealed',
    entityType: target.entityType,
    entityId: target.entityId,
    metadata: { tax_id_type: target.row.taxIdType },
    ip: req.ip,
  });
  return reply
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .send({ data: { tax_id: formatTaxId(target.row.taxIdType, digits) } });
}
