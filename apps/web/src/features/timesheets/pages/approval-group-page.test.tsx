import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalGroupDetail } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makePartner, makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { CASEY, entry, GLOBEX } from '../test-fixtures';
import { ApprovalGroupPage } from './approval-group-page';

const GROUP_ID = '00000000-0000-4000-8000-00000000000a_2026-03-02';
const detail: ApprovalGroupDetail = {
  id: GROUP_ID,
  contractor: CASEY,
  partner: { id: 'p1', name: 'Acme Staffing' },
  clients: [GLOBEX],
  week_start: '2026-03-02',
  week_end: '2026-03-08',
  pending_count: 2,
  pending_minutes: 900,
  pending_ids: ['t-mon', 't-tue'],
  first_entered: '2026-03-03T10:00:00Z',
  entries: [entry({ id: 't-mon' }), entry({ id: 't-tue', date: '2026-03-03' })],
  total_minutes: 900,
  bill: null,
};
const routes = [{ path: '/approvals/:id', element: <ApprovalGroupPage /> }];
const admin = makeUser({ user_type: 'admin', links: ['/approvals'] });

describe('/approvals/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('gives focus back to the button that opened a confirmation once it closes', async () => {
    renderPages(admin, routes, `/approvals/${GROUP_ID}`, (u) =>
      u.pathname === `/v2/approvals/${GROUP_ID}` ? jsonResponse({ data: detail }) : undefined,
    );
    const user = userEvent.setup();
    const approveAll = await screen.findByRole('button', { name: 'Approve all (2)' }, { timeout: 3000 });
    await user.click(approveAll);
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 entries?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(approveAll).toHaveFocus());

    // A line's Reject (it asks for a reason) closes on Escape: focus is back on that line's button.
    const rows = within(screen.getByRole('table', { name: 'Entries of the week' })).getAllByRole('row');
    const reject = within(rows[2]!).getByRole('button', { name: 'Reject' });
    await user.click(reject);
    await screen.findByRole('dialog', { name: 'Reject this entry?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reject).toHaveFocus());
  }, 15_000);

  it("asks for a reason to reject a line with the spec's general message, and sends nothing without one", async () => {
    const { fetchMock } = renderPages(admin, routes, `/approvals/${GROUP_ID}`, (u) =>
      u.pathname === `/v2/approvals/${GROUP_ID}` ? jsonResponse({ data: detail }) : undefined,
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Entries of the week' }, { timeout: 3000 });
    await user.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some fields are missing or there are formatting issues',
    );
    expect(within(dialog).getByText('Give a reason for rejecting')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/actions'))).toBe(false);
  }, 15_000);

  it('shows a client the week in one look — hours by day and class, the amount it will bill — and decides it whole', async () => {
    const client = makeUser({
      user_type: 'client',
      role: 'owner',
      links: ['/approvals', '/timesheets'],
      client: {
        id: GLOBEX.id,
        name: GLOBEX.name,
        partner_id: 'p1',
        can_create_assignment: false,
        show_contractor_personal: false,
        requires_signature_for_approval: false,
        partner: makePartner(),
      },
    });
    // Monday 10 h: 8 regular + 2 overtime (the engine's split, as the API answers it); Tuesday 7.5 h regular.
    const priced: ApprovalGroupDetail = {
      ...detail,
      entries: [entry({ id: 't-mon', start: '08:00', end: '18:30' }), entry({ id: 't-tue', date: '2026-03-03' })],
      total_minutes: 1050,
      bill: {
        lines: [
          {
            entry_id: 't-mon',
            classification: 'regular',
            minutes: 480,
            rate: '50.0000',
            amount: '400.00',
            currency: 'usd',
            billed: true,
          },
          {
            entry_id: 't-mon',
            classification: 'overtime',
            minutes: 120,
            rate: '75.0000',
            amount: '150.00',
            currency: 'usd',
            billed: true,
          },
          {
            entry_id: 't-tue',
            classification: 'regular',
            minutes: 450,
            rate: '50.0000',
            amount: '375.00',
            currency: 'usd',
            billed: true,
          },
        ],
        totals: [{ currency: 'usd', amount: '925.00' }],
      },
    };
    const { fetchMock } = renderPages(client, routes, `/approvals/${GROUP_ID}`, (u, init) => {
      if (u.pathname === `/v2/approvals/${GROUP_ID}`) return jsonResponse({ data: priced });
      if (u.pathname === '/v2/timesheets/bulk' && init?.method === 'POST')
        return jsonResponse({ data: { action: 'reject', count: 2, ids: ['t-mon', 't-tue'] } });
      return undefined;
    });
    const user = userEvent.setup();
    const byDay = await screen.findByRole('table', { name: 'Hours by day and type' }, { timeout: 3000 });
    const head = within(byDay)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(head).toEqual([
      'Day',
      'Regular',
      'Overtime',
      'Hours',
      'Amount',
      'Week',
      '15.50',
      '2.00',
      '17.50',
      '$925.00',
    ]);
    const [monday, tuesday] = within(byDay).getAllByRole('row').slice(1, 3);
    expect(
      within(monday!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mon, Mar 2', '8.00', '2.00', '10.00', '$550.00']);
    expect(
      within(tuesday!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Tue, Mar 3', '7.50', '—', '7.50', '$375.00']);
    expect(screen.getByText('Billed once approved').previousSibling).toHaveTextContent('$925.00');
    const entries = screen.getByRole('table', { name: 'Entries of the week' });
    expect(within(entries).getByText('$550.00')).toBeInTheDocument();

    // The week's buttons: approving first, rejecting after it; each line's destructive buttons last.
    const approveAll = screen.getByRole('button', { name: 'Approve all (2)' });
    const rejectAll = screen.getByRole('button', { name: 'Reject all (2)' });
    expect(approveAll.compareDocumentPosition(rejectAll) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const lineButtons = within(within(entries).getAllByRole('row')[1]!).getAllByRole('button');
    expect(lineButtons[0]).toHaveTextContent('Approve');
    await user.click(rejectAll);
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 entries?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Hours not agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([
        { action: 'reject', ids: ['t-mon', 't-tue'], reason: 'Hours not agreed' },
      ]),
    );
  }, 15_000);

  it('shows a week billed in two currencies per currency, on the day, the line and the week', async () => {
    const line = (entryId: string, amount: string, currency: string) => ({
      entry_id: entryId,
      classification: 'regular' as const,
      minutes: 450,
      rate: '40.0000',
      amount,
      currency,
      billed: true,
    });
    // Its own week (another cache entry than the other tests' week of the same user).
    const id = '00000000-0000-4000-8000-00000000000a_2026-03-09';
    const twoCurrencies: ApprovalGroupDetail = {
      ...detail,
      id,
      bill: {
        lines: [line('t-mon', '300.00', 'usd'), line('t-tue', '350.00', 'cad')],
        totals: [
          { currency: 'cad', amount: '350.00' },
          { currency: 'usd', amount: '300.00' },
        ],
      },
    };
    renderPages(admin, routes, `/approvals/${id}`, (u) =>
      u.pathname === `/v2/approvals/${id}` ? jsonResponse({ data: twoCurrencies }) : undefined,
    );
    const byDay = await screen.findByRole('table', { name: 'Hours by day and type' }, { timeout: 3000 });
    const [monday, tuesday] = within(byDay).getAllByRole('row').slice(1, 3);
    expect(within(monday!).getAllByRole('cell').at(-1)).toHaveTextContent('$300.00');
    expect(within(tuesday!).getAllByRole('cell').at(-1)).toHaveTextContent('CAD $350.00');
    expect(within(byDay).getAllByRole('columnheader').at(-1)).toHaveTextContent('CAD $350.00 · $300.00');
    expect(screen.getByText('Billed once approved').previousSibling).toHaveTextContent('CAD $350.00 · $300.00');
    const entries = screen.getByRole('table', { name: 'Entries of the week' });
    expect(within(entries).getByText('CAD $350.00')).toBeInTheDocument();
  }, 10_000);

  it('shows hours without an amount to a user who may not see bill rates', async () => {
    renderPages(admin, routes, `/approvals/${GROUP_ID}`, (u) =>
      u.pathname === `/v2/approvals/${GROUP_ID}` ? jsonResponse({ data: detail }) : undefined,
    );
    const byDay = await screen.findByRole('table', { name: 'Hours by day and type' }, { timeout: 3000 });
    expect(within(byDay).queryByRole('columnheader', { name: 'Amount' })).not.toBeInTheDocument();
    expect(screen.queryByText('Billed once approved')).not.toBeInTheDocument();
  }, 10_000);
});
