/**
 * Which agreements and templates a caller sees (decision 0069). Agreements: staff every one, a partner's
 * users their partner's, a contractor its own once sent (never a draft); sales partners none, clients only
 * their client's own (a worker's agreement is between the worker and its employer; decision 0084). Templates: staff every one, a partner's
 * users the platform's and their own partner's; nobody else.
 */
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { agreements, agreementTemplates } from '../../db/schema/index.js';
import { isStaff, type Principal } from '../../lib/principal.js';
import { NONE, rowScope } from '../../lib/row-scopes.js';

export function agreementScope(p: Principal, db: DbOrTx): SQL | undefined {
  // A client's users see their client's own agreements (its owner's onboarding click-throughs, decision
  // 0084), never a worker's, even one for an assignment at the client.
  if (p.userType === 'client') {
    return and(eq(agreements.clientId, p.clientId ?? NONE), isNull(agreements.contractorId));
  }
  const rows = rowScope(p, db, { partnerId: agreements.partnerId, contractorId: agreements.contractorId });
  return p.userType === 'contractor' ? and(rows, ne(agreements.status, 'draft')) : rows;
}

export function templateScope(p: Principal): SQL | undefined {
  if (isStaff(p)) return undefined;
  if (p.userType === 'partner') {
    return or(isNull(agreementTemplates.partnerId), eq(agreementTemplates.partnerId, p.partnerId ?? NONE));
  }
  return sql`false`;
}

/** The same rule as `templateScope`, for one template already read (generating from it). */
export const templateScopeAllows = (p: Principal, partnerId: string | null) =>
  isStaff(p) || (p.userType === 'partner' && (partnerId === null || partnerId === p.partnerId));
