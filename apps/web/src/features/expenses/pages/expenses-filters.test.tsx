/**
 * /expenses opened from a ledger item's source link: the list is filtered to that contractor and day
 * (transactions/components/ledger-format.test.ts checks the link is this one).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { listAnswer, requestsTo } from '../../../test/fetch-stub';
import { ExpensesPage } from './expenses-page';

const routes = [{ path: '/expenses', element: <ExpensesPage /> }];
const admin = makeUser({ user_type: 'admin', links: ['/expenses'] });
const CASEY = { id: 'k-casey', name: 'Casey Worker' };

describe('a ledger item’s source link (one contractor’s day)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('opens /expenses filtered to that contractor and day', async () => {
    const link = `/expenses?contractor_id=${CASEY.id}&date_from=2026-03-02&date_to=2026-03-02`;
    const { fetchMock } = renderPages(admin, routes, link, (u) => {
      if (u.pathname === '/v2/expenses') return listAnswer([]);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      if (u.pathname === '/v2/contractors')
        return listAnswer([{ id: CASEY.id, first_name: 'Casey', last_name: 'Worker' }]);
      return undefined;
    });
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/expenses').length).toBeGreaterThan(0), { timeout: 3000 });
    const [call] = requestsTo(fetchMock, '/v2/expenses');
    expect(call!.searchParams.get('contractor_id')).toBe(CASEY.id);
    expect(call!.searchParams.get('date_from')).toBe('2026-03-02');
    expect(call!.searchParams.get('date_to')).toBe('2026-03-02');
    const filters = await screen.findByRole('search', { name: 'Filter expenses' }, { timeout: 3000 });
    expect(within(filters).getByRole('button', { name: 'Date' })).toHaveTextContent(/March 2, 2026/);
  }, 15_000);
});
