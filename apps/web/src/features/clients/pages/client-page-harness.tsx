import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentUser } from '@app/domain';
import { theme } from '../../../app/theme';
import { stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import { ClientDetailPage } from './client-detail-page';
import { CreateClientPage } from './create-client-page';

/**
 * Renders the client pages at `path` for `user`, with toasts mounted and fetch stubbed. A data
 * router, as in the app: the create page reads its title from the matched route.
 */
export function renderClientPages(user: CurrentUser, path: string, handler?: Parameters<typeof stubApi>[1]) {
  const fetchMock = stubApi(user, handler);
  const router = createMemoryRouter(
    [
      { path: '/clients/:id', element: <ClientDetailPage /> },
      { path: '/create_client', element: <CreateClientPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={signedInClient(user)}>
      <MantineProvider theme={theme}>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}
