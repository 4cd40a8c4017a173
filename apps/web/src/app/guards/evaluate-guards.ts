/**
 * Every route guard of spec section 2 as one pure function, in the order they apply: guest,
 * auth, role, redirect guards, onboarding, access. The route frame renders its outcome. Every
 * redirect keeps `hide_navigation` (keepQuery), so an embedded page never gets its menu back.
 */
import {
  isPathAllowed,
  keepQuery,
  redirectAwayTarget,
  type CurrentUser,
  type PublicGlobals,
  type RouteDef,
} from '@app/domain';
import { loginPathFor } from '../../lib/auth/redirect-memory';
import { mustOnboard } from '../../lib/auth/onboarding';
import { sessionOf } from '../../lib/auth/use-session';
import { postLoginTarget } from './post-login-target';

export type GuardOutcome =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; remember?: string; forgetRemembered?: boolean }
  | { kind: 'not-found' };

export interface GuardInput {
  def: RouteDef;
  pathname: string;
  search: string;
  user: CurrentUser | null;
  globals: PublicGlobals;
  rememberedRedirect: string | null;
  /** The user just logged out: send them to a plain /login, not back here after the next login. */
  signedOutOnPurpose?: boolean;
  now?: number;
}

const RENDER: GuardOutcome = { kind: 'render' };

export function evaluateGuards(input: GuardInput): GuardOutcome {
  const { def, pathname, search, user, globals } = input;
  const now = input.now ?? Date.now();

  if (def.access === 'public') return RENDER;
  if (def.access === 'guest') {
    if (!user) return RENDER;
    const home = sessionOf(user, now).home;
    const to = postLoginTarget({
      search,
      remembered: input.rememberedRedirect,
      validRedirectUrls: globals.valid_redirect_urls,
      home,
    });
    // The remembered path is forgotten once the user has landed (RouteFrame), not here: a render
    // of this page before the navigation lands would otherwise find it gone and send them home.
    return { kind: 'redirect', to: keepQuery(to, search) };
  }

  if (!user) {
    if (input.signedOutOnPurpose) return { kind: 'redirect', to: keepQuery('/login', search), forgetRemembered: true };
    const attempted = `${pathname}${search}`;
    return { kind: 'redirect', to: loginPathFor(attempted), remember: attempted };
  }

  const { subject } = sessionOf(user, now);
  if (def.userTypes !== 'all' && !def.userTypes.includes(user.user_type))
    return { kind: 'redirect', to: keepQuery('/404', search) };

  const away = redirectAwayTarget(def, subject, search);
  if (away !== null) return { kind: 'redirect', to: away };

  if (!pathname.startsWith('/onboard') && mustOnboard(user, now)) {
    return { kind: 'redirect', to: keepQuery(`/onboard/${user.user_type}`, search) };
  }

  if (!isPathAllowed(pathname, user.base_links, user.links)) return { kind: 'not-found' };
  return RENDER;
}
