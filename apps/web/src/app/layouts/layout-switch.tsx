import { lazy, Suspense, type ReactNode } from 'react';
import type { Layout } from '@app/domain';
import { PageLoader } from '../../components/page-loader';
import { BareLayout, IframeLayout, LoginLayout, NarrowLayout } from './simple-layouts';

// The app shell (navigation, menus, icons) is only needed after sign-in: keep it off /login.
const DashboardLayout = lazy(() => import('./dashboard-layout').then((m) => ({ default: m.DashboardLayout })));

export function LayoutSwitch({ layout, children }: { layout: Layout; children: ReactNode }) {
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
