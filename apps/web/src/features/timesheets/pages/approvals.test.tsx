import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalGroupDetail, ApprovalGroupView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { CASEY, entry, GLOBEX } from '../test-fixtures';
import { ApprovalGroupPage } from './approval-group-page';
import { ApprovalsPage } from './approvals-page';

const GROUP_ID = '00000000-0000-4000-8000-00000000000a_2026-03-02';
const group: ApprovalGroupView = {
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
};
const detail: ApprovalGroupDetail = {
  ...group,
  entries: [
    entry({ id: 't-mon' }),
    entry({ id: 't-tue', date: '2026-03-03', start: '22:00', end: '06:00' }),
    entry({ id: 't-old', date: '2026-03-04', status: 'approved' }),
  ],
  total_minutes: 1350,
  bill: null,
};
const routes = [
  { path: '/approvals', element: <ApprovalsPage /> },
  { path: '/approvals/:id', element: <ApprovalGroupPage /> },
];
const admin = makeUser({ user_type: 'admin', links: ['/approvals'] });

describe('/approvals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists pending weeks per contractor, each opening its week', async () => {
    renderPages(admin, routes, '/approvals', (u) => {
      if (u.pathname === '/v2/approvals') return listAnswer([group]);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      return undefined;
    });
    const link = await screen.findByRole('link', { name: 'Casey Worker' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', `/approvals/${GROUP_ID}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('15.00')).toBeInTheDocument();
    const footer = row.closest('table')!.querySelector('tfoot')!;
    expect(footer).toHaveTextContent('Page total');
    expect(footer).toHaveTextContent('15.00');
  });

  it('lists a client its pending weeks, without asking for the client list it may not choose from', async () => {
    const client = makeUser({ user_type: 'client', role: 'owner', links: ['/approvals'] });
    const { fetchMock } = renderPages(client, routes, '/approvals', (u) =>
      u.pathname === '/v2/approvals' ? listAnswer([group]) : undefined,
    );
    expect(await screen.findByRole('link', { name: 'Casey Worker' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      `/approvals/${GROUP_ID}`,
    );
    expect(requestsTo(fetchMock, '/v2/clients')).toEqual([]);
  });

  it('approves one line at once, and all pending lines after a confirmation', async () => {
    const { fetchMock } = renderPages(admin, routes, `/approvals/${GROUP_ID}`, (u, init) => {
      if (u.pathname === `/v2/approvals/${GROUP_ID}`) return jsonResponse({ data: detail });
      if (u.pathname === '/v2/timesheets/t-mon/actions' && init?.method === 'POST')
        return jsonResponse({ data: { action: 'approve', deleted: false, entry: null } });
      if (u.pathname === '/v2/timesheets/bulk' && init?.method === 'POST')
        return jsonResponse({ data: { action: 'approve', count: 2, ids: ['t-mon', 't-tue'] } });
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Casey Worker' }, { timeout: 3000 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Entries of the week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText('+1 day')).toBeInTheDocument();
    // The approved line has neither button.
    expect(within(rows[2]!).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/t-mon/actions')).toEqual([{ action: 'approve' }]),
    );

    await user.click(screen.getByRole('button', { name: 'Approve all (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 entries?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/timesheets/bulk')).toEqual([
        { action: 'approve', ids: ['t-mon', 't-tue'] },
      ]),
    );
  }, 15_000);

  it('reads a week of another partner (404) as Not Found', async () => {
    renderPages(admin, routes, `/approvals/${GROUP_ID}`, (u) =>
      u.pathname === `/v2/approvals/${GROUP_ID}` ? jsonResponse({ message: 'Not Found' }, 404) : undefined,
    );
    expect(await screen.findByText('Not Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
