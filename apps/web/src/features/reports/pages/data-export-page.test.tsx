import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataExportView } from '@app/domain';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, requestsTo } from '../../../test/fetch-stub';
import { DataExportPage } from './data-export-page';

const owner = makeUser({ user_type: 'partner', role: 'owner', links: ['/data_export'], base_links: ['/data_export'] });
const routes = [{ path: '/data_export', element: <DataExportPage /> }];
const dataExport = (over: Partial<DataExportView> = {}): DataExportView => ({
  id: 'de-1',
  status: 'FINISHED',
  progress: 100,
  error: null,
  partner: { id: 'p-1', name: 'Acme Staffing' },
  size_bytes: 20480,
  created_at: '2026-11-27T10:00:00.000Z',
  finished_at: '2026-11-27T10:00:09.000Z',
  expires_at: '2026-11-28T10:00:09.000Z',
  downloaded_at: null,
  downloadable: true,
  ...over,
});

describe('/data_export', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('requests an export, shows it being prepared, then offers its one download', async () => {
    const user = userEvent.setup();
    let rows: DataExportView[] = [];
    let asked = 0;
    const { fetchMock } = renderPages(owner, routes, '/data_export', (u, init) => {
      if (u.pathname === '/v2/data_exports' && init?.method === 'POST') {
        rows = [
          dataExport({ status: 'PENDING', progress: 0, downloadable: false, expires_at: null, size_bytes: null }),
        ];
        return jsonResponse({ data: rows[0] }, 201);
      }
      if (u.pathname === '/v2/data_exports') {
        if (rows[0]?.status === 'PENDING' && ++asked > 1) rows = [dataExport()];
        return listAnswer(rows);
      }
      if (u.pathname === '/v2/data_exports/de-1/download') {
        rows = [dataExport({ downloadable: false, downloaded_at: '2026-11-27T10:01:00.000Z' })];
        return new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/zip' } });
      }
      return undefined;
    });
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    expect(await screen.findByText('You have not exported your data yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    // A partner's user exports its partner's data: no partner to choose.
    expect(screen.queryByRole('combobox', { name: 'Data of' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(bodiesOf(fetchMock, 'POST', '/v2/data_exports')).toEqual([{}]);
    const table = await screen.findByRole('table', { name: 'My exports' });
    expect(await within(table).findByText('Preparing…')).toBeInTheDocument();
    await user.click(await within(table).findByRole('button', { name: 'Download' }, { timeout: 5000 }));
    expect(await within(table).findByText(/^Downloaded/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/data_exports/de-1/download')).toHaveLength(1);
  }, 20_000);

  it('an expired export and a failed one say so', async () => {
    renderPages(owner, routes, '/data_export', (u) =>
      u.pathname === '/v2/data_exports'
        ? listAnswer([
            dataExport({ id: 'de-2', downloadable: false }),
            dataExport({ id: 'de-3', status: 'FAILED', downloadable: false, error: 'You may no longer export data.' }),
          ])
        : undefined,
    );
    expect(await screen.findByText('Expired', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('You may no longer export data.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
