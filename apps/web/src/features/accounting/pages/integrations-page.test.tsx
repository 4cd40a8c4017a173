import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf, renderPages } from '../../../components/reference/test-harness';
import { clearToken } from '../../../lib/auth/token-store';
import { jsonResponse, listAnswer } from '../../../test/fetch-stub';
import { AccountingAuthPage } from './accounting-auth-page';
import { CONNECTION_ID, connection, exportRow, integrations, owner } from './fixtures';
import { IntegrationDetailPage } from './integration-detail-page';
import { IntegrationsPage } from './integrations-page';

const routes = [
  { path: '/integrations', element: <IntegrationsPage /> },
  { path: '/integrations/:id', element: <IntegrationDetailPage /> },
  { path: '/accounting_auth', element: <AccountingAuthPage /> },
];

describe('/integrations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    sessionStorage.clear();
  });

  it('shows each connector with its status; Disconnect asks first, then posts', async () => {
    const { fetchMock } = renderPages(owner, routes, '/integrations', (u, init) => {
      if (u.pathname === '/v2/integrations') return jsonResponse({ data: integrations });
      if (u.pathname === `/v2/integrations/accounting/${CONNECTION_ID}/disconnect` && init?.method === 'POST')
        return jsonResponse({ data: { ...connection, status: 'not_connected' } });
      return undefined;
    });
    const qbo = await screen.findByLabelText('QuickBooks Online');
    expect(within(qbo).getByText('Connected')).toBeInTheDocument();
    expect(within(qbo).getByText(/Sandbox Company 1/)).toBeInTheDocument();
    expect(within(qbo).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/integrations/quickbooks?connection_id=${CONNECTION_ID}`,
    );
    const xero = screen.getByLabelText('Xero');
    expect(within(xero).getByText('Not connected')).toBeInTheDocument();
    expect(within(xero).getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Checkr')).getByRole('link', { name: 'Manage in Screenings' }),
    ).toBeInTheDocument();

    await userEvent.click(within(qbo).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Disconnect QuickBooks Online?')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', `/v2/integrations/accounting/${CONNECTION_ID}/disconnect`)).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) =>
          String(u).includes(`/v2/integrations/accounting/${CONNECTION_ID}/disconnect`),
        ),
      ).toBe(true),
    );
  }, 15_000);

  it('shows the error when the connectors cannot be loaded', async () => {
    renderPages(owner, routes, '/integrations', (u) =>
      u.pathname === '/v2/integrations' ? jsonResponse({ message: 'Choose the partner' }, 422) : undefined,
    );
    expect(await screen.findByText('Could not load integrations')).toBeInTheDocument();
    expect(screen.getByText('Choose the partner')).toBeInTheDocument();
  });

  it('the detail page shows the connection, exports now and lists the export log with balanced lines', async () => {
    const { fetchMock } = renderPages(
      owner,
      routes,
      `/integrations/quickbooks?connection_id=${CONNECTION_ID}`,
      (u, init) => {
        if (u.pathname === `/v2/integrations/accounting/${CONNECTION_ID}`) return jsonResponse({ data: connection });
        if (u.pathname === '/v2/integrations/accounting/exports' && init?.method === 'POST')
          return jsonResponse({ data: { queued: 1, exported: 1, failed: 0, retrying: 0 } });
        if (u.pathname === '/v2/integrations/accounting/exports')
          return listAnswer([
            exportRow(),
            exportRow({
              id: 'e2',
              status: 'failed',
              external_id: null,
              last_error: 'Map an account for: Cash (operating bank)',
            }),
          ]);
        return undefined;
      },
    );
    expect(await screen.findByText(/Company Sandbox Company 1/)).toBeInTheDocument();
    expect(screen.getByLabelText('Accounts')).toHaveTextContent('13');
    expect(await screen.findByText('Map an account for: Cash (operating bank)')).toBeInTheDocument();
    expect(screen.getAllByText(/Dr \$107\.50 · Accounts receivable/)).toHaveLength(2);
    expect(
      fetchMock.mock.calls.some(
        ([u]) => String(u).includes(`/v2/integrations/accounting/exports?`) && String(u).includes(CONNECTION_ID),
      ),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Export now' }));
    expect(await screen.findByText('Export done: 1 exported, 0 failed')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/integrations/accounting/exports')).toEqual([
      { connection_id: CONNECTION_ID },
    ]);
  }, 15_000);

  it('the connection page switches the nightly export', async () => {
    const { fetchMock } = renderPages(
      owner,
      routes,
      `/integrations/quickbooks?connection_id=${CONNECTION_ID}`,
      (u, init) => {
        if (u.pathname === `/v2/integrations/accounting/${CONNECTION_ID}`)
          return jsonResponse({
            data: init?.method === 'PATCH' ? { ...connection, nightly_export: true } : connection,
          });
        if (u.pathname === '/v2/integrations/accounting/exports') return listAnswer([]);
        return undefined;
      },
    );
    expect(await screen.findByText(/Company Sandbox Company 1/, {}, { timeout: 5000 })).toBeInTheDocument();
    const nightly = screen.getByRole('switch', { name: /^Export new records every night/ });
    expect(nightly).not.toBeChecked();
    await userEvent.click(nightly);
    expect(await screen.findByText('New records will be exported every night')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PATCH', `/v2/integrations/accounting/${CONNECTION_ID}`)).toEqual([
      { nightly_export: true },
    ]);
  }, 15_000);

  it("/accounting_auth posts the provider's code, state and realm once and says the company is connected", async () => {
    sessionStorage.setItem('accounting-auth-provider', 'quickbooks');
    const { fetchMock } = renderPages(
      owner,
      routes,
      '/accounting_auth?code=code_1&state=st.1&realmId=9130123456789',
      (u, init) =>
        u.pathname === '/v2/accounting_auth/complete' && init?.method === 'POST'
          ? jsonResponse({ data: connection })
          : undefined,
    );
    expect(await screen.findByText('QuickBooks Online connected')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/accounting_auth/complete')).toEqual([
      { provider: 'quickbooks', code: 'code_1', state: 'st.1', realm_id: '9130123456789' },
    ]);
    expect(screen.getByRole('link', { name: 'Open QuickBooks Online' })).toHaveAttribute(
      'href',
      `/integrations/quickbooks?connection_id=${CONNECTION_ID}&partner_id=p1`,
    );
  }, 15_000);

  it('/accounting_auth says so when the connection was declined, and posts nothing', async () => {
    const { fetchMock } = renderPages(owner, routes, '/accounting_auth?error=access_denied&state=st.1');
    expect(
      await screen.findByText('The connection was declined in Xero, so nothing was connected.'),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/v2/accounting_auth/complete')).toHaveLength(0);
  });
});
