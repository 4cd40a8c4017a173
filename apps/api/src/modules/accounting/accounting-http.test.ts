/**
 * The production transports (decision 0102) against QuickBooks Online and Xero as their servers answer,
 * served on local ports (test/fake-accounting-providers.ts): the app configured with each provider's app
 * connects through the provider's consent redirect, exchanges the code (HTTP Basic, form), syncs the chart,
 * exports balanced entries carrying the provider's idempotency key, refreshes an expired token on a 401,
 * waits out a 429's Retry-After, retries a 5xx, and records a validation error's own message in the export
 * and the service log — never a token or the client secret.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingMappingView, ConnectionView, IntegrationsView } from '@app/domain';
import type { AccountingClientConfig, Config } from '../../config.js';
import { accountingConnections, accountingExports, serviceLogs } from '../../db/schema/index.js';
import { runAccountingExports } from '../../jobs/accounting-exports.js';
import { FakeProvider, serveFake } from '../../test/fake-accounting-providers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionOf } from './accounting-connections.service.js';
import { accountingAvailable, accountingProvider } from './accounting-providers.js';
import { AccountingRefused, AccountingUnavailable } from './accounting-provider.js';
import { retryingTransport } from './accounting-http.js';
import { BACKOFF_BASE_MS } from './accounting-exports.service.js';
import { SANDBOX_ACCOUNT_CODES } from './accounting-sandbox.js';

const REDIRECT = 'https://app.example.test/accounting_auth';
const qboFake = new FakeProvider('quickbooks', 'qbo-client', 'qbo-secret-0123456789', '4620816365180000000');
const xeroFake = new FakeProvider(
  'xero',
  'xero-client',
  'xero-secret-0123456789',
  '8a0b3c1e-2d4f-4e6a-9b7c-1d2e3f4a5b6c',
);
let closers: { close(): Promise<void> }[] = [];
let t: TestApp;

const clientOf = (f: FakeProvider, authorizePath: string): AccountingClientConfig => ({
  clientId: f.clientId,
  clientSecret: f.clientSecret,
  authorizeUrl: `${f.url}${authorizePath}`,
  oauthUrl: f.url,
  apiUrl: f.url,
});

async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const res = await t.callAs('partner', { method, url, ...(payload && { payload }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

/** Connects as Acme's owner: our authorize URL, the provider's redirect back, our completion. */
async function connect(provider: 'quickbooks' | 'xero'): Promise<ConnectionView> {
  const { authorize_url } = await ok<{ authorize_url: string }>('POST', '/v2/accounting_auth', { provider });
  const u = new URL(authorize_url);
  expect(u.searchParams.get('redirect_uri')).toBe(REDIRECT);
  expect(u.searchParams.get('response_type')).toBe('code');
  const back = await fetch(authorize_url, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const to = new URL(back.headers.get('location')!);
  expect(`${to.origin}${to.pathname}`).toBe(REDIRECT);
  return ok<ConnectionView>('POST', '/v2/accounting_auth/complete', {
    provider,
    code: to.searchParams.get('code'),
    state: to.searchParams.get('state'),
    ...(to.searchParams.get('realmId') && { realm_id: to.searchParams.get('realmId') }),
  });
}

/** Syncs the chart and maps every kind by the fake's account codes. */
async function syncAndMap(c: ConnectionView, f: FakeProvider) {
  await ok('POST', '/v2/accounting_accounts/sync', { connection_id: c.id });
  const codes: Record<string, string> = SANDBOX_ACCOUNT_CODES;
  const mapped = await ok<{ data: AccountingMappingView[] }>('PUT', '/v2/accounting_mappings', {
    connection_id: c.id,
    mappings: Object.entries(codes).map(([kind, code]) => ({ kind, external_id: f.account(code).id })),
  });
  expect(mapped.data.every((m) => m.account !== null)).toBe(true);
}

const logs = async (service: string) =>
  (await t.app.deps.db.select().from(serviceLogs)).filter((r) => r.service === service);

beforeAll(async () => {
  closers = [await serveFake(qboFake), await serveFake(xeroFake)];
  const accounting: Config['accounting'] = {
    quickbooks: clientOf(qboFake, '/connect/oauth2'),
    xero: clientOf(xeroFake, '/identity/connect/authorize'),
    redirectUrl: REDIRECT,
    timeoutMs: 5000,
    maxRetryWaitMs: 2000,
  };
  t = await createTestApp({ accounting });
});
afterAll(async () => {
  await t?.close();
  for (const c of closers) await c.close();
});

describe('QuickBooks Online over HTTP', () => {
  let qbo: ConnectionView;

  it('connects through Intuit’s consent redirect and its token endpoint (Basic auth, form body)', async () => {
    qbo = await connect('quickbooks');
    expect(qbo).toMatchObject({ status: 'connected', company_ref: qboFake.company, company_name: 'Intuit Sandbox Co' });
    const [grant] = qboFake.seen('/oauth2/v1/tokens/bearer');
    expect(grant!.headers.accept).toBe('application/json');
    expect(new URLSearchParams(grant!.body).get('grant_type')).toBe('authorization_code');
    expect(new URLSearchParams(grant!.body).get('redirect_uri')).toBe(REDIRECT);
    const listed = await ok<IntegrationsView>('GET', '/v2/integrations');
    expect(listed.connectors[0]).toMatchObject({ id: 'quickbooks', status: 'connected', can_manage: true });
  });

  it('syncs the chart at minor version 75', async () => {
    await syncAndMap(qbo, qboFake);
    const query = qboFake.seen(`/v3/company/${qboFake.company}/query`);
    expect(query.length).toBeGreaterThan(0);
    expect(query.every((r) => new URL(r.path, 'http://x').searchParams.get('minorversion') === '75')).toBe(true);
  });

  it('exports balanced entries with a requestid each, waiting out a 429 and retrying a 503 in place', async () => {
    qboFake.failNext(
      { status: 429, headers: { 'retry-after': '1' }, body: { fault: { error: [{ message: 'ThrottleExceeded' }] } } },
      { status: 503, body: { fault: { error: [{ message: 'Service Unavailable' }], type: 'SERVICE' } } },
    );
    const res = await ok<{ queued: number; exported: number; failed: number }>(
      'POST',
      '/v2/integrations/accounting/exports',
      { connection_id: qbo.id },
    );
    expect(res.queued).toBeGreaterThan(0);
    expect(res).toMatchObject({ exported: res.queued, failed: 0 });
    expect(qboFake.entries).toHaveLength(res.queued);
    for (const e of qboFake.entries) {
      const sum = (side: string) =>
        e.lines.filter((l) => l.side === side).reduce((s, l) => s + Math.round(l.amount * 100), 0);
      expect(sum('Debit'), e.label).toBe(sum('Credit'));
    }
    const posts = qboFake.seen(`/v3/company/${qboFake.company}/journalentry`);
    const ids = posts.map((p) => new URL(p.path, 'http://x').searchParams.get('requestid'));
    expect(ids.every((id) => id && id.length <= 50)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const lines = await logs('quickbooks');
    expect(lines.some((l) => l.operation.endsWith(' 429') && l.error === 'HTTP 429: ThrottleExceeded')).toBe(true);
    expect(lines.some((l) => l.operation.endsWith(' 503') && l.status === 'failure')).toBe(true);

    // A second export adds nothing; the same post resent (as after a lost answer) is replayed, not applied.
    expect(await ok('POST', '/v2/integrations/accounting/exports', { connection_id: qbo.id })).toMatchObject({
      queued: 0,
      exported: 0,
    });
    const provider = accountingProvider(t.app.deps, 'quickbooks')!;
    const s = await sessionOf(t.app.deps, qbo.id);
    const entry = {
      reference: 'TEST-REPLAY',
      date: '2026-11-20',
      memo: 'replay',
      lines: [
        { accountExternalId: qboFake.account('1000').id, debit: '5.00', credit: '0.00', description: 'd' },
        { accountExternalId: qboFake.account('1200').id, debit: '0.00', credit: '5.00', description: 'c' },
      ],
    };
    const first = await provider.postJournalEntry(s, entry);
    const again = await provider.postJournalEntry(s, entry);
    expect(again).toEqual(first);
    expect(qboFake.entries.filter((e) => e.label === 'TEST-REPLAY')).toHaveLength(1);
  });

  it('refreshes an expired token on a 401 and carries on', async () => {
    const [before] = await t.app.deps.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.id, qbo.id));
    qboFake.expireTokens();
    const refreshes = qboFake.refreshes;
    await ok('POST', '/v2/accounting_accounts/sync', { connection_id: qbo.id });
    expect(qboFake.refreshes).toBe(refreshes + 1);
    const [after] = await t.app.deps.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.id, qbo.id));
    expect(after!.refreshTokenCiphertext).not.toBe(before!.refreshTokenCiphertext);
    expect((await logs('quickbooks')).some((l) => l.operation.endsWith(' 401'))).toBe(true);
  });

  it('fails an entry the provider refuses with its validation message, in the export log and the service log', async () => {
    const [one] = await t.app.deps.db
      .select()
      .from(accountingExports)
      .where(eq(accountingExports.connectionId, qbo.id))
      .limit(1);
    // The company deleted an account we map, and the entry is sent again, changed since (so under a new
    // requestid: the first one's answer would be replayed).
    const posted = qboFake.entries.findIndex((e) => e.label === one!.reference);
    qboFake.entries.splice(posted, 1);
    const kept = qboFake.accounts;
    qboFake.accounts = kept.filter((a) => a.code !== '1200');
    await t.app.deps.db
      .update(accountingExports)
      .set({ status: 'pending', externalId: null, entryDate: '2026-11-21', nextAttemptAt: new Date() })
      .where(eq(accountingExports.id, one!.id));
    await runAccountingExports(t.app.deps);
    const [failed] = await t.app.deps.db.select().from(accountingExports).where(eq(accountingExports.id, one!.id));
    expect(failed!.status).toBe('failed');
    expect(failed!.lastError).toMatch(/^Invalid Reference Id : Accounts element id \d+ not found$/);
    const refused = (await logs('quickbooks')).filter((l) => l.operation.endsWith('/journalentry 400'));
    expect(refused.at(-1)!.error).toMatch(/^HTTP 400: Invalid Reference Id : Accounts element id \d+ not found$/);
    qboFake.accounts = kept;
  });

  it('gives up on a 5xx after its retries, and a long Retry-After is left to the export’s backoff', async () => {
    const provider = accountingProvider(t.app.deps, 'quickbooks')!;
    const s = await sessionOf(t.app.deps, qbo.id);
    const before = (await logs('quickbooks')).length;
    qboFake.failNext({ status: 502 }, { status: 502 }, { status: 502 });
    const err = await provider.listAccounts(s).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AccountingUnavailable);
    expect((err as Error).message).toMatch(/HTTP 502/);
    expect((await logs('quickbooks')).length - before).toBe(3);

    qboFake.failNext({ status: 429, headers: { 'retry-after': '120' } });
    const started = Date.now();
    const limited = await provider.listAccounts(s).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(limited).toBeInstanceOf(AccountingUnavailable);
    expect((limited as AccountingUnavailable).retryAfterMs).toBe(120_000);

    // The export waits the provider's 120 s rather than its own 30 s backoff.
    const [one] = await t.app.deps.db
      .select()
      .from(accountingExports)
      .where(eq(accountingExports.connectionId, qbo.id))
      .limit(1);
    await t.app.deps.db
      .update(accountingExports)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
      .where(eq(accountingExports.id, one!.id));
    qboFake.failNext({ status: 429, headers: { 'retry-after': '120' } });
    const at = Date.now();
    await runAccountingExports(t.app.deps);
    const [waiting] = await t.app.deps.db.select().from(accountingExports).where(eq(accountingExports.id, one!.id));
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.nextAttemptAt!.getTime() - at).toBeGreaterThanOrEqual(120_000 - 1000);
    expect(waiting!.nextAttemptAt!.getTime() - at).toBeGreaterThan(BACKOFF_BASE_MS);
  });

  it('a token call is not resent on a 5xx (its refresh token may be spent); a 429 is', async () => {
    const sent: number[] = [];
    const answers = [503, 429, 200];
    const send = retryingTransport(
      async () => {
        sent.push(sent.length);
        return { status: answers[sent.length - 1]!, body: '{}' };
      },
      { retries: 2, baseDelayMs: 1, maxWaitMs: 10 },
    );
    const token = { method: 'POST' as const, path: '/oauth2/v1/tokens/bearer', headers: {}, body: 'grant_type=x' };
    expect((await send(token)).status).toBe(503);
    expect(sent).toHaveLength(1);
    expect((await send(token)).status).toBe(200);
    expect(sent).toHaveLength(3);
  });
});

