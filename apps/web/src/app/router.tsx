import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, type RouteDef } from '@app/domain';
import { PageLoader } from '../components/page-loader';
import { getAuthHeader } from '../lib/auth/token-store';
import { registerNavigator } from '../lib/navigation';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { pageFor } from './page-registry';
import { preloadDashboardLayout } from './layouts/layout-switch';
import { NOT_FOUND_DEF, type RouteHandle } from './route-def';
import { RootShell } from './root-shell';
import { RouteFrame } from './route-frame';

/** The router is built from the one route table: every path, title, layout and guard. */
/** `routes` is the route table; a test passes one with a route still unbuilt (every route is built now). */
export function buildRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  const children: RouteObject[] = [...routes, NOT_FOUND_DEF].map((def) => ({
    path: def.path,
    handle: { def } satisfies RouteHandle,
    lazy: pageFor(def.name, def.built),
  }));
  return [
    {
      element: <RootShell />,
      // First load waits for the matched page's chunk; show the same loader the app uses.
      hydrateFallbackElement: <PageLoader />,
      errorElement: <RouteErrorBoundary />,
      children: [{ element: <RouteFrame />, errorElement: <RouteErrorBoundary />, children }],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  registerNavigator((to, options) => void router.navigate(to, options));
  // A signed-in first load of a dashboard page needs the app shell's chunk: fetch it now, with the
  // page's own chunk (the router is already loading that), rather than once the user has arrived.
  const leaf = router.state.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (leaf?.def.layout === 'dashboard' && getAuthHeader()) preloadDashboardLayout();
  return router;
}
