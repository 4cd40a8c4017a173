/** Who may create and change work locations, and the Canada rule for their addresses. */
import { canManageReferenceData, canUseCanada, type AddressView } from '@app/domain';
import { forbidden, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export function assertMayManageWorkLocations(p: Principal) {
  if (canManageReferenceData(p.subject)) return;
  throw forbidden('Your role may not change work locations');
}

/** Canadian addresses only for staff or a Canada-enabled partner (spec section 3). */
export function assertAddressAllowed(p: Principal, address: AddressView | null | undefined) {
  if (address?.country !== 'CA' || canUseCanada(p.subject)) return;
  throw unprocessable([
    { loc: ['body', 'address', 'country'], msg: 'Canadian addresses need a partner with Canada enabled' },
  ]);
}
