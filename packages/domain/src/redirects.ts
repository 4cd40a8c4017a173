/**
 * Post-login redirect targets (spec section 2): a local path of letters, digits and @ - % _ ~ /
 * with an optional query and fragment, and (the stricter reading we chose, decision 0002) under one
 * of the valid redirect URL prefixes.
 */
import { ROUTES } from './route-table.js';

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
