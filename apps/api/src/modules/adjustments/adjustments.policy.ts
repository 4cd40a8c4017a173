/**
 * Who adds adjustments (spec section 6): a self-funded or self-employer partner for its own clients,
 * and admin-like staff for any; the Adjustments page (sensitive access) reads them.
 */
import { canAddAdjustments } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

/** A partner's users name only their own partner's clients. */
export const namesClientOf = (p: Principal, partnerId: string) => p.userType !== 'partner' || p.partnerId === partnerId;

export function mustAddAdjustmentsFor(p: Principal, partnerId: string): void {
  const own = p.userType !== 'partner' || p.partnerId === partnerId;
  if (!canAddAdjustments(p.subject) || !own) {
    throw forbidden('Only staff, or a self-funded or self-employer partner for its clients, add adjustments');
  }
}
