/**
 * Who reads and changes payout methods (decision 0060). The route admits section 6's sensitive roles of
 * admin, eor, partner and sales_partner (as /payment_methods is gated); here: whose accounts a caller's are
 * — a partner's users their partner's, a sales partner's users their sales partner's, EOR users the EOR's —
 * and that a platform admin reads every payee's and changes none.
 */
import { canChangePayoutMethods, type PayoutOwnerKind } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export interface PayoutOwner {
  kind: PayoutOwnerKind;
  id: string;
}

/** The organization the caller receives payouts for; none for a platform admin (and the other types). */
export function payoutOwnerOf(p: Principal): PayoutOwner | null {
  if (p.userType === 'partner' && p.partnerId) return { kind: 'partner', id: p.partnerId };
  if (p.userType === 'sales_partner' && p.salesPartnerId) return { kind: 'sales_partner', id: p.salesPartnerId };
  if (p.userType === 'eor' && p.context.eor) return { kind: 'eor', id: p.context.eor.id };
  return null;
}

/** Reads every payee's accounts (masked): platform admins. */
export const readsEveryPayoutMethod = (p: Principal) => p.userType === 'admin';

/** The owner whose accounts the caller changes; a caller who changes none is refused 403. */
export function mustChangePayoutMethods(p: Principal): PayoutOwner {
  const owner = payoutOwnerOf(p);
  if (!owner || !canChangePayoutMethods(p.subject)) {
    throw forbidden("Only the organization's owner, manager, finance or admin changes its payout methods");
  }
  return owner;
}
