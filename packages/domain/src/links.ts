/**
 * base_links and links (spec section 2, access guard). A route's link is its path up to the first
 * parameter. base_links come from the user type; links from role, capabilities and per-user grants.
 */
import { hasCapability, isTimeSheetOnly, type AccessSubject } from './capabilities.js';
import type { UserType } from './enums.js';
import { ROUTES, type RouteDef } from './route-table.js';

export function linkOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const cut = segments.findIndex((s) => s.startsWith(':'));
  const kept = cut === -1 ? segments : segments.slice(0, cut);
  return '/' + kept.join('/');
}

/** Routes that are access-guarded: signed-in pages open to some user types, not to all. */
const guardedRoutes = ROUTES.filter((r) => r.access === 'auth' && r.userTypes !== 'all');

export const allowsUserType = (r: RouteDef, t: UserType) => r.userTypes === 'all' || r.userTypes.includes(t);

const unique = (xs: Iterable<string>) => [...new Set(xs)].sort();

export function baseLinksFor(userType: UserType): string[] {
  return unique(guardedRoutes.filter((r) => allowsUserType(r, userType)).map((r) => linkOf(r.path)));
}

export interface LinkGrants {
  granted: readonly string[];
  revoked: readonly string[];
}
export const NO_GRANTS: LinkGrants = { granted: [], revoked: [] };

export function computeLinks(subject: AccessSubject, grants: LinkGrants = NO_GRANTS): string[] {
  const base = new Set(baseLinksFor(subject.userType));
  if (isTimeSheetOnly(subject)) return base.has('/timesheets') ? ['/timesheets'] : [];
  const byRole = guardedRoutes
    .filter(
      (r) =>
        allowsUserType(r, subject.userType) &&
        !r.grantOnly?.includes(subject.userType) &&
        hasCapability(subject, r.capability),
    )
    .map((r) => linkOf(r.path));
  const revoked = new Set(grants.revoked);
  return unique([...byRole, ...grants.granted.filter((l) => base.has(l))].filter((l) => !revoked.has(l)));
}

/** True when `link` covers `path` segment-wise ('/jobs' covers '/jobs/3', not '/jobsite'). */
export function covers(link: string, path: string): boolean {
  if (link === '/') return path === '/';
  return path === link || path.startsWith(link + '/');
}

/**
 * The access guard: when the path falls under a base link, the most specific such base link must
 * be one of the user's links (so '/jobs/create' needs '/jobs/create', not just '/jobs').
 */
export function isPathAllowed(path: string, baseLinks: readonly string[], links: readonly string[]): boolean {
  const clean = path.split(/[?#]/)[0] || '/';
  const matching = baseLinks.filter((l) => covers(l, clean));
  if (matching.length === 0) return true;
  const mostSpecific = matching.reduce((a, b) => (b.length > a.length ? b : a));
  return links.includes(mostSpecific);
}

/** The page a user lands on: onboarding, timesheets for time_sheet_only, else their dashboard. */
export function initialPage(subject: AccessSubject, onboardingIncomplete: boolean): string {
  if (onboardingIncomplete && subject.userType !== 'admin' && subject.userType !== 'eor') {
    return `/onboard/${subject.userType}`;
  }
  if (isTimeSheetOnly(subject)) return '/timesheets';
  return `/${subject.userType}/dashboard`;
}
