import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { theme } from '../../../app/theme';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, stubApi } from '../../../test/fetch-stub';
import { signedInClient } from '../../../test/session';
import type { CorpToCorpRow } from '../api/corp-to-corp-types';
import { CorpToCorpDetailPage } from './corp-to-corp-detail-page';
import { CorpToCorpsPage } from './corp-to-corps-page';

const northwind: CorpToCorpRow = {
  id: 'c2c-1',
  name: 'Northwind Consulting LLC',
  partner: { id: 'p1', name: 'Acme Staffing' },
  contact_name: 'Nora West',
  contact_email: 'billing@northwind.example',
  phone: null,
  address: null,
  tax_id: { type: 'ein', masked: '**-***5556', last4: '5556' },
  active: true,
  contractors_count: 1,
  created_at: '2026-01-02T10:00:00Z',
};
const acme = makePartner({ corp_to_corp_enabled: true });

function renderAt(user: CurrentUser, path: string, handler: Parameters<typeof stubApi>[1]) {
  const fetchMock = stubApi(user, handler);
  const router = createMemoryRouter(
    [
      { path: '/corp_to_corps', element: <CorpToCorpsPage /> },
      { path: '/corp_to_corps/:id', element: <CorpToCorpDetailPage /> },
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

const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent?.trim());

describe('/corp_to_corps', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists the vendors with the masked EIN and creates one from the dialog', async () => {
    const { router } = renderAt(makeUser({ user_type: 'partner', partner: acme }), '/corp_to_corps', (u, init) => {
      if (u.pathname === '/v2/corp_to_corps' && init?.method === 'POST')
        return jsonResponse({ data: { ...northwind, id: 'c2c-2', name: 'Contoso' } }, 201);
      if (u.pathname === '/v2/corp_to_corps') return listAnswer([northwind]);
      return undefined;
    });
    expect(await screen.findByRole('link', { name: 'Northwind Consulting LLC' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/corp_to_corps/c2c-1',
    );
    expect(screen.getByText('**-***5556')).toBeInTheDocument();
    expect(headers()).not.toContain('Partner');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New corp-to-corp' }));
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Contoso');
    await user.type(screen.getByRole('textbox', { name: /EIN/ }), '12-345');
    await user.click(screen.getByRole('button', { name: 'Create corp-to-corp' }));
    expect(await screen.findByText('Enter a valid employer ID (NN-NNNNNNN)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /EIN/ }), '6789');
    await user.click(screen.getByRole('button', { name: 'Create corp-to-corp' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/corp_to_corps/c2c-2'), { timeout: 3000 });
  }, 20_000);

  it('shows the detail with Reveal for a sensitive role and none for a recruiter', async () => {
    const answer = (u: URL) =>
      u.pathname === '/v2/corp_to_corps/c2c-1' ? jsonResponse({ data: northwind }) : undefined;
    renderAt(makeUser({ user_type: 'partner', role: 'owner', partner: acme }), '/corp_to_corps/c2c-1', answer);
    expect(await screen.findByText('EIN **-***5556', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('offers a recruiter no Reveal, and renders Not Found on 404', async () => {
    const answer = (u: URL) =>
      u.pathname === '/v2/corp_to_corps/c2c-1' ? jsonResponse({ data: northwind }) : undefined;
    renderAt(makeUser({ user_type: 'partner', role: 'recruiter', partner: acme }), '/corp_to_corps/c2c-1', answer);
    await screen.findByText('EIN **-***5556', {}, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  });

  it('renders Not Found for a corp-to-corp the API does not show', async () => {
    renderAt(makeUser({ user_type: 'partner', partner: acme }), '/corp_to_corps/other', () => undefined);
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
