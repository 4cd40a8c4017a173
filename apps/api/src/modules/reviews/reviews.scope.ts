/**
 * Which reviews a caller sees (decision 0075): staff every one; a partner's users their partner's; a
 * client, a contractor and a sales partner none (the route table gives them no /reviews, and rowScope
 * without a client or contractor column answers nothing). The workers, assignments and documents a
 * review may name are the caller's in the same way.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignments, contractors, documents, reviews } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export const reviewScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: reviews.partnerId });

export const reviewWorkerScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: contractors.partnerId });

export const reviewAssignmentScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: assignments.partnerId });

/** A worker's own documents (kind contractor) of the caller's partner. */
export const reviewDocumentScope = (p: Principal, db: DbOrTx) =>
  and(eq(documents.kind, 'contractor'), rowScope(p, db, { partnerId: documents.partnerId }));