describe('Xero over HTTP', () => {
  let xero: ConnectionView;

  it('connects the organisation this authorization connected (by its authEventId)', async () => {
    xero = await connect('xero');
    expect(xero).toMatchObject({
      status: 'connected',
      company_ref: xeroFake.company,
      company_name: 'Demo Company (US)',
    });
    expect(xeroFake.seen('/connect/token')).toHaveLength(1);
  });

  it('exports manual journals with an Idempotency-Key and our reference opening the Narration; a second run adds none', async () => {
    await syncAndMap(xero, xeroFake);
    expect(xeroFake.seen('/api.xro/2.0/Accounts').every((r) => r.headers['xero-tenant-id'] === xeroFake.company)).toBe(
      true,
    );
    xeroFake.failNext({ status: 429, headers: { 'retry-after': '1', 'x-rate-limit-problem': 'minute' } });
    const res = await ok<{ queued: number; exported: number; failed: number }>(
      'POST',
      '/v2/integrations/accounting/exports',
      { connection_id: xero.id },
    );
    expect(res).toMatchObject({ exported: res.queued, failed: 0 });
    expect(xeroFake.entries).toHaveLength(res.queued);
    const puts = xeroFake.requests.filter((r) => r.method === 'PUT');
    expect(puts.every((p) => /^[0-9a-f]{40}$/.test(p.headers['idempotency-key'] ?? ''))).toBe(true);
    const refs = (
      await t.app.deps.db.select().from(accountingExports).where(eq(accountingExports.connectionId, xero.id))
    ).map((r) => r.reference);
    expect(xeroFake.entries.map((e) => /^\[([^\]]+)\]/.exec(e.label)![1]).sort()).toEqual(refs.sort());
    expect(await ok('POST', '/v2/integrations/accounting/exports', { connection_id: xero.id })).toMatchObject({
      queued: 0,
    });
    expect(xeroFake.entries).toHaveLength(res.queued);
  });

  it('refreshes on a 401, and maps a ValidationException to its message', async () => {
    xeroFake.expireTokens();
    await ok('POST', '/v2/accounting_accounts/sync', { connection_id: xero.id });
    expect(xeroFake.refreshes).toBe(1);
    const provider = accountingProvider(t.app.deps, 'xero')!;
    const s = await sessionOf(t.app.deps, xero.id);
    const err = await provider
      .postJournalEntry(s, {
        reference: 'TEST-UNBALANCED',
        date: '2026-11-20',
        memo: 'x',
        lines: [
          { accountExternalId: xeroFake.account('1000').id, debit: '10.00', credit: '0.00', description: 'd' },
          { accountExternalId: xeroFake.account('1200').id, debit: '0.00', credit: '9.99', description: 'c' },
        ],
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AccountingRefused);
    expect((err as Error).message).toBe('The total debits (10.00) must equal total credits (9.99)');
    const last = (await logs('xero')).filter((l) => l.status === 'failure').at(-1)!;
    expect(last).toMatchObject({
      operation: 'PUT /api.xro/2.0/ManualJournals 400',
      error: 'HTTP 400: The total debits (10.00) must equal total credits (9.99)',
    });
  });
});

