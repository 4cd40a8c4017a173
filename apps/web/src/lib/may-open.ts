import { allowsUserType, isPathAllowed, ROUTES, type CurrentUser } from '@app/domain';

/**
 * Whether `to` is a built page the route guard would render for this user: its route admits the user type and
 * the user's links cover it. A link or offer is shown only then, never one that answers Not Found.
 */
export function mayOpen(user: Pick<CurrentUser, 'user_type' | 'base_links' | 'links'>, to: string): boolean {
  const path = to.split(/[?#]/)[0]!;
  const route = ROUTES.find((r) => r.path === path || r.path.replace(/\/:\w+\?$/, '') === path);
  if (!route?.built || !allowsUserType(route, user.user_type)) return false;
  return isPathAllowed(path, user.base_links, user.links);
}
