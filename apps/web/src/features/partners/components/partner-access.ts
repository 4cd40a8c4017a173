import { canSeeSensitive, isAdminLike, type AccessSubject, type CurrentUser } from '@app/domain';
import { mayOpen } from '../../../lib/may-open';
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

export type PartnerTab = 'profile' | 'clients' | 'contractors' | 'placements' | 'invoices';

/**
 * The partner workspace's tabs (issue 16): staff see any partner's clients, contractors, placements and
 * invoices (its lists filtered by `partner_id`), the partner's own users their own (their lists are theirs
 * already); anyone else, a sales partner reading a referred partner, the profile only. Each list tab also needs
 * its page's link.
 */
export function partnerTabs(user: CurrentUser, partner: Pick<PartnerRow, 'id'>): PartnerTab[] {
  const own = user.user_type === 'partner' && user.partner?.id === partner.id;
  if (!isPlatformStaff(user) && !own) return ['profile'];
  const lists: [PartnerTab, string][] = [
    ['clients', '/clients'],
    ['contractors', '/contractors'],
    ['placements', '/assignments'],
    ['invoices', '/invoices'],
  ];
  return ['profile', ...lists.filter(([, page]) => mayOpen(user, page)).map(([tab]) => tab)];
}

/** The filter naming the partner in its lists: staff name it, its own users' lists are its own already. */
export const partnerFilterFor = (user: CurrentUser, partnerId: string): { partner_id?: string } =>
  isPlatformStaff(user) ? { partner_id: partnerId } : {};
