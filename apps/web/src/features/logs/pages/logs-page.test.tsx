import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { listAnswer, requestsTo, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import type { AccessLogRow } from '../api/get-access-logs';
import type { ServiceLogRow } from '../api/get-service-logs';
import { LogsPage } from './logs-page';

const accessRow: AccessLogRow = {
  id: 'a1',
  created_at: '2026-03-04T05:06:07Z',
  user_id: 'u1',
  user_email: 'paula@demo.test',
  actual_user_email: 'ada@demo.test',
  method: 'POST',
  path: '/v2/invoices',
  status: 422,
  ip: '10.0.0.1',
  duration_ms: 1234,
};
const serviceRow: ServiceLogRow = {
  id: 's1',
  created_at: '2026-03-04T05:06:07Z',
  service: 'mailer',
  operation: 'send_code',
  status: 'failure',
  duration_ms: 87,
  error: 'SMTP timeout',
};
const admin = makeUser({ id: 'admin-1', user_type: 'admin' });

function Url() {
  return <output aria-label="url">{useLocation().search}</output>;
}

function renderLogs(path: string) {
  const fetchMock = stubApi(admin, (u) => {
    if (u.pathname === '/v2/access_logs') return listAnswer([accessRow]);
    if (u.pathname === '/v2/service_logs') return listAnswer([serviceRow]);
    return undefined;
  });
  renderWithProviders(
    <>
      <LogsPage />
      <Url />
    </>,
    { path, client: signedInClient(admin) },
  );
  return fetchMock;
}

describe('/logs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('opens the access logs by default, without sending the tab to the API', async () => {
    const fetchMock = renderLogs('/logs');
    expect(screen.getByRole('heading', { name: 'Logs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Access Logs' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('/v2/invoices', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('as ada@demo.test')).toBeInTheDocument();
    expect(screen.getByText('422')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Path' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Method' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Date range' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/service_logs')).toHaveLength(0);
    const [request] = requestsTo(fetchMock, '/v2/access_logs');
    expect(request!.searchParams.get('sort')).toBe('-created_at');
    expect(request!.searchParams.has('type')).toBe(false);
  });

  it('switches tabs through ?type=', async () => {
    const fetchMock = renderLogs('/logs?type=access&status=500');
    const user = userEvent.setup();
    await screen.findByText('/v2/invoices', {}, { timeout: 3000 });

    await user.click(screen.getByRole('tab', { name: 'Service Logs' }));
    // The access tab's filters stay behind.
    expect(screen.getByLabelText('url')).toHaveTextContent(/^\?type=service$/);
    expect(await screen.findByText('SMTP timeout', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Service Logs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Service' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/service_logs')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/v2/service_logs')[0]!.searchParams.has('status')).toBe(false);
  });

  it('opens the service logs for ?type=service', async () => {
    renderLogs('/logs?type=service');
    expect(screen.getByRole('tab', { name: 'Service Logs' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('send_code', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('keeps a half-typed status out of the request', async () => {
    const fetchMock = renderLogs('/logs');
    const user = userEvent.setup();
    await screen.findByText('/v2/invoices', {}, { timeout: 3000 });
    await user.type(screen.getByRole('textbox', { name: 'Status' }), '40');
    expect(await screen.findByText('A status code from 100 to 599')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Status' }), '4');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/v2/access_logs').at(-1)!.searchParams.get('status')).toBe('404'),
    );
    expect(requestsTo(fetchMock, '/v2/access_logs').some((u) => u.searchParams.get('status') === '40')).toBe(false);
  });
});
