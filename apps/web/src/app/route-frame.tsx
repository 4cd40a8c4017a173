import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import type { Layout } from '@app/domain';
import { PageLoader } from '../components/page-loader';
import { forgetRedirect, recallRedirect, rememberRedirect } from '../lib/auth/redirect-memory';
import { wasSignedOutOnPurpose } from '../lib/auth/token-store';
import { useCurrentUser } from '../lib/auth/use-current-user';
import { brandName, usePublicGlobals } from '../lib/auth/use-public-globals';
import { ACCESS_DENIED_TEXT, NotFoundView } from './errors/not-found-view';
import { evaluateGuards } from './guards/evaluate-guards';
import { LayoutSwitch } from './layouts/layout-switch';
import { NOT_FOUND_DEF, useRouteDef } from './route-def';

function GuardRedirect({ to, remember, forget }: { to: string; remember?: string; forget?: boolean }) {
  useEffect(() => {
    if (remember) rememberRedirect(remember);
    if (forget) forgetRedirect();
  }, [remember, forget]);
  return <Navigate to={to} replace />;
}

/** `hide_navigation=true` (any case) embeds a page without the app's navigation. */
export function hidesNavigation(search: string): boolean {
  return new URLSearchParams(search).get('hide_navigation')?.toLowerCase() === 'true';
}

/** True when a partner's site shows the app in a frame (CSP frame-ancestors allows only theirs). */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent makes `top` unreadable in some browsers: that is a frame too.
    return true;
  }
}

/**
 * The layout a page renders in: without navigation when asked to hide it; the iframe layout when
 * a dashboard page is framed by a partner's site (decision 0003); otherwise the route's own.
 */
export function chooseLayout(layout: Layout, search: string, framed: boolean): Layout {
  if (hidesNavigation(search)) return 'bare';
  if (framed && layout === 'dashboard') return 'iframe';
  return layout;
}

/** Runs the route guards for the matched route, then renders it inside its layout. */
export function RouteFrame() {
  const def = useRouteDef() ?? NOT_FOUND_DEF;
  const location = useLocation();
  const globals = usePublicGlobals();
  const { user, isLoading: loadingUser } = useCurrentUser();
  // Once the user is known, the page and its layout render as a deferred update: React renders that
  // large tree in slices and yields to the browser between them, instead of in one long task that
  // blocked the main thread (the page loader stays up meanwhile). Starting to wait is never deferred:
  // a new token must not be judged with the old answer.
  const isLoading = useDeferredValue(loadingUser) || loadingUser;
  // While another page loads (its lazy chunk), this one is being left: it is not judged again. Acting
  // as a user swaps the current user and then opens /dashboard; judged for the new user meanwhile, the
  // admin page left behind would send them to /404 ahead of that navigation.
  const leaving = useNavigation().state === 'loading';
  const title = def.title ?? brandName(globals);

  useEffect(() => {
    document.title = title;
  }, [title]);

  const outcome = isLoading
    ? null
    : evaluateGuards({
        def,
        pathname: location.pathname,
        search: location.search,
        user,
        globals,
        rememberedRedirect: recallRedirect(),
        signedOutOnPurpose: wasSignedOutOnPurpose(),
      });
  // A signed-in user has landed on a page: the path remembered before login has served its purpose.
  const landed = outcome?.kind !== 'redirect' && outcome !== null && user !== null && def.access === 'auth';
  useEffect(() => {
    if (landed) forgetRedirect();
  }, [landed, location.pathname]);

  if (!outcome || (leaving && outcome.kind !== 'render')) return <PageLoader />;
  if (outcome.kind === 'redirect') {
    return <GuardRedirect to={outcome.to} remember={outcome.remember} forget={outcome.forgetRemembered} />;
  }

  const layout = chooseLayout(def.layout, location.search, isFramed());
  const content: ReactNode = outcome.kind === 'not-found' ? <NotFoundView message={ACCESS_DENIED_TEXT} /> : <Outlet />;
  return <LayoutSwitch layout={layout}>{content}</LayoutSwitch>;
}
