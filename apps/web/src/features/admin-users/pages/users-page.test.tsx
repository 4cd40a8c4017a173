import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDetail } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { rita } from '../../../test/team-fixtures';
import { UsersPage } from './users-page';

const ritaDetail: UserDetail = {
  ...rita,
  requires_two_factor: false,
  email_confirmed: true,
  organization: { type: 'partner', id: 'p1', name: 'Acme Staffing' },
  sessions: [
    {
      id: 's1',
      ip: '203.0.113.9',
      created_at: '2026-03-01T12:00:00Z',
      expires_at: '2999-01-01T00:00:00Z',
      revoked_at: null,
      acting_admin_email: null,
    },
  ],
  grants: [{ link: '/clients', granted: false }],
  audit: [
    {
      id: 'a1',
      action: 'user_link_revoked',
      actor_email: 'paula@demo.test',
      created_at: '2026-03-02T09:00:00Z',
      metadata: {},
    },
  ],
};

function renderPage(
  path: string,
  user = makeUser({ id: 'eor-1', user_type: 'eor' }),
  handler?: Parameters<typeof stubApi>[1],
) {
  const fetchMock = stubApi(user, (u, init) => {
    if (u.pathname === '/v2/users/u-rita' && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ data: ritaDetail });
    if (u.pathname === '/v2/users') return listAnswer([rita]);
    return handler?.(u, init);
  });
  renderWithProviders(
    <Routes>
      <Route path="/users/:id?" element={<UsersPage />} />
    </Routes>,
    { path, client: signedInClient(user) },
  );
  return fetchMock;
}

describe('/users/:id?', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists every user for EOR staff, each linking to their page, without Act as', async () => {
    renderPage('/users');
    const link = await screen.findByRole('link', { name: 'rita@demo.test' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', '/users/u-rita');
    expect(screen.queryByRole('button', { name: /Act as/ })).not.toBeInTheDocument();
  });

  it('shows one user with sessions, permission changes and the audit trail', async () => {
    renderPage('/users/u-rita');
    expect(await screen.findByRole('heading', { name: 'Rita Recruiter' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Acme Staffing')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Sessions' })).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Link grants' })).getByText('Revoked')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Audit trail' })).getByText('User link revoked'),
    ).toBeInTheDocument();
  });

  it('deactivates after confirmation', async () => {
    const fetchMock = renderPage('/users/u-rita', undefined, (u, init) =>
      u.pathname === '/v2/users/u-rita/deactivate' && init?.method === 'POST'
        ? jsonResponse({ data: { ...rita, active: false, status: 'deactivated' } })
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate member' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/users/u-rita/deactivate')).toHaveLength(1));
  });

  it('shows Not Found for an unknown user', async () => {
    renderPage('/users/u-none', undefined, (u) =>
      u.pathname === '/v2/users/u-none' ? jsonResponse({ message: 'Not Found' }, 404) : undefined,
    );
    expect(await screen.findByRole('heading', { name: '404' }, { timeout: 3000 })).toBeInTheDocument();
  });
});
