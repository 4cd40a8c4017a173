/** Bulk approve / reject of the chosen time off requests (decision 0109). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeOffRequestView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { TimeOffRequestsPage } from './time-off-requests-page';

const request = (over: Partial<TimeOffRequestView>): TimeOffRequestView => ({
  id: 'tor-1',
  contractor: { id: 'k-casey', name: 'Casey Worker' },
  assignment: { id: 'a-casey', job_title: 'Software Developer' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  client: { id: 'c-globex', name: 'Globex Corporation' },
  type: 'sick',
  start_date: '2026-03-02',
  end_date: '2026-03-02',
  minutes_per_day: 480,
  total_minutes: 480,
  days: 1,
  reason: null,
  status: 'pending',
  decided_by: null,
  decided_at: null,
  decision_note: null,
  created_at: '2026-02-27T03:00:00Z',
  can_edit: true,
  can_decide: true,
  can_cancel: true,
  ...over,
});
const routes = [{ path: '/time_off_requests', element: <TimeOffRequestsPage /> }];
const partner = makeUser({ user_type: 'partner', role: 'owner' });
const contractor = makeUser({ user_type: 'contractor' });
const rows = [
  request({ id: 'tor-1' }),
  request({ id: 'tor-2', start_date: '2026-03-09', end_date: '2026-03-10' }),
  request({ id: 'tor-3', start_date: '2026-03-16', end_date: '2026-03-16', status: 'approved', can_decide: false }),
];
const serve = (listed: TimeOffRequestView[], bulk: () => Response) => (u: URL, init?: RequestInit) => {
  if (u.pathname === '/v2/time_off_requests') return listAnswer(listed);
  if (u.pathname === '/v2/time_off_requests/bulk' && init?.method === 'POST') return bulk();
  if (u.pathname.startsWith('/v2/pto_accruals') || u.pathname === '/v2/assignments') return listAnswer([]);
  return undefined;
};

describe('/time_off_requests bulk decisions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('rejects the chosen pending requests with one reason, then empties the selection', async () => {
    const answer = { action: 'reject', count: 2, ids: ['tor-1', 'tor-2'], unchanged: [] };
    const { fetchMock } = renderPages(
      partner,
      routes,
      '/time_off_requests',
      serve(rows, () => jsonResponse({ data: answer })),
    );
    const user = userEvent.setup();
    const first = await screen.findByRole('checkbox', { name: /^Select Casey Worker, Mar 2/ }, { timeout: 3000 });
    await user.click(first);
    await user.click(screen.getByRole('checkbox', { name: /^Select Casey Worker, Mar 9/ }));
    expect(screen.getByRole('checkbox', { name: /^Select Casey Worker, Mar 16/ })).toBeDisabled();
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 time off requests?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Busy week');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 time off requests' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/time_off_requests/bulk')).toEqual([
        { action: 'reject', ids: ['tor-1', 'tor-2'], reason: 'Busy week' },
      ]),
    );
    expect(await screen.findByText('2 time off requests rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  }, 15_000);

  it('shows a refused approval in the dialog, naming the request and why', async () => {
    const refusal =
      '1 of 1 cannot be approved, so none was. Casey Worker, 2026-03-02 to 2026-03-02 (request tor-1): This request is already cancelled';
    renderPages(
      partner,
      routes,
      '/time_off_requests',
      serve(rows, () => jsonResponse({ message: refusal }, 409)),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /^Select Casey Worker, Mar 2/ }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 1 time off request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(`Nothing was changed: ${refusal}`)).toBeInTheDocument();
  }, 15_000);

  it('offers no checkboxes when no request can be decided by this user', async () => {
    const own = rows.map((r) => ({ ...r, can_decide: false }));
    renderPages(
      contractor,
      routes,
      '/time_off_requests',
      serve(own, () => jsonResponse({}, 500)),
    );
    await screen.findByText(/Mar 16/, undefined, { timeout: 3000 });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
