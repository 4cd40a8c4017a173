/**
 * What other modules ask of the ledger's items (the hours report, decision 0088): the same rows, in the
 * caller's scope, that GET /v2/pay_bill_transaction_items lists.
 */
import type { DbOrTx } from '../../db/client.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { listItems, type ItemFilter } from './ledger.repository.js';

export const ledgerItemList = (db: DbOrTx, p: Principal, f: ItemFilter & ListRequest) => listItems(db, p, f);
