import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentUser, PublicGlobals } from '@app/domain';
import { theme } from '../../../app/theme';
import { FALLBACK_GLOBALS, publicGlobalsKey } from '../../../lib/auth/use-public-globals';
import { currentSubdomain } from '../../../lib/auth/subdomain';
import { stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import { ADJUSTMENT_TYPES } from './adjustment-fixtures';

/**
 * Renders the adjustments pages as components/reference/test-harness does, with the public globals
 * already loaded and offering `types` (the stub's globals offer none).
 */
export function renderAdjustmentPages(
  user: CurrentUser,
  routes: { path: string; element: ReactElement }[],
  path: string,
  handler?: Parameters<typeof stubApi>[1],
  types: PublicGlobals['adjustment_types'] = ADJUSTMENT_TYPES,
) {
  const fetchMock = stubApi(user, handler);
  const client = signedInClient(user);
  client.setQueryData(publicGlobalsKey(currentSubdomain()), { ...FALLBACK_GLOBALS, adjustment_types: types });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}
