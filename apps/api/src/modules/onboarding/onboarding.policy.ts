/** Who does what in onboarding, named. */
import type { Principal } from '../../lib/principal.js';

/** A click-through accepted by a partner's user is accepted for that partner; anyone else's names none. */
export const acceptingPartnerOf = (p: Principal): string | null => (p.userType === 'partner' ? p.partnerId : null);

/**
 * A worker's click-throughs are agreements of its own (decision 0084): generated from the click-through's
 * template and signed, with the signed PDF. A partner's or client's owner accepts the text (an acceptance).
 */
export const clickThroughIsAgreement = (p: Principal): p is Principal & { contractorId: string } =>
  p.userType === 'contractor' && !!p.contractorId;
