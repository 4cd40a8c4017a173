import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@app/domain';
import { clearToken, getAuthHeader } from '../../lib/auth/token-store';
import { currentUserKey } from '../../lib/auth/use-current-user';
import { makeUser } from '../../test/factories';
import { jsonResponse, listAnswer, requestsTo, stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { signedInClient } from '../../test/session';
import type { DataListColumn } from './columns';
import { DataList } from './data-list';
import { TextFilter } from './filter-inputs';
import { useListQuery } from './use-list-query';

interface Person {
  id: string;
  email: string;
  created_at: string;
  secret: string;
}
const columns: DataListColumn<Person>[] = [
  { accessor: 'email', title: 'Email', sortable: true },
  { accessor: 'created_at', title: 'Created', sortable: true },
  { accessor: 'secret', title: 'Secret', adminOnly: true },
];
const ann: Person = { id: 'p1', email: 'ann@demo.test', created_at: '2026-01-02T10:00:00Z', secret: 's3' };

function Harness() {
  const list = useListQuery<Person>({ path: '/people', filterKeys: ['search'], defaultSort: 'email' });
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <DataList
        list={list}
        columns={columns}
        tableName="people"
        noun="people"
        filters={<TextFilter list={list} name="search" label="Search" />}
      />
    </>
  );
}

const admin = makeUser({ id: 'admin-1', user_type: 'admin' });

function renderList(user: CurrentUser, path = '/people') {
  return renderWithProviders(<Harness />, { path, client: signedInClient(user) });
}

