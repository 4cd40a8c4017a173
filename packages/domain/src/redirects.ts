/**
 * Post-login redirect targets (spec section 2): a local path of letters, digits and @ - % _ ~ /
 * with an optional query and fragment, and (the stricter reading we chose, decision 0002) under one
 * of the valid redirect URL prefixes.
 */
const LOCAL_PATH = /^\/(?!\/)[A-Za-z0-9@\-%_~/]*(\?[^#\s]*)?(#\S*)?$/;

export function isLocalPath(target: string): boolean {
  return LOCAL_PATH.test(target) && !target.includes('\\');
}

export function isValidRedirect(target: string | null | undefined, validPrefixes: readonly string[]): boolean {
  if (!target || !isLocalPath(target)) return false;
  if (validPrefixes.length === 0) return true;
  const path = target.split(/[?#]/)[0]!;
  return validPrefixes.some((p) => p === '/' || path === p || path.startsWith(p.endsWith('/') ? p : p + '/'));
}
