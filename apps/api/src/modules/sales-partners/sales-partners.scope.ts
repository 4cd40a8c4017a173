/** Which sales partner rows a caller sees: staff all, a sales partner's users their own, anyone else none. */
import { eq, type SQL } from 'drizzle-orm';
import { salesPartners } from '../../db/schema/index.js';
import { isStaff, type Principal } from '../../lib/principal.js';

const NOTHING = '00000000-0000-0000-0000-000000000000';

export function salesPartnerScope(p: Principal): SQL | undefined {
  if (isStaff(p)) return undefined;
  if (p.userType === 'sales_partner') return eq(salesPartners.id, p.salesPartnerId ?? NOTHING);
  return eq(salesPartners.id, NOTHING);
}
