/** Bulk approve / reject of the chosen expenses (decision 0109). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExpenseView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { ExpensesPage } from './expenses-page';
import { expense } from './expense-fixtures';

const routes = [{ path: '/expenses', element: <ExpensesPage /> }];
const client = makeUser({ user_type: 'client', role: 'owner' });
const contractor = makeUser({
  user_type: 'contractor',
  requirements: { required: [], completed: [], requires_w2_onboard: true },
});
const decidable = { actions: ['approve', 'reject'] as ExpenseView['actions'] };
const rows = [
  expense({ id: 'x-1', ...decidable }),
  expense({ id: 'x-2', date: '2026-03-03', amount: '10.00', ...decidable }),
  expense({ id: 'x-3', date: '2026-03-04', status: 'approved', actions: ['unapprove'] }),
];
const box = (name: string) => screen.findByRole('checkbox', { name }, { timeout: 3000 });
const serve =
  (bulk: () => Response, listed = rows) =>
  (u: URL, init?: RequestInit) => {
    if (u.pathname === '/v2/expenses') return listAnswer(listed);
    if (u.pathname === '/v2/expenses/bulk' && init?.method === 'POST') return bulk();
    if (u.pathname === '/v2/clients' || u.pathname === '/v2/contractors') return listAnswer([]);
    return undefined;
  };

describe('/expenses bulk decisions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('approves the chosen pending expenses after a confirmation naming how many, then empties the selection', async () => {
    const { fetchMock } = renderPages(
      client,
      routes,
      '/expenses',
      serve(() => jsonResponse({ data: { action: 'approve', count: 1, ids: ['x-1'], unchanged: ['x-2'] } })),
    );
    const user = userEvent.setup();
    await user.click(await box('Select Casey Contractor, Mar 2, 2026, $42.50'));
    await user.click(await box('Select Casey Contractor, Mar 3, 2026, $10.00'));
    // An approved row has no Approve/Reject button, so it cannot be chosen either.
    expect(screen.getByRole('checkbox', { name: 'Select Casey Contractor, Mar 4, 2026, $42.50' })).toBeDisabled();
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 expenses?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/v2/expenses/bulk')).toEqual([{ action: 'approve', ids: ['x-1', 'x-2'] }]),
    );
    expect(await screen.findByText('1 expense approved; 1 expense was already approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  }, 15_000);

  it('asks one reason for a bulk reject and shows the refusal naming the rows, keeping the selection', async () => {
    const refusal =
      '1 of 1 cannot be rejected, so none was. Casey Contractor, 2026-03-02, 42.50 (expense x-1): Only a pending expense can be rejected';
    const { fetchMock } = renderPages(
      client,
      routes,
      '/expenses',
      serve(() => jsonResponse({ message: refusal }, 409)),
    );
    const user = userEvent.setup();
    await user.click(await box('Select Casey Contractor, Mar 2, 2026, $42.50'));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 expense?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject 1 expense' }));
    expect(await within(dialog).findByText('Give a reason for rejecting')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No receipt');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 1 expense' }));
    expect(await within(dialog).findByText(`Nothing was changed: ${refusal}`)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/expenses/bulk')).toEqual([
      { action: 'reject', ids: ['x-1'], reason: 'No receipt' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
  }, 15_000);

  it('offers no checkboxes to someone who may not decide (the API gives its rows no Approve/Reject)', async () => {
    const own = [expense({ id: 'x-1' }), expense({ id: 'x-2', date: '2026-03-03' })];
    renderPages(
      contractor,
      routes,
      '/expenses',
      serve(() => jsonResponse({}, 500), own),
    );
    await screen.findByRole('group', { name: 'Actions for the expense of Mar 2, 2026' }, { timeout: 3000 });
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
