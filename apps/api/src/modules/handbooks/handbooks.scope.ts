/**
 * Which handbook versions and acknowledgements a caller sees (decision 0076): staff every one; a
 * partner's users their partner's versions and the platform's, and their workers' acknowledgements; a
 * contractor its own acknowledgements (its current handbook is found by the service, not listed). And
 * the workers whose acknowledgement staff follow and remind: staff every one, a partner's users their own.
 */
import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contractors, handbookAcknowledgements, handbookVersions } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { NONE, rowScope } from '../../lib/row-scopes.js';

export function handbookScope(p: Principal): SQL | undefined {
  switch (p.userType) {
    case 'admin':
    case 'eor':
      return undefined;
    case 'partner':
      return or(isNull(handbookVersions.partnerId), eq(handbookVersions.partnerId, p.partnerId ?? NONE));
    default:
      return sql`false`;
  }
}

export const handbookAckScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, {
    partnerId: handbookAcknowledgements.partnerId,
    contractorId: handbookAcknowledgements.contractorId,
  });

/** The workers whose pending acknowledgement the caller sees and may remind (decision 0081). */
export const handbookWorkerScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: contractors.partnerId, contractorId: contractors.id });
