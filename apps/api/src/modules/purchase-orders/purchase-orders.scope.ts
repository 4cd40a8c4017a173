/**
 * Which purchase orders a caller sees: staff every one, a partner's users their partner's, a client's
 * users their own client's (they follow what is consumed and left); sales partners and contractors none.
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrders } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export const purchaseOrderScope = (p: Principal, db: DbOrTx): SQL | undefined =>
  rowScope(p, db, { partnerId: purchaseOrders.partnerId, clientId: purchaseOrders.clientId });
