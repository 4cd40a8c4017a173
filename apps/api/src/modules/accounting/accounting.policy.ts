/**
 * Who manages accounting integrations (decision 0091): platform staff, for a partner they name; a
 * partner's users with section 6's sensitive access (owner, manager, finance, admin), for their own
 * partner. Other partner roles, clients, contractors and sales partners have none; another partner's
 * connection is 404, as its rows are.
 */
import { canSeeSensitive } from '@app/domain';
import { forbidden, notFound, unprocessable } from '../../lib/errors.js';
import { actsForOwnPartner, isStaff, type Principal } from '../../lib/principal.js';

export const mayManageAccounting = (p: Principal) =>
  isStaff(p) || (actsForOwnPartner(p) && p.partnerId !== null && canSeeSensitive(p.subject));

export function mustManageAccounting(p: Principal) {
  if (!mayManageAccounting(p))
    throw forbidden("Only platform staff and the partner's owner, manager, finance or admin manage accounting");
}

/** The partner the caller acts for: staff name it (422 at `loc` without); a partner's users their own. */
export function accountingPartnerOf(p: Principal, partnerId: string | undefined, loc: 'body' | 'query'): string {
  mustManageAccounting(p);
  if (isStaff(p)) {
    if (!partnerId) throw unprocessable([{ loc: [loc, 'partner_id'], msg: 'Choose the partner' }]);
    return partnerId;
  }
  if (partnerId && partnerId !== p.partnerId) throw notFound();
  return p.partnerId!;
}

/** A connection row the caller may act on: any for staff, their own partner's for a partner's user. */
export function mustSeeConnection<T extends { partnerId: string }>(p: Principal, row: T | null): T {
  mustManageAccounting(p);
  if (!row || (!isStaff(p) && row.partnerId !== p.partnerId)) throw notFound();
  return row;
}
