import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ApiError } from '../lib/api/errors';
import { usePublicGlobals } from '../lib/auth/use-public-globals';
import { LoadingBar } from '../components/loading-bar';
import { forgetOtherSessionsData } from '../lib/auth/forget-other-sessions';
import { useThemeChoice } from '../lib/device-preferences';
import { cssVariablesResolver, theme } from './theme';

const Overlays = lazy(() => import('./overlays').then((m) => ({ default: m.Overlays })));

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

/** The user's own choice (/settings) wins; on 'auto' the white-label brand decides (white_label_dark_mode). */
function ThemedApp({ children }: { children: ReactNode }) {
  const globals = usePublicGlobals();
  const choice = useThemeChoice();
  const scheme = choice === 'auto' ? (globals.white_label_dark_mode ? 'dark' : 'light') : choice;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
      <LoadingBar />
      {children}
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </MantineProvider>
  );
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => forgetOtherSessionsData(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
}
