/**
 * Who sees which PTO rows (decision 0023). Everything PTO hangs off a contractor, so the scope is the
 * contractor's: staff all, a partner its own contractors, a contractor itself, anyone else nothing.
 * Rules: staff all, a partner its own and the platform's (partner_id null).
 */
import { canSeePayroll } from '@app/domain';
import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contractors, ptoRules } from '../../db/schema/index.js';
import { isStaff, type Principal } from '../../lib/principal.js';

const NOTHING = sql`false`;

/** Rows of contractors the caller may see; `partnerCol` is the contractor's partner column in the query. */
export function contractorScope(p: Principal, cols: { contractorId: PgColumn; partnerId: PgColumn }): SQL | undefined {
  if (isStaff(p)) return undefined;
  if (p.userType === 'partner') return eq(cols.partnerId, p.partnerId!);
  if (p.userType === 'contractor') return eq(cols.contractorId, p.contractorId!);
  return NOTHING;
}

export const contractorRowScope = (p: Principal) =>
  contractorScope(p, { contractorId: contractors.id, partnerId: contractors.partnerId });

export function ruleScope(p: Principal): SQL | undefined {
  if (isStaff(p)) return undefined;
  if (p.userType === 'partner') return or(eq(ptoRules.partnerId, p.partnerId!), isNull(ptoRules.partnerId));
  return NOTHING;
}

/** Staff manage every rule; a partner's payroll roles manage its own partner's rules. */
export function mayManageRule(p: Principal, rulePartnerId: string | null): boolean {
  if (isStaff(p)) return true;
  return (
    p.userType === 'partner' && canSeePayroll(p.subject) && rulePartnerId !== null && rulePartnerId === p.partnerId
  );
}

/** Enrolling: staff into any rule, a partner's payroll roles into its own or a platform rule. */
export function mayEnrollInRule(p: Principal, rulePartnerId: string | null): boolean {
  if (isStaff(p)) return true;
  return (
    p.userType === 'partner' && canSeePayroll(p.subject) && (rulePartnerId === null || rulePartnerId === p.partnerId)
  );
}

export const fullName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;
