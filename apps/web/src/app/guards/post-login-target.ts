import { isValidRedirect } from '@app/domain';

/**
 * Where a user goes after signing in: the `redirect` query path or the remembered one, when
 * @app/domain accepts it for this brand's valid redirect URLs; otherwise their initial page.
 */
export function postLoginTarget(input: {
  search: string;
  remembered: string | null;
  validRedirectUrls: readonly string[];
  home: string;
}): string {
  const fromQuery = new URLSearchParams(input.search).get('redirect');
  for (const candidate of [fromQuery, input.remembered]) {
    if (isValidRedirect(candidate, input.validRedirectUrls)) return candidate;
  }
  return input.home;
}
