/**
 * Post-login redirect targets (spec section 2): a local path of letters, digits and @ - % _ ~ /
 * with an optional query and fragment, and (the stricter reading we chose, decision 0002) under one
 * of the valid redirect URL prefixes.
 */
import type { AccessSubject } from './capabilities.js';
import { redirectsAway, ROUTES, type RouteDef } from './route-table.js';

/** Signing in and landing on a guest page would only bounce back: they are never targets. */
const GUEST_PATHS = new Set(ROUTES.filter((r) => r.access === 'guest').map((r) => r.path));

const LOCAL_PATH = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*(\?[^#\s]*)?(#\S*)?$/;

export function isLocalPath(target: string): boolean {
  return LOCAL_PATH.test(target) && !target.includes('\\');
}

export function isValidRedirect(target: string | null | undefined, validPrefixes: readonly string[]): target is string {
  if (!target || !isLocalPath(target)) return false;
  const path = target.split(/[?#]/)[0]!;
  if (GUEST_PATHS.has(path)) return false;
  if (validPrefixes.length === 0) return true;
  return validPrefixes.some((p) => p === '/' || path === p || path.startsWith(p.endsWith('/') ? p : p + '/'));
}

/**
 * Query parameters about how the app is shown rather than what a page shows: every client-side
 * redirect keeps them. `hide_navigation=true` (any case) embeds a page without the menu (spec
 * section 2); a redirect that dropped it would bring the menu back inside the frame.
 */
export const PRESENTATION_QUERY: readonly string[] = ['hide_navigation'];

/**
 * A redirect's target with the query of the page being left: the presentation parameters always;
 * the whole query with `keep: 'all'`, for a redirect to the page showing the same thing (/dashboard
 * to /partner/dashboard). A parameter the target names itself wins; values are kept as written
 * (`hide_navigation=TRUE` stays TRUE) and the target's own query and fragment are left as they are.
 */
export function keepQuery(to: string, fromSearch: string, keep: 'presentation' | 'all' = 'presentation'): string {
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const own = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  const carried = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(fromSearch)) {
    if (keep === 'presentation' && !PRESENTATION_QUERY.includes(name)) continue;
    if (!own.has(name)) carried.append(name, value);
  }
  const extra = carried.toString();
  if (extra === '') return to;
  const joiner = queryAt < 0 ? '?' : beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&';
  return `${beforeHash}${joiner}${extra}${hash}`;
}

/**
 * Where a route's redirect guards send this user (spec section 2: /dashboard), keeping the
 * presentation query of the page they leave; null when they may stay.
 */
export function redirectAwayTarget(
  route: Pick<RouteDef, 'redirects'>,
  s: AccessSubject,
  search: string,
): string | null {
  return redirectsAway(route, s) ? keepQuery('/dashboard', search) : null;
}
