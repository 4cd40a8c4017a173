import { canSeeSensitive, isAdminLike, type AccessSubject, type CurrentUser } from '@app/domain';
import type { PartnerRow } from '../api/partner-types';

/** Admin and eor staff: every field, the flags included (the API enforces the same). */
export const isPlatformStaff = (user: Pick<CurrentUser, 'user_type'>) => isAdminLike(user.user_type);

export type PartnerEditAccess = 'staff' | 'owner' | 'none';

/** How much of a partner this user may change: everything, its branding and contacts (its owner), or nothing. */
export function partnerEditAccess(user: CurrentUser, partner: Pick<PartnerRow, 'id'>): PartnerEditAccess {
  if (isPlatformStaff(user)) return 'staff';
  if (user.user_type === 'partner' && user.role === 'owner' && user.partner?.id === partner.id) return 'owner';
  return 'none';
}

/**
 * Who is offered Reveal beside an organization's masked EIN: the sensitive roles (staff, a
 * partner's owner, manager, finance, admin). Sales partners never reveal a partner's (they do not
 * even see it masked). The API checks the row and the role again.
 */
export const mayRevealPartnerTaxId = (s: AccessSubject) => s.userType !== 'sales_partner' && canSeeSensitive(s);

/** The partners list is for those holding its link; a partner's own users reach their record from the dashboard. */
export const seesPartnerList = (user: Pick<CurrentUser, 'links' | 'user_type'>) =>
  user.links.includes('/partners') && user.user_type !== 'partner';
