import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { caseyForClient, caseyForPartner, rateHistory } from './assignment-fixtures';
import { AssignmentDetailPage } from './assignment-detail-page';
import { AssignmentsPage } from './assignments-page';

const headers = () => Array.from(document.querySelectorAll('thead th'), (th) => th.textContent?.trim());

function render(user: CurrentUser, path: string, row = caseyForPartner) {
  const fetchMock = stubApi(user, (u, init) => {
    if (u.pathname === '/v2/assignments') return listAnswer([row]);
    if (u.pathname === '/v2/assignments/a-casey') return jsonResponse({ data: row });
    if (u.pathname === '/v2/assignment_rates') {
      const { id: _id, ...rates } = row;
      void _id;
      return jsonResponse({ data: rateHistory(rates) });
    }
    if (u.pathname === '/v2/assignments/a-casey/end' && init?.method === 'POST')
      return jsonResponse({ data: { ...row, status: 'ended', end_date: '2026-12-31', ended_reason: 'Done' } });
    return undefined;
  });
  renderWithProviders(
    <Routes>
      <Route path="/assignments" element={<AssignmentsPage />} />
      <Route path="/assignments/:id" element={<AssignmentDetailPage />} />
    </Routes>,
    { path, client: signedInClient(user) },
  );
  return fetchMock;
}

describe('/assignments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows a partner owner pay, bill and margin columns, status tabs and New assignment', async () => {
    render(makeUser({ links: ['/assignments', '/create_assignment'] }), '/assignments');
    expect(await screen.findByRole('link', { name: 'Casey Contractor' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/assignments/a-casey',
    );
    expect(headers()).toEqual(expect.arrayContaining(['Pay rate', 'Bill rate', 'Margin']));
    expect(headers()).not.toContain('ID');
    expect(screen.getByRole('tab', { name: 'Live' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New assignment' })).toHaveAttribute('href', '/create_assignment');
  });

  it('shows a client the bill column only', async () => {
    const client = makeUser({ user_type: 'client', links: ['/assignments'] });
    render(client, '/assignments', caseyForClient);
    await screen.findByRole('link', { name: 'Casey Contractor' }, { timeout: 3000 });
    expect(headers()).toContain('Bill rate');
    expect(headers()).not.toContain('Pay rate');
    expect(headers()).not.toContain('Margin');
    expect(screen.queryByRole('link', { name: 'New assignment' })).not.toBeInTheDocument();
  });

  it('filters by status from the tabs', async () => {
    const fetchMock = render(makeUser({ links: ['/assignments'] }), '/assignments');
    await screen.findByRole('link', { name: 'Casey Contractor' }, { timeout: 3000 });
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([u]) => String(u).includes('/v2/assignments?') && String(u).includes('status=pending'),
        ),
      ).toBe(true),
    );
  });
});

describe('/assignments/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the partner owner both sides, the margin, the history and the manage actions', async () => {
    render(makeUser({ links: ['/assignments'] }), '/assignments/a-casey');
    expect(await screen.findByRole('heading', { name: 'Assignment Details' })).toBeInTheDocument();
    expect(screen.getByText('$27.00')).toBeInTheDocument();
    expect(screen.getByText('$43.00')).toBeInTheDocument();
    expect(screen.getByText('31.97%')).toBeInTheDocument();
    // Money per hour shows cents, as the wizard's preview does (13.7489 and 2.2511 from the API).
    expect(screen.getByText('$13.75')).toBeInTheDocument();
    expect(screen.getByText('$2.25')).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Rate history' });
    expect(within(history).getByText('Mid-year raise')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change rates' })).toBeInTheDocument();
  });

  it('shows the client bill rates only, no margin and no manage actions', async () => {
    render(makeUser({ user_type: 'client', links: ['/assignments'] }), '/assignments/a-casey', caseyForClient);
    expect(await screen.findByRole('heading', { name: 'Assignment Details' })).toBeInTheDocument();
    expect(screen.getByText('$43.00')).toBeInTheDocument();
    expect(screen.queryByText('Pay rate')).not.toBeInTheDocument();
    expect(screen.queryByText('Margin per hour')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change rates' })).not.toBeInTheDocument();
  });

  it('ends an assignment only after the confirmation with a date and reason', async () => {
    const fetchMock = render(makeUser({ links: ['/assignments'] }), '/assignments/a-casey');
    await userEvent.click(await screen.findByRole('button', { name: 'End assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'End assignment' });
    const confirm = within(dialog).getByRole('button', { name: 'End assignment' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Last day/), '2026-12-31');
    // The shared reason dialog: the reason is required, with the contract's 500-character limit.
    await userEvent.click(confirm);
    expect(within(dialog).getByText('Say why the assignment ends')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/a-casey/end'))).toBe(false);
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute('maxlength', '500');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Done');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u, i]) => String(u).endsWith('/a-casey/end') && i?.method === 'POST')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Done')).toBeInTheDocument();
  });

  it("starts a pending assignment after asking, and lists the server's reasons when it may not start yet", async () => {
    const user = makeUser({ links: ['/assignments', '/create_assignment'] });
    const pending = { ...caseyForPartner, status: 'pending' as const };
    let refuse = true;
    const fetchMock = stubApi(user, (u, init) => {
      if (u.pathname === '/v2/assignments/a-casey' && init?.method === 'PATCH') {
        if (refuse)
          return jsonResponse(
            {
              detail: [
                {
                  loc: ['body', 'status'],
                  msg: 'A background check is required by this client before the assignment starts, and none was ordered for this worker',
                },
                {
                  loc: ['body', 'status'],
                  msg: "The worker's CDL license has lapsed (expired 2026-10-01): renew it before the assignment starts",
                },
              ],
            },
            422,
          );
        return jsonResponse({ data: { ...pending, status: 'live' } });
      }
      if (u.pathname === '/v2/assignments/a-casey') return jsonResponse({ data: pending });
      if (u.pathname === '/v2/assignment_rates') return jsonResponse({ data: rateHistory(pending) });
      return undefined;
    });
    renderWithProviders(
      <Routes>
        <Route path="/assignments/:id" element={<AssignmentDetailPage />} />
      </Routes>,
      { path: '/assignments/a-casey', client: signedInClient(user) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start assignment?' });
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start assignment' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The assignment cannot start yet');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'A background check is required by this client before the assignment starts, and none was ordered for this worker',
      "The worker's CDL license has lapsed (expired 2026-10-01): renew it before the assignment starts",
    ]);
    const patch = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'live' });
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start assignment' }));
    // Started: the dialog closes and the page shows a live assignment (no Start, no Edit).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start assignment?' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start assignment' })).not.toBeInTheDocument());
  });
});
