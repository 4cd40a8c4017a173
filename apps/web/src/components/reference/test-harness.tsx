import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentUser } from '@app/domain';
import { theme } from '../../app/theme';
import { stubApi } from '../../test/fetch-stub';
import { signedInClient } from '../../test/session';

/**
 * Renders reference pages for `user` in a data router (as the app does), with toasts mounted and
 * fetch stubbed by `handler`. Returns the fetch mock.
 */
export function renderPages(
  user: CurrentUser,
  routes: { path: string; element: ReactElement }[],
  path: string,
  handler?: Parameters<typeof stubApi>[1],
) {
  const fetchMock = stubApi(user, handler);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={signedInClient(user)}>
      <MantineProvider theme={theme}>
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

/** The JSON bodies of every `method` call to `pathname`, in order. */
export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, pathname: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => new URL(String(input), 'http://localhost').pathname === pathname && init?.method === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body)));
}
