/** Which users the onboarding lists (/onboarding, /onboarding_status) show a caller. */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { clients, contractors, users } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';

/** The partner a user belongs to: its own, its client's or its contractor record's. */
export const partnerIdOfUser = sql<
  string | null
>`coalesce(${users.partnerId}, ${clients.partnerId}, ${contractors.partnerId})`;

/** Staff see every user but staff; a partner its own people; anyone else no one. */
export function onboardingUserScope(p: Principal): SQL | undefined {
  const notStaff = and(eq(users.isAdmin, false), isNull(users.eorId));
  if (p.userType === 'admin' || p.userType === 'eor') return notStaff;
  if (p.userType === 'partner') return and(notStaff, sql`${partnerIdOfUser} = ${p.partnerId}`);
  return sql`false`;
}
