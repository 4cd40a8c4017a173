/** Which distributions and commissions a caller sees (issue 14; decision 0062). */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { commissions, distributions } from '../../db/schema/index.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { NONE, rowScope } from '../../lib/row-scopes.js';

/** Staff every partner's, a partner its own, a sales partner its referred partners'; nobody else any. */
export const distributionScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: distributions.partnerId }, { referredPartners: true });

/** Staff every commission, a sales partner its own; nobody else any. */
export function commissionScope(p: Principal): SQL | undefined {
  if (isStaff(p)) return undefined;
  if (p.userType === 'sales_partner') return eq(commissions.salesPartnerId, p.salesPartnerId ?? NONE);
  return sql`false`;
}
