import type { CurrentUser } from '@app/domain';
import type { PartnerRow } from '../api/partner-types';

/** Admin and eor staff: every field, the flags included (the API enforces the same). */
export const isPlatformStaff = (user: Pick<CurrentUser, 'user_type'>) =>
  user.user_type === 'admin' || user.user_type === 'eor';

export type PartnerEditAccess = 'staff' | 'owner' | 'none';

/** How much of a partner this user may change: everything, its branding and contacts (its owner), or nothing. */
export function partnerEditAccess(user: CurrentUser, partner: Pick<PartnerRow, 'id'>): PartnerEditAccess {
  if (isPlatformStaff(user)) return 'staff';
  if (user.user_type === 'partner' && user.role === 'owner' && user.partner?.id === partner.id) return 'owner';
  return 'none';
}
