import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HolidayView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { HolidaysPage } from './holidays-page';

const year = new Date().getFullYear();
const newYear: HolidayView = {
  id: 'h-1',
  employer_key: 'platform',
  country: 'US',
  region: null,
  date: `${year}-01-01`,
  name: "New Year's Day",
  created_at: `${year}-01-01T00:00:00Z`,
};
const routes = [{ path: '/holidays', element: <HolidaysPage /> }];
const admin = makeUser({ user_type: 'admin' });
const acme = makeUser({ user_type: 'partner' });

describe('/holidays', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('adds the statutory holidays of the year and deletes one after asking', async () => {
    const { fetchMock } = renderPages(admin, routes, '/holidays', (u, init) => {
      if (u.pathname === '/v2/holidays/employers')
        return jsonResponse({ data: [{ key: 'platform', name: 'Platform (EOR)', can_edit: true }] });
      if (u.pathname === '/v2/holidays/seed') return jsonResponse({ data: { inserted: 29, skipped: 1 } });
      if (u.pathname === '/v2/holidays/h-1' && init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (u.pathname === '/v2/holidays') return listAnswer([newYear]);
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `Add statutory holidays for ${year}` }, { timeout: 3000 }),
    );
    expect(
      await screen.findByText(`Added 29 statutory holidays for ${year} (1 were already there)`),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/holidays/seed')).toEqual([
      { year, employer_key: 'platform', countries: ['US', 'CA'] },
    ]);
    const actions = screen.getByRole('group', { name: `Actions for New Year's Day on Jan 1, ${year}` });
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this holiday?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1));
  }, 15_000);

  it('gives focus back to the Delete button when the dialog is cancelled', async () => {
    renderPages(admin, routes, '/holidays', (u) => {
      if (u.pathname === '/v2/holidays/employers')
        return jsonResponse({ data: [{ key: 'platform', name: 'Platform (EOR)', can_edit: true }] });
      if (u.pathname === '/v2/holidays') return listAnswer([newYear]);
      return undefined;
    });
    const user = userEvent.setup();
    const actions = await screen.findByRole(
      'group',
      { name: `Actions for New Year's Day on Jan 1, ${year}` },
      { timeout: 3000 },
    );
    const open = within(actions).getByRole('button', { name: 'Delete' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this holiday?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(open).toHaveFocus());
  }, 15_000);

  it("shows a partner the platform's holidays read-only", async () => {
    const { fetchMock } = renderPages(acme, routes, `/holidays?year=${year}`, (u) => {
      if (u.pathname === '/v2/holidays/employers')
        return jsonResponse({ data: [{ key: 'platform', name: 'Platform (EOR)', can_edit: false }] });
      if (u.pathname === '/v2/holidays') return listAnswer([newYear]);
      return undefined;
    });
    expect(await screen.findByText("New Year's Day", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(
      await screen.findByText("These are Platform (EOR)'s holidays; you can read them but not change them."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New holiday' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(requestsTo(fetchMock, '/v2/holidays')[0]?.searchParams.get('year')).toBe(String(year));
  });
});
