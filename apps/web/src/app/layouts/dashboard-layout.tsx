import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useWorkersCompCodes } from '../../components/reference/workers-comp-codes';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useMapsScript } from '../../features/third-party/maps-script';
import { useSession } from '../../lib/auth/use-session';
import { ActingBanner } from './acting-banner';
import { OnboardingBanner } from './onboarding-banner';
import { AppFooter } from './app-footer';
import { NavDrawer } from './nav-drawer';
import { TopBar } from './top-bar';

const DRAWER_WIDTH = 200;
const MINI_WIDTH = 64;
const HEADER_HEIGHT = 56;

/** Signed-in pages: the skip link, top bar, the navigation drawer (permanent from md, mini-able), footer. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const [mobileOpened, mobile] = useDisclosure(false);
  // Both read at the first render rather than in an effect (the hooks' default): otherwise the whole
  // shell rendered twice on every first load, first as a desktop drawer, then as the real one.
  const [mini, setMini] = useLocalStorage({ key: 'nav.mini', defaultValue: false, getInitialValueInEffect: false });
  const isMobile = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false }) ?? false;
  // On a phone the drawer starts closed: its menu is built the first time it opens (then kept, so
  // closing slides the menu away rather than an empty panel). A phone's first page no longer renders,
  // styles and lays out a hidden menu of dozens of links before its own content.
  const [drawerBuilt, setDrawerBuilt] = useState(false);
  if (mobileOpened && !drawerBuilt) setDrawerBuilt(true);
  const showDrawer = !isMobile || mobileOpened || drawerBuilt;
  useWorkersCompCodes(session !== null);
  useMapsScript(session !== null);

  // Guards send signed-out visitors away before this renders; public pages never use it.
  if (!session)
    return (
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Box>
    );

  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{
          width: { base: DRAWER_WIDTH, md: mini ? MINI_WIDTH : DRAWER_WIDTH },
          breakpoint: 'md',
          collapsed: { mobile: !mobileOpened },
        }}
        padding={0}
      >
        <AppShell.Header>
          <TopBar session={session} navOpened={mobileOpened} onToggleNav={mobile.toggle} />
        </AppShell.Header>
        <AppShell.Navbar aria-label="Main navigation">
          {showDrawer && (
            <NavDrawer
              session={session}
              mini={mini}
              isMobile={isMobile}
              onToggleMini={() => setMini((m) => !m)}
              onNavigate={mobile.close}
            />
          )}
        </AppShell.Navbar>
        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}
        >
          <ActingBanner session={session} />
          <OnboardingBanner session={session} />
          <Box p="md" style={{ flex: 1 }}>
            {children}
          </Box>
        </AppShell.Main>
        <Box style={{ paddingInlineStart: 'var(--app-shell-navbar-offset, 0rem)' }}>
          <AppFooter />
        </Box>
      </AppShell>
    </>
  );
}