describe('secrets and availability', () => {
  it('never writes a token, a code or the client secret to the service log', async () => {
    const rows = await t.app.deps.db.select().from(accountingConnections);
    const secrets = rows
      .flatMap((r) => [r.accessTokenCiphertext, r.refreshTokenCiphertext])
      .filter((c): c is string => c !== null)
      .map((c) => t.app.deps.crypto.decrypt(c));
    secrets.push(qboFake.clientSecret, xeroFake.clientSecret);
    const text = JSON.stringify(await t.app.deps.db.select().from(serviceLogs));
    for (const s of secrets) expect(text).not.toContain(s);
  });

  it('offers a provider in production only when its app is configured', () => {
    const deps = (accounting: Partial<Config['accounting']>) =>
      ({
        ...t.app.deps,
        config: {
          ...t.app.deps.config,
          mode: 'production',
          accounting: { ...t.app.deps.config.accounting, ...accounting },
        },
      }) as typeof t.app.deps;
    expect(accountingAvailable(deps({}), 'quickbooks')).toBe(true);
    expect(accountingAvailable(deps({ quickbooks: null }), 'quickbooks')).toBe(false);
    expect(accountingProvider(deps({ xero: null }), 'xero')).toBeNull();
    expect(accountingProvider(deps({}), 'xero')!.authorizeUrl('s', REDIRECT)).toMatch(
      new RegExp(`^${xeroFake.url}/identity/connect/authorize\\?`),
    );
  });
});
