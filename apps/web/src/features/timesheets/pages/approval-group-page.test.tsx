import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalGroupDetail } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
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
  first_entered: '2026-03-03T10:00:00Z',
  entries: [entry({ id: 't-mon' }), entry({ id: 't-tue', date: '2026-03-03' })],
  total_minutes: 900,
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
});
