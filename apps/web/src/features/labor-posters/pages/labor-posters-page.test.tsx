import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LaborPosterView } from '@app/domain';
import { renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer } from '../../../test/fetch-stub';
import { LaborPostersPage } from './labor-posters-page';

const poster = (over: Partial<LaborPosterView> = {}): LaborPosterView => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  title: 'Texas Payday Law',
  country: 'US',
  region: 'TX',
  jurisdiction: 'Texas',
  filename: 'texas-payday.pdf',
  size_bytes: 1200,
  status: 'active',
  uploaded_by: { id: 'u1', name: 'Ada Admin' },
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});
const user = (userType: 'admin' | 'contractor') =>
  makeUser({ user_type: userType, links: ['/labor_posters'], base_links: ['/labor_posters'] });
const routes = [{ path: '/labor_posters', element: <LaborPostersPage /> }];

describe('/labor_posters', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it("shows a worker its places' posters and opens one through a short link; no upload", async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    renderPages(user('contractor'), routes, '/labor_posters', (u) => {
      if (u.pathname === '/v2/labor_posters')
        return listAnswer([
          poster(),
          poster({ id: 'f2', title: 'Employee Rights', region: null, jurisdiction: 'Federal (US)' }),
        ]);
      if (u.pathname.endsWith('/file_link'))
        return jsonResponse({
          data: { file_url: 'http://localhost/v2/files/x?jwt=1', expires_at: '2026-11-27T12:05:00Z' },
        });
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Labor Posters', level: 1 })).toBeVisible();
    expect(screen.getByText(/where you work/)).toBeVisible();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Federal (US)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload poster' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Archive' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Open Texas Payday Law' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('http://localhost/v2/files/x?jwt=1', '_blank', 'noopener'));
  });

  it('shows an empty state', async () => {
    renderPages(user('contractor'), routes, '/labor_posters', (u) =>
      u.pathname === '/v2/labor_posters' ? listAnswer([]) : undefined,
    );
    expect(await screen.findByText('No posters yet')).toBeVisible();
  });

  it('lets staff upload a state poster as a PDF', async () => {
    const { fetchMock } = renderPages(user('admin'), routes, '/labor_posters', (u, init) => {
      if (u.pathname === '/v2/labor_posters' && init?.method === 'POST') return jsonResponse({ data: poster() }, 201);
      if (u.pathname === '/v2/labor_posters') return listAnswer([]);
      return undefined;
    });
    await screen.findByText('No posters yet');
    await userEvent.click(screen.getByRole('button', { name: 'Upload poster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload labor poster' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Poster/ }), 'Texas Payday Law');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^State/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Texas', hidden: true }));
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'texas.pdf', { type: 'application/pdf' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, pdf);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/labor_posters')).toMatchObject({
        title: 'Texas Payday Law',
        country: 'US',
        region: 'TX',
        filename: 'texas.pdf',
      }),
    );
  });
});
