/**
 * /timesheets beyond the chosen rows: deciding every pending entry a filter matches (one bulk call
 * with the list's filter), and the filters a ledger item's source link puts in the URL
 * (transactions/components/ledger-format.test.ts checks the link is this one).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { CASEY, entry, GLOBEX } from '../test-fixtures';
import { TimesheetsPage } from './timesheets-page';

const routes = [{ path: '/timesheets', element: <TimesheetsPage /> }];
const admin = makeUser({ user_type: 'admin', links: ['/timesheets'] });
const monday = entry({ id: 't-mon' });
const tuesday = entry({ id: 't-tue', date: '2026-03-03' });
const FILTERED = `/timesheets?week_start=2026-03-02&client_id=${GLOBEX.id}`;

/** The list answers two rows; the pending count (status=pending, one row) answers `pending`. */
function render(user: CurrentUser, path: string, pending: number, bulk?: (body: unknown) => Response) {
  return renderPages(user, routes, path, (u, init) => {
    if (
      u.pathname === '/v2/timesheets' &&
      u.searchParams.get('status') === 'pending' &&
      u.searchParams.get('per_page') === '1'
    )
      return listAnswer([monday], pending);
    if (u.pathname === '/v2/timesheets') return listAnswer([monday, tuesday]);
    if (u.pathname === '/v2/clients') return listAnswer([{ id: GLOBEX.id, name: GLOBEX.name }]);
    if (u.pathname === '/v2/contractors') return listAnswer([]);
    if (u.pathname === '/v2/timesheets/bulk' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { action: string };
      return bulk?.(body) ?? jsonResponse({ data: { action: body.action, count: pending + 1, ids: [] } });
    }
    return undefined;
  });
}

const region = () => screen.findByRole('region', { name: 'Decide all matching' }, { timeout: 3000 });

