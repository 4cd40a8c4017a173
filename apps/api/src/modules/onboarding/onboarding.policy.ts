/** Who does what in onboarding, named. */
import type { Principal } from '../../lib/principal.js';

/** A click-through accepted by a partner's user is accepted for that partner; anyone else's names none. */
export const acceptingPartnerOf = (p: Principal): string | null => (p.userType === 'partner' ? p.partnerId : null);

/**
 * Click-throughs are agreements (decision 0084): a worker's its own, a partner's or client's owner's its
 * organization's — generated from the click-through's template and signed, with the signed PDF.
 */
export const clickThroughIsAgreement = (p: Principal): boolean =>
  (p.userType === 'contractor' && !!p.contractorId) ||
  (p.userType === 'partner' && !!p.partnerId) ||
  (p.userType === 'client' && !!p.clientId && !!p.partnerId);
