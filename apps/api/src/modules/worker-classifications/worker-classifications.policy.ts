/**
 * Whose an assessment is. Admins and a partner's users record them (the route admits no one else); a
 * partner's users always for their own partner, admins for the partner they name or the contractor's.
 */
import type { Principal } from '../../lib/principal.js';

/** Only admins name the partner an assessment belongs to. */
export const choosesAssessmentPartner = (p: Principal) => p.userType === 'admin';
