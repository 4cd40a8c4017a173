/**
 * Who does what with forms (decision 0077):
 * - staff (admin, EOR) and a partner's users (every role holding the /forms link; time_sheet_only
 *   users hold none) build, publish, archive and assign forms — a partner's users their own partner's;
 * - the admin alone writes the platform's form templates; staff and partners' users read them;
 * - only the person a form is assigned to answers it, in person (never an admin acting as them).
 */
import { forbidden, unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

const STAFF_OR_PARTNER = new Set(['admin', 'eor', 'partner']);

/** Building, editing and assigning forms. */
export function mustKeepForms(p: Principal): void {
  if (!STAFF_OR_PARTNER.has(p.userType)) throw forbidden('Only staff and partners build and assign forms');
}

/** Whose a new form is: a partner's user's, its own partner's; staff name a partner or none (the platform's). */
export function newFormOwner(p: Principal, partnerId: string | null): string | null {
  mustKeepForms(p);
  if (p.userType === 'partner') {
    if (partnerId && partnerId !== p.partnerId)
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'A partner builds forms for itself only' }]);
    return p.partnerId;
  }
  return partnerId;
}

export function mustWriteTemplates(p: Principal): void {
  if (p.userType !== 'admin') throw forbidden('Only the platform admin writes form templates');
}

export function mustReadTemplates(p: Principal): void {
  if (!STAFF_OR_PARTNER.has(p.userType)) throw forbidden('Only staff and partners read form templates');
}

/** Answering a form: its recipient, in person. */
export function mustAnswerInPerson(p: Principal): void {
  if (p.actualUserId) throw forbidden('Only the person a form is assigned to answers it, in person');
}

/** Staff and partners' users see a form's assignments and submissions; a recipient sees only its own. */
export const readsAllAnswers = (p: Principal) => STAFF_OR_PARTNER.has(p.userType);
