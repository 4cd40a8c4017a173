/** Which commission plans a caller sees: staff every plan, a sales partner its own (decision 0055). */
import { eq, sql, type SQL } from 'drizzle-orm';
import { commissionPlans } from '../../db/schema/index.js';
import { isStaff, type Principal } from '../../lib/principal.js';

export function commissionPlanScope(p: Principal): SQL | undefined {
  if (isStaff(p)) return undefined;
  if (p.userType === 'sales_partner' && p.salesPartnerId) return eq(commissionPlans.salesPartnerId, p.salesPartnerId);
  return sql`false`;
}
