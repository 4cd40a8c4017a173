import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { Layout } from '@app/domain';
import { PageLoader } from '../../components/page-loader';
import { markFirstPageShown } from '../start-up';
import { BareLayout, IframeLayout, LoginLayout, NarrowLayout } from './simple-layouts';

// The app shell (navigation, menus, icons) is only needed after sign-in: keep it off /login.
const loadDashboardLayout = () => import('./dashboard-layout');
const DashboardLayout = lazy(() => loadDashboardLayout().then((m) => ({ default: m.DashboardLayout })));

/**
 * Starts fetching the app shell's chunk before the signed-in user is known (called at start-up for
 * a dashboard page with a stored token), so it arrives alongside the bootstrap calls instead of
 * after them. The import is the one the lazy layout makes; the browser fetches it once.
 */
export function preloadDashboardLayout() {
  void loadDashboardLayout().catch(() => {
    // The lazy layout imports it again when it renders and reports a failure there.
  });
}

/** Rendered after a page's content inside its layout: its effect runs once both are committed. */
function FirstPageShown() {
  useEffect(markFirstPageShown, []);
  return null;
}

export function LayoutSwitch({ layout, children: page }: { layout: Layout; children: ReactNode }) {
  const children = (
    <>
      {page}
      <FirstPageShown />
    </>
  );
  switch (layout) {
    case 'bare':
      return <BareLayout>{children}</BareLayout>;
    case 'iframe':
      return <IframeLayout>{children}</IframeLayout>;
    case 'login':
      return <LoginLayout>{children}</LoginLayout>;
    case 'narrow':
      return <NarrowLayout>{children}</NarrowLayout>;
    case 'dashboard':
      return (
        <Suspense fallback={<PageLoader />}>
          <DashboardLayout>{children}</DashboardLayout>
        </Suspense>
      );
  }
}
