/** Who connects Checkr for which partner, and who hears of a screening's result (decision 0080). */
import { ROLES, connectsCheckr } from '@app/domain';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { actsForOwnPartner, isStaff, type Principal } from '../../lib/principal.js';

export const mayConnectCheckr = (p: Principal) => connectsCheckr(p.userType, p.role);

export function mustConnectCheckr(p: Principal) {
  if (!mayConnectCheckr(p)) throw forbidden("Only platform staff and the partner's owner or manager connect Checkr");
}

/**
 * The partner whose Checkr connection the caller acts on: staff name it (422 at `loc` without); a
 * partner's users act for their own (another partner's is 404, as its rows are).
 */
export function checkrPartnerOf(p: Principal, partnerId: string | undefined, loc: 'body' | 'query'): string {
  if (isStaff(p)) {
    if (!partnerId) throw unprocessable([{ loc: [loc, 'partner_id'], msg: 'Choose the partner' }]);
    return partnerId;
  }
  if (actsForOwnPartner(p) && p.partnerId) {
    if (partnerId && partnerId !== p.partnerId) throw notFound();
    return p.partnerId;
  }
  throw forbidden();
}

/** Who is told of a screening's result in the app: the partner's staff, less those who only enter time. */
export const SCREENING_RESULT_ROLES = ROLES.filter((r) => r !== 'time_sheet_only');
