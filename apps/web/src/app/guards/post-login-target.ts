import { ROUTES, isValidRedirect } from '@app/domain';

const GUEST_PATHS = new Set(ROUTES.filter((r) => r.access === 'guest').map((r) => r.path));
const pathOnly = (target: string) => target.split(/[?#]/)[0] ?? target;

/**
 * Where a user goes after signing in: the `redirect` query path or the remembered one, when
 * @app/domain accepts it for this brand's valid redirect URLs; otherwise their initial page.
 * A guest page as target would only bounce back here, so it counts as invalid too.
 */
export function postLoginTarget(input: {
  search: string;
  remembered: string | null;
  validRedirectUrls: readonly string[];
  home: string;
}): string {
  const fromQuery = new URLSearchParams(input.search).get('redirect');
  for (const candidate of [fromQuery, input.remembered]) {
    if (!candidate || GUEST_PATHS.has(pathOnly(candidate))) continue;
    if (isValidRedirect(candidate, input.validRedirectUrls)) return candidate;
  }
  return input.home;
}
