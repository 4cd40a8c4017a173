import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectCodeView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { ProjectCodeDetailPage } from './project-code-detail-page';
import { ProjectCodesPage } from './project-codes-page';

/** The create schema takes uuids only. */
const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';
const alpha: ProjectCodeView = {
  id: 'pc-1',
  code: 'ALPHA',
  description: 'Project Alpha',
  active: true,
  client: { id: CLIENT_ID, name: 'Globex Corporation' },
  partner: { id: 'p1', name: 'Acme Staffing' },
  created_at: '2026-03-01T10:00:00Z',
};
const routes = [
  { path: '/project_codes', element: <ProjectCodesPage /> },
  { path: '/project_codes/:id', element: <ProjectCodeDetailPage /> },
];
const partner = makeUser({ user_type: 'partner', role: 'owner' });

describe('/project_codes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    localStorage.removeItem('ui.timezone');
  });

  it('dates a code on the day it was made where the reader is, and gives focus back when New is cancelled', async () => {
    // 03:00 UTC on March 2 is still March 1 in Los Angeles (the zone chosen on /settings).
    localStorage.setItem('ui.timezone', 'America/Los_Angeles');
    const admin = makeUser({ user_type: 'admin', role: 'admin' });
    renderPages(admin, routes, '/project_codes', (u) => {
      if (u.pathname === '/v2/project_codes') return listAnswer([{ ...alpha, created_at: '2026-03-02T03:00:00Z' }]);
      if (u.pathname === '/v2/clients') return listAnswer([]);
      return undefined;
    });
    const user = userEvent.setup();
    const row = (await screen.findByRole('link', { name: 'ALPHA' }, { timeout: 3000 })).closest('tr')!;
    expect(within(row).getByText('Mar 1, 2026, 7:00 PM PST')).toBeInTheDocument();

    const open = screen.getByRole('button', { name: 'New project code' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'New project code' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  }, 15_000);

  it('creates a code for a chosen client and opens it', async () => {
    const { fetchMock, router } = renderPages(partner, routes, '/project_codes', (u, init) => {
      if (u.pathname === '/v2/project_codes' && init?.method === 'POST')
        return jsonResponse({ data: { ...alpha, id: 'pc-2', code: 'BETA' } }, 201);
      if (u.pathname === '/v2/project_codes') return listAnswer([alpha]);
      if (u.pathname === '/v2/project_codes/pc-2')
        return jsonResponse({ data: { ...alpha, id: 'pc-2', code: 'BETA' } });
      if (u.pathname === '/v2/clients')
        return listAnswer([
          { id: CLIENT_ID, name: 'Globex Corporation', partner: { id: 'p1', name: 'Acme Staffing' } },
        ]);
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'ALPHA' }, { timeout: 3000 })).toHaveAttribute(
      'href',
      '/project_codes/pc-1',
    );
    await user.click(screen.getByRole('button', { name: 'New project code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'BETA');
    await user.click(within(dialog).getByRole('button', { name: 'Create project code' }));
    expect(await within(dialog).findByText('Choose a client')).toBeInTheDocument();
    const picker = within(dialog).getByRole('combobox', { name: 'Client' });
    await user.click(picker);
    // The list's client filter has the same option: take the one in this picker's listbox.
    await waitFor(() => expect(picker.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(picker.getAttribute('aria-controls')!)!;
    await user.click(
      await within(listbox).findByRole('option', { name: 'Globex Corporation', hidden: true }, { timeout: 3000 }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create project code' }));
    expect(await screen.findByRole('heading', { name: 'BETA' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project_codes/pc-2');
    expect(bodiesOf(fetchMock, 'POST', '/v2/project_codes')).toEqual([
      { client_id: CLIENT_ID, code: 'BETA', description: null, active: true },
    ]);
  }, 15_000);

  it('shows a client its codes without New, Edit or Archive', async () => {
    const client = makeUser({ user_type: 'client', role: 'owner' });
    renderPages(client, routes, '/project_codes/pc-1', (u) =>
      u.pathname === '/v2/project_codes/pc-1' ? jsonResponse({ data: alpha }) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'ALPHA' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Project Alpha')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});
