import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeOffRequestDetail } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { TimeOffRequestDetailPage } from './time-off-request-detail-page';
import { TimeOffRequestsPage } from './time-off-requests-page';

const request: TimeOffRequestDetail = {
  id: 'tor-1',
  contractor: { id: 'k-casey', name: 'Casey Worker' },
  assignment: { id: 'a-casey', job_title: 'Software Developer' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  client: { id: 'c-globex', name: 'Globex Corporation' },
  type: 'pto',
  start_date: '2026-03-02',
  end_date: '2026-03-03',
  minutes_per_day: 450,
  total_minutes: 900,
  days: 2,
  reason: 'Family visit',
  status: 'approved',
  decided_by: { id: 'u1', email: 'paula@demo.test' },
  // Evening of February 27 in Los Angeles.
  decided_at: '2026-02-28T04:30:00Z',
  decision_note: null,
  created_at: '2026-02-27T03:00:00Z',
  can_edit: false,
  can_decide: false,
  can_cancel: false,
  entries: [
    { id: 'toe-1', date: '2026-03-02', minutes: 450, timesheet_id: 't-1', timesheet_status: 'approved' },
    { id: 'toe-2', date: '2026-03-03', minutes: 450, timesheet_id: 't-2', timesheet_status: 'no_bill' },
  ],
  balance: { pto_rule_id: 'r-1', pto_rule_name: 'Acme PTO', balance_minutes: 570 },
};
const routes = [
  { path: '/time_off_requests', element: <TimeOffRequestsPage /> },
  { path: '/time_off_requests/:id', element: <TimeOffRequestDetailPage /> },
];
const partner = makeUser({ user_type: 'partner', role: 'owner' });

describe('time off requests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    localStorage.removeItem('ui.timezone');
  });

  it('lists a request with its calendar dates and the moment it was made where the reader is, a page total of its hours, and gives focus back when a new one is cancelled', async () => {
    localStorage.setItem('ui.timezone', 'America/Los_Angeles');
    renderPages(partner, routes, '/time_off_requests', (u) => {
      if (u.pathname === '/v2/time_off_requests') return listAnswer([request]);
      if (u.pathname === '/v2/assignments') return listAnswer([]);
      return undefined;
    });
    const user = userEvent.setup();
    const row = (await screen.findByRole('link', { name: 'Mar 2, 2026 – Mar 3, 2026' }, { timeout: 3000 })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Feb 26, 2026, 7:00 PM PST')).toBeInTheDocument();
    expect(within(row).getByText('15.00 h')).toBeInTheDocument();
    const footer = row.closest('table')!.querySelector('tfoot')!;
    expect(within(footer).getByText('Page total')).toBeInTheDocument();
    expect(within(footer).getByText('15.00 h')).toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'Request time off' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Request time off' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  }, 15_000);

  it('shows a decided request with its date where the reader is, hours to two places and its entries by status', async () => {
    localStorage.setItem('ui.timezone', 'America/Los_Angeles');
    renderPages(partner, routes, '/time_off_requests/tor-1', (u) =>
      u.pathname === '/v2/time_off_requests/tor-1' ? jsonResponse({ data: request }) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'PTO · Casey Worker' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('paula@demo.test on Feb 27, 2026, 8:30 PM PST')).toBeInTheDocument();
    expect(screen.getByText('Mar 2, 2026 – Mar 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('2 weekdays × 7.50 h = 15.00 h')).toBeInTheDocument();
    expect(screen.getByTestId('request-balance')).toHaveTextContent('9.50 h');
    const rows = within(screen.getByRole('table', { name: 'Timesheet entries' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Approved');
    expect(rows[2]).toHaveTextContent('No bill');
  });

  it('asks a decider why in the shared reason dialog before rejecting, and shows a refusal there', async () => {
    const pending = { ...request, status: 'pending' as const, decided_by: null, decided_at: null, can_decide: true };
    let refuse = true;
    const { fetchMock } = renderPages(partner, routes, '/time_off_requests/tor-1', (u, init) => {
      if (u.pathname === '/v2/time_off_requests/tor-1/reject' && init?.method === 'POST')
        return refuse
          ? jsonResponse({ message: 'The request was cancelled meanwhile' }, 409)
          : jsonResponse({ data: { ...pending, status: 'rejected', decision_note: 'Busy week', can_decide: false } });
      if (u.pathname === '/v2/time_off_requests/tor-1') return jsonResponse({ data: pending });
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this time off?' });
    expect(within(dialog).getByText(/Casey Worker's 15\.00 h off \(Mar 2, 2026 – Mar 3, 2026\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason for rejecting')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/time_off_requests/tor-1/reject')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Busy week ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Nothing was changed: The request was cancelled meanwhile',
    );
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(fetchMock, 'POST', '/v2/time_off_requests/tor-1/reject')).toEqual([
      { reason: 'Busy week' },
      { reason: 'Busy week' },
    ]);
  }, 15_000);
});
