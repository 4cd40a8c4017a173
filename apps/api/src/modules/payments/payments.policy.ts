/**
 * Who moves cash (spec section 6): a payment is recorded by the employer (an admin, or a self-employer
 * partner) or a self-funded partner, for its own clients; edited (reference, notes), unallocated and
 * reallocated by an admin only.
 */
import { canCreatePayment, canEditPayment } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** Whether the caller records payments for a client of `partnerId`. */
export function mayRecordPaymentFor(p: Principal, partnerId: string): boolean {
  if (!canCreatePayment(p.subject)) return false;
  return p.userType === 'admin' || (p.userType === 'partner' && p.partnerId === partnerId);
}

/** A partner's users name only their own partner's clients (another partner's is "no such client"). */
export const namesClientOf = (p: Principal, partnerId: string) => p.userType !== 'partner' || p.partnerId === partnerId;

export function mustRecordPaymentFor(p: Principal, partnerId: string): void {
  if (!mayRecordPaymentFor(p, partnerId)) {
    throw forbidden('Only the employer or a self-funded partner records payments for its clients');
  }
}

export function mustEditPayments(p: Principal): void {
  if (!canEditPayment(p.subject)) throw forbidden('Only an admin may change a recorded payment or its allocations');
}