describe('DataList', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearToken();
  });

  it('shows the rows, busy while loading, with the admin-only column for admins', async () => {
    stubApi(admin, (u) => (u.pathname === '/v2/people' ? listAnswer([ann]) : undefined));
    renderList(admin);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('ann@demo.test', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Secret')).toBeInTheDocument();
    expect(screen.getByText('s3')).toBeInTheDocument();
  });

  it('hides admin-only columns from everyone else', async () => {
    const partner = makeUser();
    stubApi(partner, (u) => (u.pathname === '/v2/people' ? listAnswer([ann]) : undefined));
    renderList(partner);
    expect(await screen.findByText('ann@demo.test', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('sorting a column changes the request sort', async () => {
    const fetchMock = stubApi(admin, (u) => (u.pathname === '/v2/people' ? listAnswer([ann]) : undefined));
    const user = userEvent.setup();
    renderList(admin);
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    expect(requestsTo(fetchMock, '/v2/people')[0]!.searchParams.get('sort')).toBe('email');

    await user.click(screen.getByRole('button', { name: /Created/ }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/people').at(-1)!.searchParams.get('sort')).toBe('created_at'),
    );
    await user.click(screen.getByRole('button', { name: /Created/ }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/people').at(-1)!.searchParams.get('sort')).toBe('-created_at'),
    );
    expect(screen.getByLabelText('url')).toHaveTextContent('sort=-created_at');
  });

  it('writes a typed search to the URL as soon as the field loses focus, not after a click elsewhere', async () => {
    stubApi(admin, (u) => (u.pathname === '/v2/people' ? listAnswer([ann]) : undefined));
    const user = userEvent.setup();
    renderList(admin);
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    await user.type(screen.getByLabelText('Search'), 'ann');
    expect(screen.getByLabelText('url')).toBeEmptyDOMElement();
    await user.tab();
    // At once: the debounce would otherwise write it 300 ms later, over wherever the user went.
    expect(screen.getByLabelText('url')).toHaveTextContent('search=ann');
  });

  it("'Export CSV' downloads the same query with format=csv", async () => {
    const fetchMock = stubApi(admin, (u) => {
      if (u.pathname !== '/v2/people') return undefined;
      if (u.searchParams.get('format') === 'csv') return new Response('Email\r\nann@demo.test\r\n', { status: 200 });
      return listAnswer([ann]);
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderList(admin, '/people?search=ann&sort=-created_at&page=2');
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = requestsTo(fetchMock, '/v2/people').find((u) => u.searchParams.get('format') === 'csv')!;
    expect(Object.fromEntries(csv.searchParams)).toEqual({ search: 'ann', sort: '-created_at', format: 'csv' });
  });

  it('hides the export from recruiter_sourcer users', async () => {
    const sourcer = makeUser({ role: 'recruiter_sourcer' });
    stubApi(sourcer, (u) => (u.pathname === '/v2/people' ? listAnswer([ann]) : undefined));
    renderList(sourcer);
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('says there is nothing yet, or that the filters match nothing and offers to clear them', async () => {
    stubApi(admin, (u) => (u.pathname === '/v2/people' ? listAnswer([]) : undefined));
    const user = userEvent.setup();
    renderList(admin, '/people?search=zed');
    expect(await screen.findByText('No people match these filters', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No people yet', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('says which recent period a large staff list kept to, and shows every date on request', async () => {
    const fetchMock = stubApi(admin, (u) => {
      if (u.pathname !== '/v2/people') return undefined;
      const period = { date_from: '2026-08-23', date_to: '2026-11-20' };
      return jsonResponse({
        data: { data: [ann], total: 1, ...(u.searchParams.get('all_dates') ? {} : { default_period: period }) },
      });
    });
    const user = userEvent.setup();
    function WithAllDates() {
      const list = useListQuery<Person>({ path: '/people', filterKeys: ['all_dates'], defaultSort: 'email' });
      const location = useLocation();
      return (
        <>
          <output aria-label="url">{location.search}</output>
          <DataList list={list} columns={columns} tableName="people" noun="people" />
        </>
      );
    }
    renderWithProviders(<WithAllDates />, { path: '/people', client: signedInClient(admin) });
    const note = await screen.findByText(/^Showing the most recent 90 days/, {}, { timeout: 3000 });
    expect(note).toHaveTextContent('Showing the most recent 90 days with people (Aug 23, 2026 – Nov 20, 2026).');
    await user.click(screen.getByRole('button', { name: 'Show all dates' }));
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('all_dates=true'));
    await waitFor(() => expect(screen.queryByText(/^Showing the most recent 90 days/)).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/v2/people').at(-1)?.searchParams.get('all_dates')).toBe('true');
  });

  it("shows the API's error with 'Try again'", async () => {
    let fail = true;
    stubApi(admin, (u) => {
      if (u.pathname !== '/v2/people') return undefined;
      return fail
        ? jsonResponse({ detail: [{ loc: ['querystring', 'search'], msg: 'too long' }] }, 422)
        : listAnswer([ann]);
    });
    const user = userEvent.setup();
    renderList(admin);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('too long search')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ann@demo.test', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps column choices under the user id plus the table name', async () => {
    stubApi(admin, (u) => (u.pathname === '/v2/people' ? listAnswer([ann]) : undefined));
    const user = userEvent.setup();
    renderList(admin);
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Created' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Created/ })).not.toBeInTheDocument());
    const stored = JSON.parse(window.localStorage.getItem('admin-1-people-columns-toggle') ?? '[]') as {
      accessor: string;
      toggled: boolean;
    }[];
    expect(stored.find((c) => c.accessor === 'created_at')?.toggled).toBe(false);
  });

  it('saves column choices on the server for the platform user and takes the server choice on load', async () => {
    window.localStorage.clear();
    const saved: unknown[] = [];
    const fetchMock = stubApi(admin, (u, init) => {
      if (u.pathname === '/v2/people') return listAnswer([ann]);
      if (u.pathname !== '/v2/column_preferences/people') return undefined;
      if (init?.method === 'PUT') {
        saved.push(JSON.parse(String(init.body)));
        return jsonResponse({
          data: { table: 'people', hidden_columns: ['email'], updated_at: '2026-02-01T00:00:00Z' },
        });
      }
      return jsonResponse({
        data: { table: 'people', hidden_columns: ['created_at'], updated_at: '2026-01-01T00:00:00Z' },
      });
    });
    const user = userEvent.setup();
    renderList(admin);
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    // The server's choice (Created hidden) replaces the empty local one.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Created/ })).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, '/v2/column_preferences/people')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }));
    await waitFor(() => expect(saved).toEqual([{ hidden_columns: ['created_at', 'email'] }]));
  });

  it("does not hand one user's cached server choice to the next user signed in on the same tab", async () => {
    window.localStorage.clear();
    const prefsFor = (hidden: string[]) =>
      jsonResponse({ data: { table: 'people', hidden_columns: hidden, updated_at: '2026-01-01T00:00:00Z' } });
    stubApi(admin, (u) =>
      u.pathname === '/v2/people'
        ? listAnswer([ann])
        : u.pathname === '/v2/column_preferences/people'
          ? prefsFor(['created_at'])
          : undefined,
    );
    const client = signedInClient(admin);
    const first = renderWithProviders(<Harness />, { path: '/people', client });
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Created/ })).not.toBeInTheDocument());
    first.unmount();

    // The next user signs in without a page load: the query cache is the same one.
    const partner = makeUser({ id: 'partner-1' });
    const fetchMock = stubApi(partner, (u) =>
      u.pathname === '/v2/people'
        ? listAnswer([ann])
        : u.pathname === '/v2/column_preferences/people'
          ? prefsFor([])
          : undefined,
    );
    client.setQueryData(currentUserKey(getAuthHeader()), partner);
    renderWithProviders(<Harness />, { path: '/people', client });
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/column_preferences/people')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Created/ })).toBeInTheDocument();
  });

  it("keeps the admin's hidden admin-only columns when they change columns while acting as someone", async () => {
    window.localStorage.clear();
    const acting = makeUser({
      id: 'client-1',
      user_type: 'client',
      actual_user: { id: 'admin-1', email: 'a@x', first_name: 'A', last_name: 'A' },
    });
    const saved: unknown[] = [];
    stubApi(acting, (u, init) => {
      if (u.pathname === '/v2/people') return listAnswer([ann]);
      if (u.pathname !== '/v2/column_preferences/people') return undefined;
      if (init?.method === 'PUT') saved.push(JSON.parse(String(init.body)));
      return jsonResponse({
        data: { table: 'people', hidden_columns: ['secret'], updated_at: '2026-01-01T00:00:00Z' },
      });
    });
    const user = userEvent.setup();
    renderList(acting);
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Created' }));
    await waitFor(() => expect(saved).toEqual([{ hidden_columns: ['created_at', 'secret'] }]));
  });

  it('adds the money and hours columns of the rows shown into a "Page total" footer, exactly', async () => {
    interface Expense {
      id: string;
      who: string;
      amount: string;
      minutes: number;
    }
    const expenseColumns: DataListColumn<Expense>[] = [
      { accessor: 'who', title: 'Who' },
      { accessor: 'amount', title: 'Amount', textAlign: 'right', total: { money: (e) => e.amount } },
      { accessor: 'minutes', title: 'Hours', textAlign: 'right', total: { minutes: (e) => e.minutes } },
    ];
    const rows: Expense[] = [
      { id: 'e1', who: 'Ann', amount: '0.10', minutes: 30 },
      { id: 'e2', who: 'Bob', amount: '0.20', minutes: 45 },
      { id: 'e3', who: 'Cy', amount: '1000', minutes: 15 },
    ];
    function Expenses() {
      const list = useListQuery<Expense>({ path: '/expenses', filterKeys: [], defaultSort: 'who' });
      return <DataList list={list} columns={expenseColumns} tableName="expenses" noun="expenses" />;
    }
    // 12 rows in all, 3 on this page: the footer adds the page, not the total.
    stubApi(admin, (u) => (u.pathname === '/v2/expenses' ? listAnswer(rows, 12) : undefined));
    renderWithProviders(<Expenses />, { path: '/expenses', client: signedInClient(admin) });
    await screen.findByText('Ann', {}, { timeout: 3000 });
    const footer = document.querySelector('tfoot')!;
    expect(footer).not.toBeNull();
    const cells = [...footer.querySelectorAll('th, td')].map((c) => c.textContent);
    // 0.1 + 0.2 + 1000 in binary floats is 1000.3000000000001: the footer shows the exact sum.
    expect(cells).toEqual(['Page total', '$1,000.30', '1.50']);
  });

  it('shows no footer on a list without amounts', async () => {
    stubApi(admin, (u) => (u.pathname === '/v2/people' ? listAnswer([ann]) : undefined));
    renderList(admin);
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    expect(document.querySelector('tfoot')).toBeNull();
    expect(screen.queryByText('Page total')).not.toBeInTheDocument();
  });

  it('uses the real admin id while acting as someone', async () => {
    window.localStorage.clear();
    const acting = makeUser({
      id: 'client-1',
      user_type: 'client',
      actual_user: { id: 'admin-1', email: 'a@x', first_name: 'A', last_name: 'A' },
    });
    stubApi(acting, (u) => (u.pathname === '/v2/people' ? listAnswer([ann]) : undefined));
    const user = userEvent.setup();
    renderList(acting);
    await screen.findByText('ann@demo.test', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Created' }));
    await waitFor(() => expect(window.localStorage.getItem('admin-1-people-columns-toggle')).toContain('created_at'));
    expect(window.localStorage.getItem('client-1-people-columns-toggle')).toBeNull();
  });
});
