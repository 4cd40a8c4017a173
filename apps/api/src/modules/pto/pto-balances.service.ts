/**
 * What other modules ask of the PTO ledger's balances (the PTO balances report, decision 0088): the same
 * rows, in the caller's scope, that GET /v2/pto_accruals/balances lists.
 */
import type { DbOrTx } from '../../db/client.js';
import type { Principal } from '../../lib/principal.js';
import { listPtoBalances, type BalanceFilter } from './pto-ledger-lists.repository.js';

export const ptoBalanceList = (db: DbOrTx, p: Principal, f: BalanceFilter) => listPtoBalances(db, p, f);
