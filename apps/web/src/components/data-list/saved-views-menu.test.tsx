import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedView } from '@app/domain';
import { clearToken } from '../../lib/auth/token-store';
import { makeUser } from '../../test/factories';
import { jsonResponse, lastBody, listAnswer, requestsTo, stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { signedInClient } from '../../test/session';
import type { DataListColumn } from './columns';
import { DataList } from './data-list';
import { useListQuery } from './use-list-query';
import { viewQueryOf } from './saved-views-menu';

interface Person {
  id: string;
  email: string;
  city: string;
}
const columns: DataListColumn<Person>[] = [
  { accessor: 'email', title: 'Email', sortable: true },
  { accessor: 'city', title: 'City' },
];

function Harness() {
  const list = useListQuery<Person>({ path: '/people', filterKeys: ['status'], defaultSort: 'email' });
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <DataList list={list} columns={columns} tableName="people" noun="people" />
    </>
  );
}

const partner = makeUser({ id: 'partner-1' });
const inactive: SavedView = {
  id: 'v1',
  table: 'people',
  name: 'Inactive, no city',
  query: 'sort=-email&status=inactive',
  hidden_columns: ['city'],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  window.localStorage.clear();
});

describe('saved views', () => {
  it('keeps a view without its page', () => {
    expect(viewQueryOf(new URLSearchParams('status=a&page=3&cursor=x&sort=-email'))).toBe('sort=-email&status=a');
  });

  it('loads the views only when the menu opens, and applies one: its filters, sort and hidden columns', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(partner, (u) => {
      if (u.pathname === '/v2/people') return listAnswer([{ id: 'p1', email: 'ann@demo.test', city: 'Austin' }]);
      if (u.pathname === '/v2/saved_views') return listAnswer([inactive]);
      if (u.pathname === '/v2/column_preferences/people')
        return jsonResponse({ data: { table: 'people', hidden_columns: [], updated_at: null } });
      return undefined;
    });
    renderWithProviders(<Harness />, { path: '/people?page=2', client: signedInClient(partner) });
    expect(await screen.findByText('Austin', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/saved_views')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Inactive, no city', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('?sort=-email&status=inactive'));
    expect(requestsTo(fetchMock, '/v2/saved_views')[0]!.searchParams.get('table')).toBe('people');
    await waitFor(() => expect(screen.queryByText('City')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(lastBody(fetchMock, 'PUT', '/v2/column_preferences/people')).toEqual({ hidden_columns: ['city'] }),
    );
  });

  it('saves the current list under a name, and deletes a view after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(partner, (u, init) => {
      if (u.pathname === '/v2/people') return listAnswer([]);
      if (u.pathname === '/v2/saved_views' && init?.method === 'POST') return jsonResponse({ data: inactive }, 201);
      if (u.pathname === '/v2/saved_views/v1' && init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (u.pathname === '/v2/saved_views') return listAnswer([inactive]);
      return undefined;
    });
    renderWithProviders(<Harness />, { path: '/people?status=inactive&page=3', client: signedInClient(partner) });
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByText('Name the view')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/saved_views')).toEqual({
        table: 'people',
        name: 'Inactive',
        query: 'status=inactive',
        hidden_columns: [],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save current view' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage views…', hidden: true }));
    const manage = await screen.findByRole('dialog', { name: 'Saved views' });
    await user.click(within(manage).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the view "Inactive, no city"?' });
    expect(requestsTo(fetchMock, '/v2/saved_views/v1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/saved_views/v1')).toHaveLength(1));
  });
});
