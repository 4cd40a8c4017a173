import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberPermissions } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { lastBody } from '../../../test/fetch-stub';
import { rita } from '../../../test/team-fixtures';
import { PermissionsPage } from './permissions-page';

const owner = makeUser({ id: 'u1', user_type: 'partner', links: ['/team', '/permissions'] });
const link = (over: Partial<MemberPermissions['links'][number]>) => ({
  link: '/clients',
  label: 'Clients',
  group: 'Menu',
  default_enabled: true,
  enabled: true,
  state: 'default' as const,
  editable: true,
  ...over,
});
const ritaLinks: MemberPermissions = {
  user: rita,
  editable: true,
  links: [
    link({}),
    link({ link: '/invoices', label: 'Invoices', group: 'Finance' }),
    link({
      link: '/reports',
      label: 'Reports',
      group: 'Finance',
      default_enabled: false,
      enabled: false,
      state: 'unavailable',
      editable: false,
    }),
  ],
};

function renderPage(path: string, handler?: Parameters<typeof stubApi>[1]) {
  const fetchMock = stubApi(owner, (u, init) => {
    if (u.pathname === '/v2/users') return listAnswer([rita]);
    return handler?.(u, init);
  });
  renderWithProviders(
    <Routes>
      <Route path="/permissions" element={<PermissionsPage />} />
    </Routes>,
    { path, client: signedInClient(owner) },
  );
  return fetchMock;
}

describe('/permissions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('asks for a member first', async () => {
    renderPage('/permissions');
    expect(await screen.findByText('Choose a team member to see the pages they can open.')).toBeInTheDocument();
  });

  it("groups the member's links as the menu and revokes one with its switch", async () => {
    const fetchMock = renderPage('/permissions?user=u-rita', (u, init) => {
      if (u.pathname !== '/v2/permissions/u-rita') return undefined;
      if (init?.method === 'PUT')
        return jsonResponse({
          data: { ...ritaLinks, links: [link({ enabled: false, state: 'revoked' }), ...ritaLinks.links.slice(1)] },
        });
      return jsonResponse({ data: ritaLinks });
    });
    const user = userEvent.setup();
    const menu = await screen.findByRole('group', { name: 'Menu' }, { timeout: 3000 });
    const finance = screen.getByRole('group', { name: 'Finance' });
    expect(within(finance).getByRole('switch', { name: /Reports/ })).toBeDisabled();
    expect(within(finance).getByText('Not available for this role')).toBeInTheDocument();
    await user.click(within(menu).getByRole('switch', { name: /Clients/ }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/permissions/u-rita')).toHaveLength(2));
    expect(lastBody(fetchMock, 'PUT', '/v2/permissions/u-rita')).toEqual({ link: '/clients', enabled: false });
    expect(await within(menu).findByText('Revoked')).toBeInTheDocument();
    expect(within(menu).getByRole('switch', { name: /Clients/ })).not.toBeChecked();
  });

  it("shows Not Found for a member outside the owner's organization", async () => {
    renderPage('/permissions?user=u-other', (u) =>
      u.pathname === '/v2/permissions/u-other' ? jsonResponse({ message: 'Not Found' }, 404) : undefined,
    );
    expect(await screen.findByRole('heading', { name: '404' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
