/** Which payout methods a caller sees: an admin every payee's, everyone else their own organization's only. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { payoutMethods } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';
import { payoutOwnerOf, readsEveryPayoutMethod, type PayoutOwner } from './payout-methods.policy.js';

const OWNER_COLUMN = {
  partner: payoutMethods.partnerId,
  sales_partner: payoutMethods.salesPartnerId,
  eor: payoutMethods.eorId,
} as const;

/** The rows of one owner. */
export const ownedBy = (o: PayoutOwner): SQL =>
  and(eq(payoutMethods.ownerKind, o.kind), eq(OWNER_COLUMN[o.kind], o.id))!;

export function payoutMethodScope(p: Principal): SQL | undefined {
  if (readsEveryPayoutMethod(p)) return undefined;
  const owner = payoutOwnerOf(p);
  return owner ? ownedBy(owner) : sql`false`;
}
