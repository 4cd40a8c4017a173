import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalGroupDetail, ApprovalGroupView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { CASEY, entry, GLOBEX } from '../test-fixtures';
import { ApprovalGroupPage } from './approval-group-page';
import { ApprovalsPage } from './approvals-page';
import { onAPhone } from '../../../test/phone';

const CASEY_WEEK = '00000000-0000-4000-8000-00000000000a_2026-03-02';
const BRUNO_WEEK = '00000000-0000-4000-8000-00000000000b_2026-03-02';
const casey: ApprovalGroupView = {
  id: CASEY_WEEK,
  contractor: CASEY,
  partner: { id: 'p1', name: 'Acme Staffing' },
  clients: [GLOBEX],
  week_start: '2026-03-02',
  week_end: '2026-03-08',
  pending_count: 2,
  pending_minutes: 900,
  pending_ids: ['t-mon', 't-tue'],
  first_entered: '2026-03-03T10:00:00Z',
  bill_amounts: [{ currency: 'usd', amount: '2112.00' }],
};
const bruno: ApprovalGroupView = {
  ...casey,
  id: BRUNO_WEEK,
  contractor: { id: '00000000-0000-4000-8000-00000000000b', name: 'Bruno Builder' },
  pending_count: 1,
  pending_minutes: 480,
  pending_ids: ['t-bruno'],
  bill_amounts: [{ currency: 'usd', amount: '1892.50' }],
};
const routes = [
  { path: '/approvals', element: <ApprovalsPage /> },
  { path: '/approvals/:id', element: <ApprovalGroupPage /> },
];
const client = makeUser({ user_type: 'client', role: 'owner', links: ['/approvals'] });

/** A phone's width: every max-width media query matches (the setup answers "no" to all of them). */

describe('/approvals: amounts, bulk approval, phones (decision 0108)', () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows what each week will bill and the page total of the amounts', async () => {
    renderPages(client, routes, '/approvals', (u) =>
      u.pathname === '/v2/approvals' ? listAnswer([casey, bruno]) : undefined,
    );
    const link = await screen.findByRole('link', { name: 'Casey Worker' }, { timeout: 3000 });
    const table = link.closest('table')!;
    expect(within(table).getByRole('columnheader', { name: /Amount/ })).toBeInTheDocument();
    expect(within(link.closest('tr')!).getByText('$2,112.00')).toBeInTheDocument();
    const footer = table.querySelector('tfoot')!;
    expect(footer).toHaveTextContent('Page total');
    expect(footer).toHaveTextContent('USD $4,004.50');
  });

  it('has no amount column for a user who may not see bill figures', async () => {
    const recruiter = makeUser({ user_type: 'partner', role: 'recruiter_payroll', links: ['/approvals'] });
    const { bill_amounts: _hidden, ...withoutAmount } = casey;
    renderPages(recruiter, routes, '/approvals', (u) =>
      u.pathname === '/v2/approvals' ? listAnswer([withoutAmount]) : undefined,
    );
    const link = await screen.findByRole('link', { name: 'Casey Worker' }, { timeout: 3000 });
    expect(within(link.closest('table')!).queryByRole('columnheader', { name: /Amount/ })).not.toBeInTheDocument();
  });

  it('approves chosen weeks after a confirmation naming weeks and entries, and names a week that failed', async () => {
    const { fetchMock } = renderPages(client, routes, '/approvals', (u, init) => {
      if (u.pathname === '/v2/approvals') return listAnswer([casey, bruno]);
      if (u.pathname === '/v2/timesheets/bulk' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { ids: string[] };
        return body.ids.includes('t-bruno')
          ? jsonResponse({ message: 'An entry of this week was decided meanwhile' }, 409)
          : jsonResponse({ data: { action: 'approve', count: 2, ids: body.ids } });
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Select Casey Worker/ }, { timeout: 3000 }));
    await user.click(screen.getByRole('checkbox', { name: /Select Bruno Builder/ }));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Approve selected' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 weeks (3 entries)?' });
    // Nothing is sent before the confirmation.
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2 weeks (3 entries)' }));
    const outcome = await screen.findByRole('status', {}, { timeout: 3000 });
    expect(outcome).toHaveTextContent('Approved 1 week (2 entries)');
    expect(
      screen.getByText(/Bruno Builder, week of .* — An entry of this week was decided meanwhile/),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([
      { action: 'approve', ids: ['t-mon', 't-tue'] },
      { action: 'approve', ids: ['t-bruno'] },
    ]);
  }, 15_000);

  it('shows a phone one card per week, with hours, amount, the page total and a way to choose it', async () => {
    restore = onAPhone();
    renderPages(client, routes, '/approvals', (u) =>
      u.pathname === '/v2/approvals' ? listAnswer([casey, bruno]) : undefined,
    );
    const card = await screen.findByRole('article', { name: /Casey Worker, week of/ }, { timeout: 3000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('$2,112.00')).toBeInTheDocument();
    expect(within(card).getByText(/15\.00 h · 2 pending/)).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: /Select Casey Worker/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Page total' })).toHaveTextContent('USD $4,004.50');
  });

  it('shows a phone the week as cards per day and per line, approving first and rejecting last', async () => {
    restore = onAPhone();
    const detail: ApprovalGroupDetail = {
      ...casey,
      entries: [entry({ id: 't-mon' }), entry({ id: 't-tue', date: '2026-03-03' })],
      total_minutes: 900,
      bill: {
        lines: [
          {
            entry_id: 't-mon',
            classification: 'regular',
            minutes: 450,
            rate: '40.0000',
            amount: '300.00',
            currency: 'usd',
            billed: true,
          },
          {
            entry_id: 't-tue',
            classification: 'regular',
            minutes: 450,
            rate: '40.0000',
            amount: '300.00',
            currency: 'usd',
            billed: true,
          },
        ],
        totals: [{ currency: 'usd', amount: '600.00' }],
      },
    };
    renderPages(client, routes, `/approvals/${CASEY_WEEK}`, (u) =>
      u.pathname === `/v2/approvals/${CASEY_WEEK}` ? jsonResponse({ data: detail }) : undefined,
    );
    const lines = await screen.findByRole('list', { name: 'Entries of the week' }, { timeout: 3000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(lines).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('$300.00')).toBeInTheDocument();
    const buttons = within(cards[0]!)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons.indexOf('Approve')).toBeGreaterThanOrEqual(0);
    expect(buttons.indexOf('Approve')).toBeLessThan(buttons.indexOf('Reject'));
    const days = screen.getByRole('list', { name: 'Hours by day and type' });
    expect(within(days).getAllByRole('article')).toHaveLength(2);
    expect(within(days).getAllByText(/7\.50 h · \$300\.00/)).toHaveLength(2);
    // Rejecting a line asks first.
    await userEvent.setup().click(within(cards[0]!).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  }, 15_000);
});
