import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { renderPages } from '../../../components/reference/test-harness';
import { entryAssignment } from '../entry-assignment-fixtures';
import { week } from '../test-fixtures';
import { TimesheetsPage } from './timesheets-page';

const routes = [{ path: '/timesheets', element: <TimesheetsPage /> }];
const clerk = makeUser({ user_type: 'partner', role: 'time_sheet_only', links: ['/timesheets'] });
const BERTA = { id: 'k-berta', name: 'Berta Night' };
const berta = entryAssignment({
  id: 'a-berta',
  contractor: BERTA,
  client: { id: 'c-stark', name: 'Stark', requires_project_code: true },
});

describe('the on-behalf contractor picker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists one choice per contractor (namesakes told apart by client), from the assignments open to time entry', async () => {
    const { fetchMock } = renderPages(clerk, routes, '/timesheets?view=enter', (u) => {
      if (u.pathname === '/v2/timesheets/assignments')
        return listAnswer([
          entryAssignment(),
          // Casey at two clients is one choice; another Casey Worker is told apart by client.
          entryAssignment({ id: 'a-casey-2', client: { id: 'c-stark', name: 'Stark', requires_project_code: false } }),
          entryAssignment({ id: 'a-casey-3', contractor: { id: 'k-casey-2', name: 'Casey Worker' } }),
          berta,
        ]);
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Contractor' }, { timeout: 3000 }));
    const options = await screen.findAllByRole('option', { hidden: true }, { timeout: 3000 });
    expect(options.map((o) => o.textContent)).toEqual([
      'Berta Night',
      'Casey Worker · Globex Corporation',
      'Casey Worker · Globex Corporation, Stark',
    ]);
    // Few enough for one page: typing filters them here, without asking the server again.
    await user.type(screen.getByRole('combobox', { name: 'Contractor' }), 'Ber');
    expect(await screen.findByRole('option', { name: 'Berta Night', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Casey/, hidden: true })).not.toBeInTheDocument();
    const asked = requestsTo(fetchMock, '/v2/timesheets/assignments');
    expect(asked.map((u) => u.searchParams.get('search'))).toEqual([null]);
    expect(asked[0]!.searchParams.get('per_page')).toBe('200');
  }, 10_000);

  it('asks the server to search when there are more than one page holds, and opens the chosen week', async () => {
    const { fetchMock } = renderPages(clerk, routes, '/timesheets?view=enter', (u) => {
      if (u.pathname === '/v2/timesheets/assignments')
        return u.searchParams.get('search') === 'Berta' || u.searchParams.get('contractor_id') === 'k-berta'
          ? listAnswer([berta])
          : listAnswer([entryAssignment()], 450);
      if (u.pathname === '/v2/timesheets/week') return jsonResponse({ data: week([]) });
      return undefined;
    });
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: 'Contractor' }, { timeout: 3000 });
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/timesheets/assignments')).toHaveLength(1));
    await user.type(picker, 'Berta');
    await user.click(await screen.findByRole('option', { name: 'Berta Night', hidden: true }, { timeout: 3000 }));
    expect(await screen.findByRole('table', { name: 'Hours per day' }, { timeout: 3000 })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/timesheets/week').map((u) => u.searchParams.get('contractor_id'))).toContain(
      'k-berta',
    );
    expect(requestsTo(fetchMock, '/v2/timesheets/assignments').map((u) => u.searchParams.get('search'))).toContain(
      'Berta',
    );
    expect(picker).toHaveValue('Berta Night');
  }, 10_000);

  it('names a linked contractor who is not on the first page', async () => {
    const { fetchMock } = renderPages(clerk, routes, '/timesheets?view=enter&contractor=k-berta', (u) => {
      if (u.pathname === '/v2/timesheets/assignments')
        return u.searchParams.get('contractor_id') === 'k-berta'
          ? listAnswer([berta])
          : listAnswer([entryAssignment()], 450);
      if (u.pathname === '/v2/timesheets/week') return jsonResponse({ data: week([]) });
      return undefined;
    });
    const picker = await screen.findByRole('combobox', { name: 'Contractor' }, { timeout: 3000 });
    await waitFor(() => expect(picker).toHaveValue('Berta Night'), { timeout: 3000 });
    expect(
      requestsTo(fetchMock, '/v2/timesheets/assignments').map((u) => u.searchParams.get('contractor_id')),
    ).toContain('k-berta');
  }, 10_000);

  it('says why when the user may not enter time', async () => {
    renderPages(clerk, routes, '/timesheets?view=enter', (u) => {
      if (u.pathname === '/v2/timesheets/assignments')
        return jsonResponse({ message: 'Your role may not enter time' }, 403);
      return undefined;
    });
    expect(await screen.findByText('Your role may not enter time', {}, { timeout: 3000 })).toBeInTheDocument();
  }, 10_000);
});
