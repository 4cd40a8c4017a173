import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../lib/auth/token-store';
import { makeUser } from '../../test/factories';
import { listAnswer, requestsTo, stubApi } from '../../test/fetch-stub';
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
});
