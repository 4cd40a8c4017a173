/** Which licenses a caller sees (decision 0073): staff every one, a partner's users their partner's workers'; nobody else any. */
import type { DbOrTx } from '../../db/client.js';
import { contractors, licenses } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export const licenseScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: licenses.partnerId });
export const licenseWorkerScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: contractors.partnerId });
