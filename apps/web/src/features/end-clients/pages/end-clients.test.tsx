import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndClientView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { EndClientDetailPage } from './end-client-detail-page';
import { EndClientsPage } from './end-clients-page';

const retail: EndClientView = {
  id: 'e-1',
  name: 'Globex Retail Division',
  partner: { id: 'p1', name: 'Acme Staffing' },
  client: { id: 'c1', name: 'Globex Corporation' },
  address: null,
  active: false,
  created_at: '2026-01-02T10:00:00Z',
};
const routes = [
  { path: '/end_clients', element: <EndClientsPage /> },
  { path: '/end_clients/:id', element: <EndClientDetailPage /> },
];
const partner = makeUser({ user_type: 'partner', role: 'owner' });

describe('/end_clients', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('needs a client before creating an end client', async () => {
    const { fetchMock } = renderPages(partner, routes, '/end_clients', (u) => {
      if (u.pathname === '/v2/end_clients') return listAnswer([retail]);
      if (u.pathname === '/v2/clients')
        return listAnswer([{ id: 'c1', name: 'Globex Corporation', partner: { id: 'p1' } }]);
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Globex Retail Division' }, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New end client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New end client' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme Retail');
    await user.click(within(dialog).getByRole('button', { name: 'Create end client' }));
    expect(await within(dialog).findByText('Choose a client')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/end_clients')).toHaveLength(0);
  }, 10_000);

  it('restores an archived end client without asking', async () => {
    const { fetchMock } = renderPages(partner, routes, '/end_clients/e-1', (u, init) => {
      if (u.pathname === '/v2/end_clients/e-1' && init?.method === 'PATCH')
        return jsonResponse({ data: { ...retail, active: true } });
      if (u.pathname === '/v2/end_clients/e-1') return jsonResponse({ data: retail });
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No address', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Archived')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored Globex Retail Division', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', '/v2/end_clients/e-1')).toEqual([{ active: true }]);
  });
});
