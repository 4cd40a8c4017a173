/** Who may create and change partners: staff everything, a partner's owner its branding and contacts. */
import { PARTNER_OWNER_EDITABLE, canSeeSensitive, type PartnerUpdate } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { isStaff } from '../../lib/principal.js';

/** Re-exported for this module's importers; the rule lives with the principal. */
export { isStaff };

export function assertMayCreatePartner(p: Principal) {
  if (isStaff(p)) return;
  throw forbidden('Only platform staff create partners');
}

/** Changes to a partner the caller can see: staff change anything, the partner's owner only its own branding and contacts. */
export function assertMayUpdatePartner(p: Principal, partnerId: string, changes: PartnerUpdate) {
  if (isStaff(p)) return;
  if (p.userType === 'partner' && p.partnerId === partnerId && p.role === 'owner') {
    const outside = Object.keys(changes).filter((k) => !(PARTNER_OWNER_EDITABLE as readonly string[]).includes(k));
    if (outside.length === 0) return;
    throw forbidden(`Only platform staff may change ${outside.join(', ')}`);
  }
  throw forbidden('Your role may not change this partner');
}

/** Sales partners read the partners they referred, but never any tax id. */
export const seesPartnerTaxId = (p: Principal) => p.userType !== 'sales_partner';

/**
 * Who may reveal the full EIN of a partner they can see: the sensitive roles (owner, manager,
 * finance, admin) of staff and of that partner; never a sales partner, who sees no tax id at all.
 */
export const mayRevealPartnerTaxId = (p: Principal) => seesPartnerTaxId(p) && canSeeSensitive(p.subject);
