/**
 * Which Canadian paychecks and files a caller sees: staff every partner's, a Canada-enabled partner's
 * users their own (the route admits no one else: decision 0054).
 */
import type { DbOrTx } from '../../db/client.js';
import { paychecks, payrollRuns } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export const canadianPaycheckScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: paychecks.partnerId });
export const canadianFileScope = (p: Principal, db: DbOrTx) => rowScope(p, db, { partnerId: payrollRuns.partnerId });
