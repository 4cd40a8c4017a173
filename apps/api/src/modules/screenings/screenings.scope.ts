/**
 * Which screenings and configs a caller sees (decision 0073): staff every one; a partner's users their
 * partner's; a client the screenings ordered for it and its own configs; nobody else any (rowScope).
 */
import type { DbOrTx } from '../../db/client.js';
import { contractors, screeningConfigs, screenings } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { clientScope, rowScope } from '../../lib/row-scopes.js';

export const screeningScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: screenings.partnerId, clientId: screenings.clientId });

export const configScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: screeningConfigs.partnerId, clientId: screeningConfigs.clientId });

/** The workers a caller may order a screening for: staff any, a partner's users their partner's. */
export const workerScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: contractors.partnerId, contractorId: contractors.id });

export { clientScope };
