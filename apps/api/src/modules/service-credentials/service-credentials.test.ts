/**
 * service_credentials (decision 0106): admins see the platform's apps (the sandbox standing in here) and
 * every partner's connections; a partner's sensitive roles see their own partner's connections only;
 * everyone else is refused; another partner's connections are never listed (naming that partner is 404);
 * last use follows the connection's calls; no token or secret is ever in the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionView, ServiceCredentialView } from '@app/domain';
import { accountingConnections } from '../../db/schema/index.js';
import { createTestApp, type DemoAs, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let partner2: string;
let acme: ConnectionView;
let beacon: ConnectionView;
type Who = DemoAs | 'partner2';
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  who === 'partner2'
    ? t.call(partner2, { method, url, ...(payload && { payload }) })
    : t.callAs(who, { method, url, ...(payload && { payload }) });
async function ok<T>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}
const list = async (who: Who, q = '') =>
  (await ok<{ data: ServiceCredentialView[]; total: number }>(who, 'GET', `/v2/service_credentials${q}`)).data;

async function connect(who: Who, provider: 'quickbooks' | 'xero'): Promise<ConnectionView> {
  const { authorize_url } = await ok<{ authorize_url: string }>(who, 'POST', '/v2/accounting_auth', { provider });
  const u = new URL(authorize_url);
  u.searchParams.set('decision', 'allow');
  const back = new URL(
    (await t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` })).headers.location as string,
  );
  return ok<ConnectionView>(who, 'POST', '/v2/accounting_auth/complete', {
    provider,
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    ...(back.searchParams.get('realmId') && { realm_id: back.searchParams.get('realmId') }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  partner2 = await t.login('partner2@demo.test');
  acme = await connect('partner', 'quickbooks');
  beacon = await connect('partner2', 'xero');
});
afterAll(async () => t?.close());

describe('service_credentials', () => {
  it('lists the platform apps and every partner’s connections to admins', async () => {
    const rows = await list('admin');
    const apps = rows.filter((r) => r.kind === 'platform_app');
    expect(apps.map((a) => [a.id, a.status])).toEqual([
      ['app:quickbooks', 'sandbox'],
      ['app:xero', 'sandbox'],
      ['app:checkr', 'sandbox'],
    ]);
    // The connect flow called QuickBooks and Xero: the apps were last used then.
    expect(apps.find((a) => a.service === 'quickbooks')!.last_used_at).not.toBeNull();
    const conns = rows.filter((r) => r.kind === 'partner_connection');
    expect(conns.find((r) => r.id === acme.id)).toMatchObject({
      service: 'quickbooks',
      partner: { id: ids.acme },
      status: 'connected',
      account: acme.company_name,
    });
    expect(conns.find((r) => r.id === beacon.id)).toMatchObject({ service: 'xero', status: 'connected' });
    // Named partner: its connections only; a kind filter; CSV.
    const acmeOnly = await list('admin', `?partner_id=${ids.acme}`);
    expect(acmeOnly.length).toBeGreaterThan(0);
    expect(acmeOnly.every((r) => r.partner?.id === ids.acme)).toBe(true);
    expect((await list('admin', '?kind=platform_app')).every((r) => r.kind === 'platform_app')).toBe(true);
    const csv = await call('admin', 'GET', '/v2/service_credentials?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Service');
  });

  it('shows a partner’s sensitive roles their own connections only, with their last use', async () => {
    const before = (await list('partner')).find((r) => r.id === acme.id)!;
    await ok('partner', 'POST', '/v2/accounting_accounts/sync', { connection_id: acme.id });
    const rows = await list('partner');
    expect(rows.every((r) => r.kind === 'partner_connection' && r.partner?.id === ids.acme)).toBe(true);
    expect(rows.some((r) => r.id === beacon.id)).toBe(false);
    const after = rows.find((r) => r.id === acme.id)!;
    expect(after.last_used_at).not.toBeNull();
    expect(before.last_used_at === null || after.last_used_at! >= before.last_used_at).toBe(true);
    const theirs = await list('partner2');
    expect(theirs.map((r) => r.id)).toContain(beacon.id);
    expect(theirs.some((r) => r.id === acme.id)).toBe(false);
    expect((await call('partner2', 'GET', `/v2/service_credentials?partner_id=${ids.acme}`)).statusCode).toBe(404);
  });

  it('refuses everyone else', async () => {
    for (const who of ['eor', 'client', 'contractor', 'sales_partner'] as const)
      expect((await call(who, 'GET', '/v2/service_credentials')).statusCode, who).toBe(403);
    // A partner role without sensitive access is refused too (the route's link needs the capability).
    expect((await call(['partner', 'recruiter'], 'GET', '/v2/service_credentials')).statusCode).toBe(403);
  });

  it('never answers a token or a secret', async () => {
    const rows = await t.app.deps.db.select().from(accountingConnections);
    const secrets = rows
      .flatMap((r) => [r.accessTokenCiphertext, r.refreshTokenCiphertext])
      .filter((c): c is string => c !== null);
    secrets.push(...secrets.map((c) => t.app.deps.crypto.decrypt(c)));
    for (const who of ['admin', 'partner', 'partner2'] as const) {
      const body = (await call(who, 'GET', '/v2/service_credentials')).body;
      for (const s of secrets) expect(body).not.toContain(s);
      expect(body).not.toMatch(/token|secret/i);
    }
  });
});
