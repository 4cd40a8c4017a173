/**
 * The accounting sandbox keeps its state in the database (decision 0103): a connection made with one
 * running app keeps working when the app is built again on the same database — its tokens are still
 * accepted (and refreshed), its company's chart and journal are still there, a second export adds nothing
 * — and the sandbox stores no usable code or token (hashes only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ConnectionView } from '@app/domain';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { accountingSandbox } from './accounting-providers.js';
import { entryTotals, SANDBOX_ACCOUNT_CODES } from './accounting-sandbox.js';

let t: TestApp;
let second: FastifyInstance | null = null;
let token: string;

async function ok<T>(app: FastifyInstance, opts: InjectOptions): Promise<T> {
  const res = await app.inject({ ...opts, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('partner');
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('the sandbox across a restart', () => {
  let qbo: ConnectionView;
  let exported = 0;

  it('connects, syncs and exports with the first app', async () => {
    await ok(t.app, {
      method: 'PUT',
      url: '/v2/accounting_default_configs',
      payload: {
        defaults: Object.entries(SANDBOX_ACCOUNT_CODES).map(([kind, account_code]) => ({ kind, account_code })),
      },
    });
    const { authorize_url } = await ok<{ authorize_url: string }>(t.app, {
      method: 'POST',
      url: '/v2/accounting_auth',
      payload: { provider: 'quickbooks' },
    });
    const u = new URL(authorize_url);
    u.searchParams.set('decision', 'allow');
    const grant = await t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
    const back = new URL(grant.headers.location as string);
    qbo = await ok<ConnectionView>(t.app, {
      method: 'POST',
      url: '/v2/accounting_auth/complete',
      payload: {
        provider: 'quickbooks',
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        realm_id: back.searchParams.get('realmId'),
      },
    });
    await ok(t.app, { method: 'POST', url: '/v2/accounting_accounts/sync', payload: { connection_id: qbo.id } });
    const res = await ok<{ queued: number; exported: number }>(t.app, {
      method: 'POST',
      url: '/v2/integrations/accounting/exports',
      payload: { connection_id: qbo.id },
    });
    expect(res.exported).toBe(res.queued);
    exported = res.exported;
    expect(exported).toBeGreaterThan(0);

    // Hashes only: no code or token the connection holds is in the sandbox's tables.
    const grants = (await t.database.executeSql('select token_hash from accounting_sandbox_grants', [])).rows as {
      token_hash: string;
    }[];
    const [row] = (
      await t.database.executeSql('select access_token_ciphertext from accounting_connections where id = $1', [qbo.id])
    ).rows as { access_token_ciphertext: string }[];
    const access = t.app.deps.crypto.decrypt(row!.access_token_ciphertext);
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.every((g) => /^[0-9a-f]{64}$/.test(g.token_hash) && g.token_hash !== access)).toBe(true);
  });

  it('keeps the connection, the chart and the journal in an app built again on the same database', async () => {
    second = await buildApp({ ...t.config, seedDemo: false }, { database: t.database, logger: false });
    await second.ready();
    const view = await ok<ConnectionView>(second, { method: 'GET', url: `/v2/integrations/accounting/${qbo.id}` });
    expect(view.status).toBe('connected');
    // The stored access token is still accepted by the (new) sandbox: the chart syncs, nothing to reconnect.
    const synced = await ok<ConnectionView>(second, {
      method: 'POST',
      url: '/v2/accounting_accounts/sync',
      payload: { connection_id: qbo.id },
    });
    expect(synced).toMatchObject({ status: 'connected', account_count: 13, last_error: null });
    const sandbox = accountingSandbox(second.deps);
    const entries = await sandbox.entries(qbo.company_ref!);
    expect(entries).toHaveLength(exported);
    for (const e of entries) expect(entryTotals(e.lines).debit).toBe(entryTotals(e.lines).credit);
    const again = await ok<{ queued: number; exported: number }>(second, {
      method: 'POST',
      url: '/v2/integrations/accounting/exports',
      payload: { connection_id: qbo.id },
    });
    expect(again).toMatchObject({ queued: 0, exported: 0 });
    expect(await sandbox.entries(qbo.company_ref!)).toHaveLength(exported);
  });

  it('refreshes an expired token with the refresh token the first app stored', async () => {
    const sandbox = accountingSandbox(second!.deps);
    await sandbox.expireTokens(qbo.company_ref!);
    const synced = await ok<ConnectionView>(second!, {
      method: 'POST',
      url: '/v2/accounting_accounts/sync',
      payload: { connection_id: qbo.id },
    });
    expect(synced.status).toBe('connected');
    const journal = await second!.inject({
      method: 'GET',
      url: `/sandbox/accounting/companies/${qbo.company_ref}/journal`,
    });
    expect(journal.json().data).toHaveLength(exported);
  });
});
