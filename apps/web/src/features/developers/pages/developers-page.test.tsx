import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiEventView, ApiKeyView, WebhookDeliveryView, WebhookEndpointView } from '@app/domain';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, lastBody, listAnswer, requestsTo, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { DevelopersPage } from './developers-page';

const developer = makeUser({ user_type: 'partner', is_developer: true });
const key: ApiKeyView = {
  id: 'k1',
  name: 'Books sync',
  prefix: 'sk_AbCdEfGh',
  scopes: ['invoices:read', 'payments:read'],
  owner: { id: 'u1', name: 'Paula Partner' },
  partner_id: 'p1',
  last_used_at: null,
  revoked_at: null,
  created_at: '2026-11-20T10:00:00Z',
};
const endpoint: WebhookEndpointView = {
  id: 'e1',
  url: 'https://hooks.example.com/in',
  description: 'Books',
  event_types: ['invoice.paid'],
  owner: { id: 'u1', name: 'Paula Partner' },
  partner_id: 'p1',
  disabled_at: null,
  disabled_reason: null,
  created_at: '2026-11-20T10:00:00Z',
};
const delivery: WebhookDeliveryView = {
  id: 'd1',
  endpoint_id: 'e1',
  event_id: 'ev1',
  event_type: 'invoice.paid',
  status: 'failed',
  attempts: 10,
  next_attempt_at: null,
  last_attempt_at: '2026-11-23T10:00:00Z',
  last_status_code: 503,
  last_response: 'Service Unavailable',
  created_at: '2026-11-20T10:00:00Z',
};
const event: ApiEventView = {
  id: 'ev1',
  type: 'invoice.paid',
  subject_type: 'invoice',
  subject_id: 'i1',
  partner_id: 'p1',
  data: {},
  created_at: '2026-11-20T10:00:00Z',
};

function renderPage(path: string, user = developer) {
  const fetchMock = stubApi(user, (u, init) => {
    const method = init?.method ?? 'GET';
    if (u.pathname === '/v2/api_keys' && method === 'GET') return listAnswer([key]);
    if (u.pathname === '/v2/api_keys' && method === 'POST')
      return jsonResponse({ data: { ...key, id: 'k2', name: 'New', key: 'sk_secretsecretsecret' } }, 201);
    if (u.pathname === '/v2/api_keys/k1' && method === 'DELETE')
      return jsonResponse({ data: { ...key, revoked_at: '2026-11-27T10:00:00Z' } });
    if (u.pathname === '/v2/webhook_endpoints' && method === 'GET') return listAnswer([endpoint]);
    if (u.pathname === '/v2/webhook_endpoints' && method === 'POST')
      return jsonResponse({ data: { ...endpoint, id: 'e2', secret: 'whsec_c2VjcmV0' } }, 201);
    if (u.pathname === '/v2/webhook_deliveries') return listAnswer([delivery]);
    if (u.pathname === '/v2/webhook_deliveries/d1/attempts')
      return listAnswer([
        {
          id: 'a2',
          attempt: 2,
          attempted_at: '2026-11-20T10:00:05Z',
          status_code: null,
          response: 'The endpoint timed out',
          duration_ms: 10000,
        },
        {
          id: 'a1',
          attempt: 1,
          attempted_at: '2026-11-20T10:00:00Z',
          status_code: 500,
          response: 'oops',
          duration_ms: 12,
        },
      ]);
    if (u.pathname === '/v2/webhook_deliveries/d1/redeliver')
      return jsonResponse({ data: { ...delivery, status: 'succeeded', last_status_code: 200 } });
    if (u.pathname === '/v2/api_events') return listAnswer([event]);
    return undefined;
  });
  renderWithProviders(<DevelopersPage />, { path, client: signedInClient(user) });
  return fetchMock;
}

describe('/developers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists API keys by prefix, scopes and last use; creates one and shows the key once', async () => {
    const fetchMock = renderPage('/developers');
    expect(await screen.findByText('sk_AbCdEfGh…', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('invoices:read')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'New');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Timesheets and time off: read' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Invoices and bills: write' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('sk_secretsecretsecret')).toBeInTheDocument();
    expect(within(dialog).getByText('Copy this API key now')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/api_keys')).toEqual({
      name: 'New',
      scopes: ['timesheets:read', 'invoices:write'],
    });
  });

  it('revokes a key after confirmation', async () => {
    const fetchMock = renderPage('/developers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke' }, { timeout: 3000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Requests with sk_AbCdEfGh… are refused/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u, i]) => String(u).includes('/v2/api_keys/k1') && i?.method === 'DELETE'),
      ).toBe(true),
    );
  });

  it('webhooks: endpoints, the delivery log with codes, redelivery, a new endpoint’s secret once, the recipe', async () => {
    const fetchMock = renderPage('/developers?tab=webhooks');
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' }, { timeout: 3000 });
    expect(within(table).getByText('https://hooks.example.com/in')).toBeInTheDocument();
    expect(await screen.findByText('503')).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
    expect(screen.getByLabelText('Signature recipe')).toHaveTextContent('${id}.${timestamp}.${body}');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Attempts' }));
    const attempts = await screen.findByRole('table', { name: 'Delivery attempts' });
    expect(await within(attempts).findByText('The endpoint timed out')).toBeInTheDocument();
    expect(within(attempts).getByText('No answer')).toBeInTheDocument();
    expect(within(attempts).getByText('500')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Delivery attempts' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Redeliver' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/v2/webhook_deliveries/d1/redeliver')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'https://example.com/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Invoice paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('whsec_c2VjcmV0')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'POST', '/v2/webhook_endpoints')).toEqual({
      url: 'https://example.com/hook',
      description: '',
      event_types: ['invoice.paid'],
    });
  });

  it('lists events', async () => {
    renderPage('/developers?tab=events');
    expect(await screen.findByText('invoice i1', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Invoice paid')).toBeInTheDocument();
  });

  it('explains the page to a user who is not a developer, and calls nothing', async () => {
    const fetchMock = renderPage('/developers', makeUser({ user_type: 'partner', is_developer: false }));
    expect(await screen.findByText(/managed by your organization/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/v2/api_keys')).toHaveLength(0);
  });
});
