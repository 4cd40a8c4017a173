import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../lib/auth/token-store';
import { makeUser } from '../../test/factories';
import { jsonResponse, listAnswer, requestsTo, stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { useListQuery } from './use-list-query';

function Probe() {
  const list = useListQuery<{ id: string }>({ path: '/users', filterKeys: ['search', 'role'], defaultSort: 'email' });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="url">{location.search}</output>
      <output aria-label="total">{list.query.isSuccess ? list.total : 'loading'}</output>
      <output aria-label="capped">{String(list.totalCapped)}</output>
      <output aria-label="rows">{list.rows.map((r) => r.id).join(',')}</output>
      <button onClick={() => list.setPage(list.state.page + 1)}>next page</button>
      <button onClick={() => list.setPage(3)}>page 3</button>
      <button onClick={() => list.setPerPage(50)}>50 per page</button>
      <button onClick={() => list.setSort('-created_at')}>newest first</button>
      <button onClick={() => list.setFilter('role', 'owner')}>owners</button>
      <button onClick={() => list.clearFilters()}>clear</button>
      <button onClick={() => navigate(-1)}>back</button>
    </div>
  );
}

const url = () => Object.fromEntries(new URLSearchParams(screen.getByLabelText('url').textContent ?? ''));
const q = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('useListQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('reads the list from the URL and sends it to the API', async () => {
    const fetchMock = stubApi(makeUser(), (u) =>
      u.pathname === '/v2/users' ? listAnswer([{ id: 'a' }], 41) : undefined,
    );
    renderWithProviders(<Probe />, { path: '/admin/users?page=2&per_page=10&sort=-email&search=ann&type=keep' });
    await waitFor(() => expect(screen.getByLabelText('total')).toHaveTextContent('41'));
    const [request] = requestsTo(fetchMock, '/v2/users');
    expect(Object.fromEntries(request!.searchParams)).toEqual({
      page: '2',
      per_page: '10',
      sort: '-email',
      search: 'ann',
    });
  });

  it('writes page, size, sort and filters to the URL, resetting the page, and Back undoes them', async () => {
    const fetchMock = stubApi(makeUser(), (u) => (u.pathname === '/v2/users' ? listAnswer([]) : undefined));
    const user = userEvent.setup();
    renderWithProviders(<Probe />, { path: '/admin/users?type=keep' });

    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(url()).toEqual(q('?type=keep&page=3'));
    await user.click(screen.getByRole('button', { name: 'owners' }));
    expect(url()).toEqual(q('?type=keep&role=owner'));
    await user.click(screen.getByRole('button', { name: 'newest first' }));
    expect(url()).toEqual(q('?type=keep&sort=-created_at&role=owner'));
    await user.click(screen.getByRole('button', { name: '50 per page' }));
    expect(url()).toEqual(q('?type=keep&per_page=50&sort=-created_at&role=owner'));

    await waitFor(() => {
      const last = requestsTo(fetchMock, '/v2/users').at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        page: '1',
        per_page: '50',
        sort: '-created_at',
        role: 'owner',
      });
    });

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(url()).toEqual(q('?type=keep&sort=-created_at&role=owner'));
    await user.click(screen.getByRole('button', { name: 'clear' }));
    expect(url()).toEqual(q('?type=keep&sort=-created_at'));
  });

  it('walks forward by cursor, keeping the counted total, and jumps by number', async () => {
    // A cursor-paged list (decision 0033): page 1 counts and names the next page; a cursor page counts nothing.
    const fetchMock = stubApi(makeUser(), (u) => {
      if (u.pathname !== '/v2/users') return undefined;
      const cursor = u.searchParams.get('cursor');
      if (cursor === 'c2') return jsonResponse({ data: { data: [{ id: 'b' }], total: null, next_cursor: 'c3' } });
      if (cursor === 'c3') return jsonResponse({ data: { data: [{ id: 'c' }], total: null, next_cursor: null } });
      const page = u.searchParams.get('page');
      return jsonResponse({
        data: { data: [{ id: `p${page}` }], total: 10000, total_capped: true, next_cursor: 'c2' },
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<Probe />, { path: '/admin/users' });
    await waitFor(() => expect(screen.getByLabelText('rows')).toHaveTextContent('p1'));
    expect(screen.getByLabelText('capped')).toHaveTextContent('true');

    await user.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(screen.getByLabelText('rows')).toHaveTextContent(/^b$/));
    expect(Object.fromEntries(requestsTo(fetchMock, '/v2/users').at(-1)!.searchParams)).toEqual({
      per_page: '25',
      sort: 'email',
      cursor: 'c2',
    });
    expect(screen.getByLabelText('total')).toHaveTextContent('10000');
    await user.click(screen.getByRole('button', { name: 'next page' }));
    await waitFor(() => expect(screen.getByLabelText('rows')).toHaveTextContent(/^c$/));
    expect(url()).toEqual(q('?page=3'));
    expect(screen.getByLabelText('total')).toHaveTextContent('10000');

    // A page the cache cannot reach by cursor (a link, a jump) is asked for by number.
    renderWithProviders(<Probe />, { path: '/admin/users?page=7' });
    await waitFor(() => expect(screen.getAllByLabelText('rows').at(-1)).toHaveTextContent('p7'));
    expect(requestsTo(fetchMock, '/v2/users').at(-1)!.searchParams.get('page')).toBe('7');
  });
});
