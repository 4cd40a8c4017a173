import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { kinds, report } from './fixtures';
import { ReportDetailPage } from './report-detail-page';
import { ReportsPage } from './reports-page';

const owner = makeUser({ user_type: 'partner', role: 'owner', links: ['/reports'], base_links: ['/reports'] });
const routes = [
  { path: '/reports', element: <ReportsPage /> },
  { path: '/reports/:id', element: <ReportDetailPage /> },
];

describe('/reports', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('shows the catalogue and my reports, asking again while one is being built', async () => {
    let asked = 0;
    renderPages(owner, routes, '/reports', (u) => {
      if (u.pathname === '/v2/reports/kinds') return jsonResponse({ data: kinds });
      if (u.pathname === '/v2/reports') {
        asked++;
        return listAnswer([
          asked === 1 ? report({ status: 'PROCESSING', progress: 40, row_count: null, finished_at: null }) : report(),
        ]);
      }
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: 'Billing register' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PTO balances' })).toBeInTheDocument();
    // Each kind the server allows is a card (margin by placement, compliance status: decision 0099).
    expect(screen.getByRole('heading', { name: 'Margin by placement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Compliance status' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My reports' });
    expect(within(table).getByText('Processing')).toBeInTheDocument();
    expect(within(table).getByRole('progressbar', { name: '40% done' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'CSV' })).toBeNull();
    // Polled until finished: then the files.
    expect(await within(table).findByText('Finished', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'CSV' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'XLSX' })).toBeInTheDocument();
    expect(asked).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('runs a report with its parameters, showing the API’s errors by field, then opens it', async () => {
    const user = userEvent.setup();
    let first = true;
    const { fetchMock } = renderPages(owner, routes, '/reports', (u, init) => {
      if (u.pathname === '/v2/reports/kinds') return jsonResponse({ data: kinds });
      if (u.pathname === '/v2/reports' && init?.method === 'POST') {
        if (first) {
          first = false;
          return jsonResponse(
            { detail: [{ loc: ['body', 'params', 'date_to'], msg: 'The end date must not be before the start date' }] },
            422,
          );
        }
        return jsonResponse({ data: report({ id: 'rp-9', status: 'PENDING', progress: 0, row_count: null }) }, 201);
      }
      if (u.pathname === '/v2/reports') return listAnswer([]);
      if (u.pathname === '/v2/reports/rp-9') return jsonResponse({ data: report({ id: 'rp-9' }) });
      if (u.pathname === '/v2/clients') return listAnswer([]);
      return undefined;
    });
    expect(await screen.findByText('You have not run any reports yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run Billing register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run billing register' });
    // A partner's user names no partner: the report is their own partner's.
    expect(within(dialog).queryByRole('combobox', { name: 'Partner' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Due date from'), '2026-05-01');
    await user.type(within(dialog).getByLabelText('to'), '2026-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Run report' }));
    expect(await within(dialog).findByText('The end date must not be before the start date')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('to'));
    await user.type(within(dialog).getByLabelText('to'), '2026-05-31');
    await user.click(within(dialog).getByRole('button', { name: 'Run report' }));
    expect(await screen.findByRole('heading', { name: 'Billing register', level: 1 })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/reports').at(-1)).toEqual({
      kind: 'billing_register',
      params: { date_from: '2026-05-01', date_to: '2026-05-31' },
    });
  }, 20_000);

  it('says so when the reports cannot be loaded', async () => {
    renderPages(owner, routes, '/reports', (u) => {
      if (u.pathname === '/v2/reports/kinds') return jsonResponse({ message: 'Boom' }, 500);
      if (u.pathname === '/v2/reports') return jsonResponse({ message: 'Boom' }, 500);
      return undefined;
    });
    expect(await screen.findByText('Could not load the reports', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('Could not load your reports')).toBeInTheDocument();
  });
});

describe('/reports/:id', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('a failed report says why and offers no files', async () => {
    renderPages(owner, routes, '/reports/rp-2', (u) =>
      u.pathname === '/v2/reports/rp-2'
        ? jsonResponse({ data: report({ id: 'rp-2', status: 'FAILED', error: 'You may no longer run this report.' }) })
        : undefined,
    );
    expect(await screen.findByText('You may no longer run this report.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV' })).toBeNull();
  });

  it('a finished report offers its CSV and XLSX and shows its row count', async () => {
    renderPages(owner, routes, '/reports/rp-1', (u) =>
      u.pathname === '/v2/reports/rp-1' ? jsonResponse({ data: report({ row_count: 12 }) }) : undefined,
    );
    expect(await screen.findByRole('button', { name: 'CSV' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'XLSX' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });
});
