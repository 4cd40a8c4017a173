/**
 * Which documents a caller sees (decision 0070): staff every one; a partner's users their partner's, and
 * the platform's credentialing documents meant for every partner; a contractor and a client only their
 * own (rowScope's rule). Also which contractors and clients a caller may file a document for.
 */
import { eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DocumentKind } from '@app/domain';
import type { DbOrTx } from '../../db/client.js';
import { contractors, documents } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { clientScope, NONE, rowScope } from '../../lib/row-scopes.js';

export function documentScope(p: Principal, db: DbOrTx, kind: DocumentKind): SQL | undefined {
  if (kind === 'platform' && p.userType === 'partner') {
    return or(isNull(documents.partnerId), eq(documents.partnerId, p.partnerId ?? NONE));
  }
  return rowScope(p, db, {
    partnerId: documents.partnerId,
    contractorId: documents.contractorId,
    clientId: documents.clientId,
  });
}

/** The contractors the caller may file documents for: staff any, a partner's users their partner's. */
export const contractorOwnerScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: contractors.partnerId, contractorId: contractors.id });

export const clientOwnerScope = clientScope;
