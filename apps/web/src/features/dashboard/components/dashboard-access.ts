import { isPathAllowed, type CurrentUser } from '@app/domain';

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
