import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
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

/** Runs the route guards for the matched route, then renders it inside its layout. */
export function RouteFrame() {
  const def = useRouteDef() ?? NOT_FOUND_DEF;
  const location = useLocation();
  const globals = usePublicGlobals();
  const { user, isLoading } = useCurrentUser();
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

  if (!outcome) return <PageLoader />;
  if (outcome.kind === 'redirect') {
    return <GuardRedirect to={outcome.to} remember={outcome.remember} forget={outcome.forgetRemembered} />;
  }

  const layout: Layout = hidesNavigation(location.search) ? 'bare' : def.layout;
  const content: ReactNode =
    outcome.kind === 'not-found' ? <NotFoundView message={ACCESS_DENIED_TEXT} /> : <Outlet />;
  return <LayoutSwitch layout={layout}>{content}</LayoutSwitch>;
}
