import { isPathAllowed, type CurrentUser, type UserType } from '@app/domain';

/**
 * The page of the user's own partner or sales partner record, when they may open it: the
 * dashboard links its organization name there (the menu has no such entry; see decision 0011).
 */
export function ownOrganizationPath(user: CurrentUser): string | null {
  const path =
    user.user_type === 'sales_partner' && user.sales_partner
      ? `/sales_partners/${user.sales_partner.id}`
      : user.user_type === 'partner' && user.partner
        ? `/partners/${user.partner.id}`
        : null;
  return path && isPathAllowed(path, user.base_links, user.links) ? path : null;
}

export type DashboardLayout = 'staff' | 'partner' | 'client' | 'contractor' | 'sales_partner';

/** Which dashboard a user type opens on (admin and EOR staff share one). */
export function dashboardLayoutOf(userType: UserType): DashboardLayout {
  return userType === 'admin' || userType === 'eor' ? 'staff' : userType;
}

/** A contractor sees its PTO balance on its dashboard when it may open its accruals. */
export const showsPtoBalance = (user: CurrentUser) =>
  user.user_type === 'contractor' && isPathAllowed('/pto_accruals', user.base_links, user.links);
