/** Who does what in onboarding, named. */
import type { Principal } from '../../lib/principal.js';

/** A click-through accepted by a partner's user is accepted for that partner; anyone else's names none. */
export const acceptingPartnerOf = (p: Principal): string | null => (p.userType === 'partner' ? p.partnerId : null);
