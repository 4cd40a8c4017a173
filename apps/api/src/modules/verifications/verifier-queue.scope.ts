/**
 * Which rows of the document verifier's queues (/verifications and /i9_forms) a caller sees: staff
 * every contractor's, a partner's document verifier only its own contractors'. The queues admit no
 * one else; should a route ever admit another caller, it sees no row rather than every row.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { contractors } from '../../db/schema/index.js';
import { isStaff, type Principal } from '../../lib/principal.js';

/** For a query joined to `contractors`. */
export function contractorScope(p: Principal): SQL | undefined {
  if (isStaff(p)) return undefined;
  if (p.userType === 'partner' && p.partnerId) return eq(contractors.partnerId, p.partnerId);
  return sql`false`;
}