describe('/timesheets: decide all matching', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('approves every pending entry of the filtered list in one bulk call, after a confirmation with the count', async () => {
    const { fetchMock } = render(admin, FILTERED, 12);
    const user = userEvent.setup();
    const bar = await region();
    expect(await within(bar).findByText('12 pending entries match the filters', {}, { timeout: 3000 })).toBeVisible();
    const counted = requestsTo(fetchMock, '/v2/timesheets').find((u) => u.searchParams.get('per_page') === '1')!;
    expect(Object.fromEntries(counted.searchParams)).toEqual({
      status: 'pending',
      week_start: '2026-03-02',
      client_id: GLOBEX.id,
      page: '1',
      per_page: '1',
    });
    await user.click(within(bar).getByRole('button', { name: 'Approve all matching (12)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve all 12 pending entries?' });
    expect(
      within(dialog).getByText(/Every pending entry matching the week .*2026.* · client Globex Corporation\./),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve 12 pending entries' }));
    // The server's own count (an entry entered since the count was taken is in it).
    expect(await screen.findByText('Approved 13 entries', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([
      { action: 'approve', filter: { status: 'pending', week_start: '2026-03-02', client_id: GLOBEX.id } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);

  it('asks a reason to reject all matching, and shows the refusal (nothing changed) in the dialog', async () => {
    const { fetchMock } = render(admin, `/timesheets?contractor_id=${CASEY.id}&status=pending`, 2, () =>
      jsonResponse({ message: 'Casey Worker, 2026-03-03 (entry t-tue): This entry is locked' }, 409),
    );
    const user = userEvent.setup();
    const bar = await region();
    await user.click(await within(bar).findByRole('button', { name: 'Reject all matching (2)' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject all 2 pending entries?' });
    expect(within(dialog).getByText(/matching contractor Casey Worker\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 pending entries' }));
    expect(await within(dialog).findByText('Give a reason for rejecting')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong project');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 pending entries' }));
    expect(
      await within(dialog).findByText(/^Nothing was changed: Casey Worker, 2026-03-03/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([
      { action: 'reject', filter: { status: 'pending', contractor_id: CASEY.id }, reason: 'Wrong project' },
    ]);
  }, 15_000);

  it('is not offered on the whole unfiltered list (and counts nothing there)', async () => {
    const { fetchMock } = render(admin, '/timesheets', 5);
    const bar = await region();
    expect(within(bar).getByRole('button', { name: 'Approve all matching' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Reject all matching' })).toBeDisabled();
    expect(requestsTo(fetchMock, '/v2/timesheets').some((u) => u.searchParams.get('per_page') === '1')).toBe(false);
  }, 10_000);

  it('is disabled when no pending entry matches', async () => {
    render(admin, FILTERED, 0);
    const bar = await region();
    expect(await within(bar).findByText('0 pending entries match the filters', {}, { timeout: 3000 })).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Approve all matching (0)' })).toBeDisabled();
  }, 10_000);

  it('is not offered on a list filtered to another status', async () => {
    render(admin, `${FILTERED}&status=approved`, 3);
    expect((await screen.findAllByText('9:00 AM–5:00 PM', {}, { timeout: 3000 })).length).toBe(2);
    expect(screen.queryByRole('region', { name: 'Decide all matching' })).not.toBeInTheDocument();
  }, 10_000);

  it('is not offered to a partner without decision arrangements (Acme approves nothing)', async () => {
    render(makeUser({ user_type: 'partner', role: 'owner', links: ['/timesheets'] }), FILTERED, 3);
    expect((await screen.findAllByText('9:00 AM–5:00 PM', {}, { timeout: 3000 })).length).toBe(2);
    expect(screen.queryByRole('region', { name: 'Decide all matching' })).not.toBeInTheDocument();
  }, 10_000);
});

describe('a ledger item’s source link (one contractor’s day)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('opens /timesheets filtered to that contractor and day, shown in the filters and kept in the URL', async () => {
    const link = `/timesheets?contractor_id=${CASEY.id}&date_from=2026-03-02&date_to=2026-03-02`;
    const { fetchMock, router } = renderPages(admin, routes, link, (u) => {
      if (u.pathname === '/v2/timesheets') return listAnswer([monday]);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      if (u.pathname === '/v2/contractors')
        return listAnswer([{ id: CASEY.id, first_name: 'Casey', last_name: 'Worker' }]);
      return undefined;
    });
    expect(await screen.findByText('9:00 AM–5:00 PM', {}, { timeout: 3000 })).toBeInTheDocument();
    const listCalls = requestsTo(fetchMock, '/v2/timesheets').filter((u) => u.searchParams.get('per_page') !== '1');
    expect(listCalls.length).toBeGreaterThan(0);
    for (const u of listCalls)
      expect({
        contractor_id: u.searchParams.get('contractor_id'),
        date_from: u.searchParams.get('date_from'),
        date_to: u.searchParams.get('date_to'),
      }).toEqual({ contractor_id: CASEY.id, date_from: '2026-03-02', date_to: '2026-03-02' });
    const filters = screen.getByRole('search', { name: 'Filter timesheets' });
    await waitFor(() => expect(within(filters).getByLabelText('Contractor')).toHaveValue('Casey Worker'));
    expect(within(filters).getByRole('button', { name: 'Dates' })).toHaveTextContent(/March 2, 2026/);
    // Another filter joins them in the URL; the linked ones stay.
    fireEvent.change(within(filters).getByLabelText('Week starting'), { target: { value: '2026-03-02' } });
    await waitFor(() => expect(router.state.location.search).toContain('week_start=2026-03-02'));
    expect(router.state.location.search).toContain(`contractor_id=${CASEY.id}`);
    expect(router.state.location.search).toContain('date_from=2026-03-02&date_to=2026-03-02');
    // The filtered list of one contractor's day offers deciding all of it.
    expect(await region()).toBeInTheDocument();
  }, 15_000);
});
