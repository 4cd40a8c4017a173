import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { clearToken, getAuthHeader } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import type { UserRow } from '../api/get-users';
import { AdminUsersPage } from './admin-users-page';

const row = (over: Partial<UserRow>): UserRow => ({
  id: 'u-partner',
  email: 'paula@demo.test',
  first_name: 'Paula',
  last_name: 'Partner',
  user_type: 'partner',
  role: 'owner',
  active: true,
  requires_two_factor: false,
  created_at: '2026-01-02T10:00:00Z',
  ...over,
});
const paula = row({});
const ada = row({
  id: 'u-admin',
  email: 'ada@demo.test',
  first_name: 'Ada',
  last_name: 'Admin',
  user_type: 'admin',
  role: 'admin',
});
const admin = makeUser({ id: 'admin-1', user_type: 'admin' });

function renderPage(user: CurrentUser, handler?: Parameters<typeof stubApi>[1]) {
  const fetchMock = stubApi(
    user,
    handler ?? ((u) => (u.pathname === '/v2/users' ? listAnswer([paula, ada]) : undefined)),
  );
  renderWithProviders(
    <Routes>
      <Route path="/admin/users" element={<AdminUsersPage />} />
      <Route path="/dashboard" element={<p>Home redirect</p>} />
    </Routes>,
    { path: '/admin/users', client: signedInClient(user) },
  );
  return fetchMock;
}

describe('/admin/users', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists users with their filters, the admin-only id column offered but hidden by default', async () => {
    renderPage(admin);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('paula@demo.test', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('u-partner')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    for (const name of ['User type', 'Role', 'Status'])
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
  });

  it('filters by user type through the URL', async () => {
    const fetchMock = renderPage(admin);
    const user = userEvent.setup();
    await screen.findByText('paula@demo.test', {}, { timeout: 3000 });
    await user.click(screen.getByRole('combobox', { name: 'User type' }));
    await user.click(await screen.findByRole('option', { name: 'Sales partner', hidden: true }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/users').at(-1)!.searchParams.get('user_type')).toBe('sales_partner'),
    );
  });

  it('searches 300 ms after typing stops', async () => {
    const fetchMock = renderPage(admin);
    const user = userEvent.setup();
    await screen.findByText('paula@demo.test', {}, { timeout: 3000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pau');
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/users').at(-1)!.searchParams.get('search')).toBe('pau'));
    // One request for the whole word, not one per keystroke.
    expect(requestsTo(fetchMock, '/v2/users').filter((u) => u.searchParams.has('search'))).toHaveLength(1);
  });

  it("'Act as' asks for confirmation, then switches to the user's token and opens their home", async () => {
    const fetchMock = renderPage(admin, (u, init) => {
      if (u.pathname === '/v2/users') return listAnswer([paula, ada]);
      if (u.pathname === '/v2/user/act-as' && init?.method === 'POST')
        return jsonResponse({ data: { access_token: 'as-paula' } });
      return undefined;
    });
    const user = userEvent.setup();
    await screen.findByText('paula@demo.test', {}, { timeout: 3000 });
    // Admins are never acted as.
    expect(screen.queryByRole('button', { name: 'Act as Ada Admin' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Act as Paula Partner' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Act as Paula Partner? Everything you do will be recorded as done by you on their behalf.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/user/act-as')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Act as Paula Partner' }));
    expect(await screen.findByText('Home redirect', {}, { timeout: 3000 })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/v2/user/act-as')!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ user_id: 'u-partner' });
    expect(getAuthHeader()).toBe('Bearer as-paula');
  });

  it('cancelling the confirmation calls nothing', async () => {
    const fetchMock = renderPage(admin);
    const user = userEvent.setup();
    await screen.findByText('paula@demo.test', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Act as Paula Partner' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/v2/user/act-as')).toHaveLength(0);
  });

  it('offers no Act as while already acting', async () => {
    renderPage({ ...admin, actual_user: { id: 'x', email: 'boss@demo.test', first_name: 'B', last_name: 'Oss' } });
    await screen.findByText('paula@demo.test', {}, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: /^Act as/ })).not.toBeInTheDocument();
  });
});
