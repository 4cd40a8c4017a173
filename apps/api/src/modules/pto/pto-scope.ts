/**
 * Which PTO rows a caller sees (decision 0023), as SQL for the repositories. Everything PTO hangs off a
 * contractor, so the ledger's scope is the contractor's: staff all, a partner its own contractors, a
 * contractor itself, anyone else nothing. Rules: staff all, a partner its own and the platform's
 * (partner_id null). Time off: no sales partner sees it (spec section 6).
 */
import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { assignments, contractors, ptoRules, timeOffRequests } from '../../db/schema/index.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { rowScope } from '../../lib/row-scopes.js';

const NONE = '00000000-0000-0000-0000-000000000000';

/** Contractors the caller may see (a query joined to `contractors`). */
export const contractorRowScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, { partnerId: contractors.partnerId, contractorId: contractors.id });

export function ruleScope(p: Principal): SQL | undefined {
  if (isStaff(p)) return undefined;
  if (p.userType === 'partner') return or(eq(ptoRules.partnerId, p.partnerId ?? NONE), isNull(ptoRules.partnerId));
  return sql`false`;
}

export const timeOffScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, {
    partnerId: timeOffRequests.partnerId,
    clientId: timeOffRequests.clientId,
    contractorId: timeOffRequests.contractorId,
  });

/**
 * The assignments a caller asks for time off on: staff any, a partner its own, a contractor its own
 * (only those three ask: mayRequestTimeOff).
 */
export const requestableAssignmentScope = (p: Principal, db: DbOrTx) =>
  rowScope(p, db, {
    partnerId: assignments.partnerId,
    clientId: assignments.clientId,
    contractorId: assignments.contractorId,
  });

export const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;
