import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api/errors';
import { getInFlight, subscribeInFlight } from '../lib/api/in-flight';
import { useCurrentUser } from '../lib/auth/use-current-user';
import { usePublicGlobals } from '../lib/auth/use-public-globals';
import { LoadingBar } from '../components/loading-bar';
import { forgetOtherSessionsData } from '../lib/auth/forget-other-sessions';
import { useThemeChoice } from '../lib/device-preferences';
import { onFirstPageShown } from './start-up';
import { cssVariablesResolverFor, themeFor } from './theme';

const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));

/** Start-up counts as settled once, after the first page is shown, no API call has been in flight for this long… */
const QUIET_MS = 300;
/** …or, on a page whose calls never pause, after this long. */
const SETTLE_AT_LATEST_MS = 5000;

/**
 * True once the first page has had its chance to paint: it is shown in its layout, its first API
 * calls have been quiet for a moment and the browser is idle. Toasts and the
 * modals manager, with their chunks and stylesheet, wait for it instead of competing with the first
 * page's chunks, calls and rendering. Nothing is lost meanwhile: a toast shown earlier waits in
 * Mantine's notifications store and appears when the container mounts, and nothing opens a modal
 * through the manager at start-up.
 */
function useStartUpSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const settle = () => {
      stopWaiting();
      unsubscribe();
      clearTimeout(quiet);
      clearTimeout(latest);
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setSettled(true), { timeout: QUIET_MS });
      } else {
        setSettled(true);
      }
    };
    const onInFlight = (count: number) => {
      clearTimeout(quiet);
      if (count === 0) quiet = setTimeout(settle, QUIET_MS);
    };
    let unsubscribe = () => {};
    const stopWaiting = onFirstPageShown(() => {
      unsubscribe = subscribeInFlight(onInFlight);
      onInFlight(getInFlight());
    });
    const latest = setTimeout(settle, SETTLE_AT_LATEST_MS);
    return () => {
      stopWaiting();
      unsubscribe();
      clearTimeout(quiet);
      clearTimeout(latest);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return settled;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network blips and 5xx get one more try.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.statusCode < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Asks for the signed-in user on the app's first render, beside the brand (public globals), rather
 * than once the router's shell has the brand and the first page's chunk: the route frame waits for
 * both, and asking one after the other put a round trip (and the client's 200 ms floor) in front of
 * every signed-in page's first paint. Renders nothing; the route frame reads the same query.
 */
function StartSession() {
  useCurrentUser();
  return null;
}

/**
 * The user's own choice (/settings) wins; on 'auto' the white-label brand decides (white_label_dark_mode).
 * A partner's brand colour (white_label_brand_color) is the primary colour on its subdomain.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  const globals = usePublicGlobals();
  const choice = useThemeChoice();
  const scheme = choice === 'auto' ? (globals.white_label_dark_mode ? 'dark' : 'light') : choice;
  const brandColor = globals.white_label_brand_color;
  const theme = useMemo(() => themeFor(brandColor), [brandColor]);
  const resolver = useMemo(() => cssVariablesResolverFor(brandColor), [brandColor]);
  const startUpSettled = useStartUpSettled();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolver} forceColorScheme={scheme}>
      <LoadingBar />
      {children}
      {startUpSettled && (
        <Suspense fallback={null}>
          <Overlays />
        </Suspense>
      )}
    </MantineProvider>
  );
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => forgetOtherSessionsData(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <StartSession />
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
