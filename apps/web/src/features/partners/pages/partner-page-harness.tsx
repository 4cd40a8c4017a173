import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentUser } from '@app/domain';
import { theme } from '../../../app/theme';
import { stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import { CreateSalesPartnerPage } from '../../sales-partners/pages/create-sales-partner-page';
import { SalesPartnerDetailPage } from '../../sales-partners/pages/sales-partner-detail-page';
import { SalesPartnersPage } from '../../sales-partners/pages/sales-partners-page';
import { CreatePartnerPage } from './create-partner-page';
import { PartnerDetailPage } from './partner-detail-page';
import { PartnersPage } from './partners-page';
import { ReferralPartnersPage } from './referral-partners-page';

/** Renders the partner and sales partner pages at `path` for `user`, with toasts and fetch stubbed. */
export function renderPartnerPages(user: CurrentUser, path: string, handler?: Parameters<typeof stubApi>[1]) {
  const fetchMock = stubApi(user, handler);
  const router = createMemoryRouter(
    [
      { path: '/partners', element: <PartnersPage /> },
      { path: '/partners/:id', element: <PartnerDetailPage /> },
      { path: '/create_partner', element: <CreatePartnerPage /> },
      { path: '/referral_partners', element: <ReferralPartnersPage /> },
      { path: '/sales_partners', element: <SalesPartnersPage /> },
      { path: '/sales_partners/:id', element: <SalesPartnerDetailPage /> },
      { path: '/create_sales_partner', element: <CreateSalesPartnerPage /> },
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

// Sortable headers take the button role, so the header cells are read from the table head.
export const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent?.trim());
