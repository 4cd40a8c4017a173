/** Which payroll bank accounts a caller sees: staff every partner's, a partner's users their own (decision 0051). */
import type { DbOrTx } from '../../db/client.js';
import { payrollBankAccounts } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export const payrollBankAccountScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: payrollBankAccounts.partnerId });
