import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentUser } from '@app/domain';
import { theme } from '../../../app/theme';
import { jsonResponse, listAnswer, stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import { ContractorDetailPage } from './contractor-detail-page';
import { ContractorsPage } from './contractors-page';
import { CreateContractorPage } from './create-contractor-page';

/** Renders the contractor pages at `path` for `user`, with toasts and a stubbed fetch. */
export function renderContractorPages(user: CurrentUser, path: string, handler?: Parameters<typeof stubApi>[1]) {
  // The record's notes panel (staff) and deposit accounts (payroll staff): none, unless the test answers them.
  const fetchMock = stubApi(
    user,
    (url, init) =>
      handler?.(url, init) ??
      (url.pathname === '/v2/notes'
        ? listAnswer([])
        : url.pathname.endsWith('/payroll_methods')
          ? jsonResponse({ data: { current: null, history: [], accounts: [] } })
          : undefined),
  );
  const router = createMemoryRouter(
    [
      { path: '/contractors', element: <ContractorsPage /> },
      { path: '/contractors/:id', element: <ContractorDetailPage /> },
      { path: '/create_contractor', element: <CreateContractorPage /> },
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
  return { fetchMock, router };
}
