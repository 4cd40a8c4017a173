/**
 * Which paycheck deductions a caller sees (spec section 6 "see payroll"; decision 0052): staff every one,
 * a partner's users (who see payroll) their partner's workers', a contractor its own; clients and sales
 * partners none.
 */
import type { DbOrTx } from '../../db/client.js';
import { paycheckDeductions } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

export const paycheckDeductionScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: paycheckDeductions.partnerId, contractorId: paycheckDeductions.contractorId });
