/**
 * Accounting integrations (decision 0091), against the in-app QuickBooks- and Xero-shaped sandbox: the
 * OAuth connect flow (consent page, code exchange, state bound to the user; tokens encrypted at rest and
 * never answered or logged), the chart of accounts sync, mappings and defaults, the export — balanced
 * entries in the sandbox, idempotent (twice → one entry each; a lost answer is found by reference), a
 * provider outage retried with backoff by the job's run — and who may do what: every user type and
 * another partner's users.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountingAccountView,
  AccountingDefaultView,
  AccountingExportView,
  AccountingMappingView,
  ConnectionView,
  IntegrationsView,
} from '@app/domain';
import { accountingConnections, accountingExports, serviceLogs } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type DemoAs, type DemoIds, type TestApp } from '../../test/test-app.js';
import { runAccountingExports } from '../../jobs/accounting-exports.js';
import { AccountingRefused } from './accounting-provider.js';
import { accountingProvider, accountingSandbox } from './accounting-providers.js';
import { entryTotals, type AccountingSandbox, SANDBOX_ACCOUNT_CODES } from './accounting-sandbox.js';
import { sessionOf } from './accounting-connections.service.js';
import { BACKOFF_BASE_MS } from './accounting-exports.service.js';

let t: TestApp;
let ids: DemoIds;
let sandbox: AccountingSandbox;
let partner2: string;
let nowMs = Date.parse('2026-11-20T15:00:00Z');
const clock: Clock = { now: () => new Date(nowMs) };

type Who = DemoAs | 'partner2';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  who === 'partner2'
    ? t.call(partner2, { method, url, ...(payload && { payload }) })
    : t.callAs(who, { method, url, ...(payload && { payload }) });
async function ok<T = unknown>(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

/** Plays the browser on the sandbox's consent page: the redirect back to /accounting_auth. */
async function consent(authorizeUrl: string, decision: 'allow' | 'deny') {
  const url = new URL(authorizeUrl);
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Authorize');
  const href = /href="([^"]*decision=allow[^"]*)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
  const grant = await t.app.inject({ method: 'GET', url: href.replace('decision=allow', `decision=${decision}`) });
  expect(grant.statusCode).toBe(302);
  return new URL(grant.headers.location as string);
}

async function connect(who: Who, provider: 'quickbooks' | 'xero', partnerId?: string) {
  const { authorize_url } = await ok<{ authorize_url: string }>(who, 'POST', '/v2/accounting_auth', {
    provider,
    ...(partnerId && { partner_id: partnerId }),
  });
  const back = await consent(authorize_url, 'allow');
  expect(back.pathname).toBe('/accounting_auth');
  return {
    provider,
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    ...(back.searchParams.get('realmId') && { realm_id: back.searchParams.get('realmId')! }),
  };
}

let qbo: ConnectionView;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ids = await t.demoIds();
  partner2 = await t.login('partner2@demo.test');
  sandbox = accountingSandbox(t.app.deps);
});
afterAll(async () => {
  await t?.close();
});

describe('connecting QuickBooks (OAuth against the sandbox)', () => {
  it('connects the partner owner’s company: the code is exchanged and the tokens stored encrypted', async () => {
    const body = await connect('partner', 'quickbooks');
    qbo = await ok<ConnectionView>('partner', 'POST', '/v2/accounting_auth/complete', body);
    expect(qbo).toMatchObject({ provider: 'quickbooks', status: 'connected', company_ref: body.realm_id });
    expect(qbo.company_name).toMatch(/Sandbox Company/);
    expect(JSON.stringify(qbo)).not.toMatch(/token/i);
    const [row] = await t.app.deps.db.select().from(accountingConnections).where(eq(accountingConnections.id, qbo.id));
    const access = t.app.deps.crypto.decrypt(row!.accessTokenCiphertext!);
    expect(row!.accessTokenCiphertext).not.toContain(access);
    expect(row!.accessTokenExpiresAt!.getTime()).toBe(nowMs + 3600_000);

    // The code is single-use: the same completion again is refused at body.code.
    const again = await call('partner', 'POST', '/v2/accounting_auth/complete', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0].loc).toEqual(['body', 'code']);
  });

  it('refuses a state that is another user’s, another provider’s or forged', async () => {
    const body = await connect('partner', 'quickbooks');
    // Another user (staff, here) completing the partner owner's link: the state is not theirs.
    const asAdmin = await call('admin', 'POST', '/v2/accounting_auth/complete', body);
    expect(asAdmin.statusCode).toBe(422);
    expect(asAdmin.json().detail[0].loc).toEqual(['body', 'state']);
    const wrongProvider = await call('partner', 'POST', '/v2/accounting_auth/complete', { ...body, provider: 'xero' });
    expect(wrongProvider.statusCode).toBe(422);
    const forged = await call('partner', 'POST', '/v2/accounting_auth/complete', { ...body, state: `${body.state}x` });
    expect(forged.statusCode).toBe(422);
  });

  it('lists the connectors with their status beside Checkr', async () => {
    const view = await ok<IntegrationsView>('partner', 'GET', '/v2/integrations');
    expect(view.connectors.map((c) => c.id)).toEqual(['quickbooks', 'xero', 'checkr']);
    expect(view.connectors[0]).toMatchObject({ status: 'connected', connection_id: qbo.id, can_manage: true });
    expect(view.connectors[1]).toMatchObject({ status: 'not_connected', connection_id: null });
    // A partner user without sensitive access sees Checkr only; staff name the partner.
    const recruiter = await ok<IntegrationsView>(['partner', 'recruiter'], 'GET', '/v2/integrations');
    expect(recruiter.connectors.map((c) => c.id)).toEqual(['checkr']);
    const staff = await ok<IntegrationsView>('admin', 'GET', `/v2/integrations?partner_id=${ids.acme}`);
    expect(staff.connectors[0]!.connection_id).toBe(qbo.id);
    expect((await call('admin', 'GET', '/v2/integrations')).statusCode).toBe(422);
  });

  it('is the partner’s own: other user types are refused, another partner’s users get 404', async () => {
    for (const who of ['client', 'contractor', 'sales_partner'] as const) {
      expect((await call(who, 'GET', '/v2/integrations')).statusCode).toBe(403);
      expect((await call(who, 'GET', `/v2/integrations/accounting/${qbo.id}`)).statusCode).toBe(403);
      expect((await call(who, 'POST', '/v2/accounting_auth', { provider: 'xero' })).statusCode).toBe(403);
    }
    // A partner role without sensitive access: refused under /integrations (a link it holds), and the
    // accounting pages' routes are 404 to it, as the pages are (their links need the sensitive capability).
    for (const [url, recruiter] of [
      [`/v2/integrations/accounting/${qbo.id}`, 403],
      [`/v2/accounting_accounts?connection_id=${qbo.id}`, 404],
      [`/v2/accounting_mappings?connection_id=${qbo.id}`, 404],
      [`/v2/integrations/accounting/exports?connection_id=${qbo.id}`, 403],
    ] as const) {
      expect((await call('partner2', 'GET', url)).statusCode, url).toBe(404);
      expect((await call(['partner', 'recruiter'], 'GET', url)).statusCode, url).toBe(recruiter);
      expect((await call('eor', 'GET', url)).statusCode, url).toBe(200);
    }
    expect((await call('partner2', 'POST', '/v2/accounting_accounts/sync', { connection_id: qbo.id })).statusCode).toBe(
      404,
    );
    expect((await call('partner2', 'POST', `/v2/integrations/accounting/${qbo.id}/disconnect`)).statusCode).toBe(404);
    expect(
      (await call('partner2', 'POST', '/v2/integrations/accounting/exports', { connection_id: qbo.id })).statusCode,
    ).toBe(404);
    expect(
      (await call('partner2', 'POST', '/v2/accounting_auth', { provider: 'xero', partner_id: ids.acme })).statusCode,
    ).toBe(404);
  });
});

describe('chart of accounts, mappings and defaults', () => {
  it('syncs the chart into accounting_accounts', async () => {
    const after = await ok<ConnectionView>('partner', 'POST', '/v2/accounting_accounts/sync', {
      connection_id: qbo.id,
    });
    expect(after.account_count).toBe(13);
    expect(after.last_sync_at).not.toBeNull();
    const list = await ok<{ data: AccountingAccountView[]; total: number }>(
      'partner',
      'GET',
      `/v2/accounting_accounts?connection_id=${qbo.id}&per_page=5`,
    );
    expect(list.total).toBe(13);
    expect(list.data.map((a) => a.code)).toEqual(['1000', '1200', '2000', '2100', '2200']);
  });

  it('maps our kinds to synced accounts, and refuses an account not in the chart', async () => {
    const accounts = await sandbox.accountsOf(qbo.company_ref!);
    const byCode = (code: string) => accounts.find((a) => a.code === code)!.id;
    const bad = await call('partner', 'PUT', '/v2/accounting_mappings', {
      connection_id: qbo.id,
      mappings: [{ kind: 'cash', external_id: 'no-such-account' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'mappings', 0, 'external_id']);
    const codes = SANDBOX_ACCOUNT_CODES;
    const res = await ok<{ data: AccountingMappingView[] }>('partner', 'PUT', '/v2/accounting_mappings', {
      connection_id: qbo.id,
      mappings: Object.entries(codes).map(([kind, code]) => ({ kind, external_id: byCode(code) })),
    });
    expect(res.data.every((m) => m.source === 'mapped' && m.account !== null)).toBe(true);
    const listed = await ok<{ data: AccountingMappingView[]; total: number }>(
      'partner',
      'GET',
      `/v2/accounting_mappings?connection_id=${qbo.id}`,
    );
    expect(listed.total).toBe(10);
    expect(listed.data.find((m) => m.kind === 'cash')!.account!.code).toBe('1000');
  });

  it('fills a new connection’s mappings from the partner’s default codes on its first sync (Xero)', async () => {
    const defaults = await ok<{ data: AccountingDefaultView[] }>('partner', 'PUT', '/v2/accounting_default_configs', {
      defaults: [
        { kind: 'cash', account_code: '1000' },
        { kind: 'receivables', account_code: '1200' },
        { kind: 'revenue_eor', account_code: '9999' },
      ],
    });
    expect(defaults.data.find((d) => d.kind === 'cash')!.account_code).toBe('1000');
    const xero = await ok<ConnectionView>(
      'partner',
      'POST',
      '/v2/accounting_auth/complete',
      await connect('partner', 'xero'),
    );
    expect(xero).toMatchObject({ provider: 'xero', status: 'connected' });
    await ok('partner', 'POST', '/v2/accounting_accounts/sync', { connection_id: xero.id });
    const m = await ok<{ data: AccountingMappingView[] }>(
      'partner',
      'GET',
      `/v2/accounting_mappings?connection_id=${xero.id}`,
    );
    const of = (k: string) => m.data.find((x) => x.kind === k)!;
    expect(of('cash')).toMatchObject({ source: 'default', account: { code: '1000' } });
    expect(of('receivables').account!.code).toBe('1200');
    expect(of('revenue_eor')).toMatchObject({ source: 'none', account: null });
    // Staff edit a partner's defaults by naming it; another partner's user cannot name this one.
    expect((await call('admin', 'GET', `/v2/accounting_default_configs?partner_id=${ids.acme}`)).statusCode).toBe(200);
    expect((await call('partner2', 'GET', `/v2/accounting_default_configs?partner_id=${ids.acme}`)).statusCode).toBe(
      404,
    );
    expect((await call('client', 'GET', '/v2/accounting_default_configs')).statusCode).toBe(403);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await call('admin', 'GET', `/v2/accounting_default_configs?partner_id=${nobody}`)).statusCode).toBe(404);
    expect(
      (await call('admin', 'PUT', '/v2/accounting_default_configs', { partner_id: nobody, defaults: [] })).statusCode,
    ).toBe(404);
  });
});

describe('exporting journal entries', () => {
  const exportsOf = async (id: string) =>
    (
      await ok<{ data: AccountingExportView[]; total: number }>(
        'partner',
        'GET',
        `/v2/integrations/accounting/exports?connection_id=${id}&per_page=100`,
      )
    ).data;

  it('exports every record as a balanced entry, once: a second export adds nothing to the sandbox', async () => {
    const first = await ok<{ queued: number; exported: number; failed: number }>(
      'partner',
      'POST',
      '/v2/integrations/accounting/exports',
      { connection_id: qbo.id },
    );
    expect(first.queued).toBeGreaterThan(0);
    expect(first).toMatchObject({ exported: first.queued, failed: 0 });
    const entries = await sandbox.entries(qbo.company_ref!);
    expect(entries).toHaveLength(first.queued);
    for (const e of entries) {
      const totals = entryTotals(e.lines);
      expect(totals.debit, e.reference).toBe(totals.credit);
    }
    const log = await exportsOf(qbo.id);
    expect(log.some((e) => e.source_kind === 'invoice')).toBe(true);
    expect(log.every((e) => e.status === 'exported' && e.external_id !== null)).toBe(true);

    const second = await ok<{ queued: number; exported: number }>(
      'partner',
      'POST',
      '/v2/integrations/accounting/exports',
      {
        connection_id: qbo.id,
      },
    );
    expect(second).toMatchObject({ queued: 0, exported: 0 });
    expect(await sandbox.entries(qbo.company_ref!)).toHaveLength(first.queued);
    expect(new Set((await sandbox.entries(qbo.company_ref!)).map((e) => e.reference)).size).toBe(first.queued);
  });

  it('finds an entry whose answer was lost by its reference instead of posting it again', async () => {
    const [one] = await t.app.deps.db
      .select()
      .from(accountingExports)
      .where(eq(accountingExports.connectionId, qbo.id))
      .limit(1);
    const before = (await sandbox.entries(qbo.company_ref!)).length;
    // As if the post reached the provider but our update did not happen: the record is pending again.
    await t.app.deps.db
      .update(accountingExports)
      .set({ status: 'pending', externalId: null, nextAttemptAt: new Date(nowMs) })
      .where(eq(accountingExports.id, one!.id));
    await runAccountingExports(t.app.deps);
    const [after] = await t.app.deps.db.select().from(accountingExports).where(eq(accountingExports.id, one!.id));
    expect(after).toMatchObject({ status: 'exported', externalId: one!.externalId });
    expect(await sandbox.entries(qbo.company_ref!)).toHaveLength(before);
  });

  it('retries a provider outage with backoff, then posts', async () => {
    const [one] = await t.app.deps.db
      .select()
      .from(accountingExports)
      .where(eq(accountingExports.connectionId, qbo.id))
      .limit(1);
    const posted = (await sandbox.entries(qbo.company_ref!)).find((e) => e.reference === one!.reference)!;
    // Drop it from the sandbox's journal so the retry really posts it again.
    expect(await sandbox.deleteEntry(qbo.company_ref!, posted.reference)).toBe(1);
    await t.app.deps.db
      .update(accountingExports)
      .set({ status: 'pending', attempts: 0, externalId: null, nextAttemptAt: new Date(nowMs) })
      .where(eq(accountingExports.id, one!.id));

    sandbox.failNext(2);
    await runAccountingExports(t.app.deps);
    const [failed] = await t.app.deps.db.select().from(accountingExports).where(eq(accountingExports.id, one!.id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toMatch(/HTTP 503/);
    expect(failed!.nextAttemptAt!.getTime()).toBe(nowMs + BACKOFF_BASE_MS);

    // Not due yet: the job leaves it alone; the second failure doubles the wait.
    await runAccountingExports(t.app.deps);
    expect(
      (await t.app.deps.db.select().from(accountingExports).where(eq(accountingExports.id, one!.id)))[0]!.attempts,
    ).toBe(1);
    nowMs += BACKOFF_BASE_MS;
    await runAccountingExports(t.app.deps);
    const [second] = await t.app.deps.db.select().from(accountingExports).where(eq(accountingExports.id, one!.id));
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second!.nextAttemptAt!.getTime()).toBe(nowMs + 2 * BACKOFF_BASE_MS);

    nowMs += 2 * BACKOFF_BASE_MS;
    await runAccountingExports(t.app.deps);
    const [done] = await t.app.deps.db.select().from(accountingExports).where(eq(accountingExports.id, one!.id));
    expect(done).toMatchObject({ status: 'exported', attempts: 3, lastError: null });
    expect((await sandbox.entries(qbo.company_ref!)).filter((e) => e.reference === one!.reference)).toHaveLength(1);
  });

  it('fails an entry whose kinds are not mapped, with the reason, until it is mapped and exported again', async () => {
    const xero = (await ok<IntegrationsView>('partner', 'GET', '/v2/integrations')).connectors[1]!;
    const res = await ok<{ queued: number; failed: number }>('partner', 'POST', '/v2/integrations/accounting/exports', {
      connection_id: xero.connection_id,
    });
    expect(res.failed).toBeGreaterThan(0);
    const log = await exportsOf(xero.connection_id!);
    expect(log.find((e) => e.status === 'failed')!.last_error).toMatch(/^Map an account for: /);
  });

  it('another partner exports its own records (a paid payroll run) to its own company, each balanced', async () => {
    const codes = SANDBOX_ACCOUNT_CODES;
    await ok('partner2', 'PUT', '/v2/accounting_default_configs', {
      defaults: Object.entries(codes).map(([kind, account_code]) => ({ kind, account_code })),
    });
    const { authorize_url } = await ok<{ authorize_url: string }>('partner2', 'POST', '/v2/accounting_auth', {
      provider: 'quickbooks',
    });
    const back = await consent(authorize_url, 'allow');
    const beacon = await ok<ConnectionView>('partner2', 'POST', '/v2/accounting_auth/complete', {
      provider: 'quickbooks',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      realm_id: back.searchParams.get('realmId'),
    });
    expect(beacon.company_ref).not.toBe(qbo.company_ref);
    expect(
      (await ok<ConnectionView>('partner2', 'POST', '/v2/accounting_accounts/sync', { connection_id: beacon.id }))
        .mapped_count,
    ).toBe(10);
    const res = await ok<{ queued: number; exported: number; failed: number }>(
      'partner2',
      'POST',
      '/v2/integrations/accounting/exports',
      {
        connection_id: beacon.id,
      },
    );
    expect(res).toMatchObject({ exported: res.queued, failed: 0 });
    const log = await ok<{ data: AccountingExportView[] }>(
      'partner2',
      'GET',
      `/v2/integrations/accounting/exports?connection_id=${beacon.id}&per_page=100`,
    );
    const kinds = new Set(log.data.map((e) => e.source_kind));
    // Beacon's demo books hold a paid payroll run: its entry (wages, taxes, net pay, deductions) is posted.
    expect(kinds.has('payroll_run')).toBe(true);
    const entries = await sandbox.entries(beacon.company_ref!);
    expect(entries).toHaveLength(res.queued);
    for (const e of entries) expect(entryTotals(e.lines).debit, e.reference).toBe(entryTotals(e.lines).credit);
    // Acme's company received none of Beacon's entries, and Acme cannot read Beacon's log.
    const acmeRefs = new Set((await sandbox.entries(qbo.company_ref!)).map((e) => e.reference));
    expect(entries.some((e) => acmeRefs.has(e.reference))).toBe(false);
    expect(
      (await call('partner', 'GET', `/v2/integrations/accounting/exports?connection_id=${beacon.id}`)).statusCode,
    ).toBe(404);
  });

  it('records every outbound call in the service log, without a token or code', async () => {
    const rows = await t.app.deps.db.select().from(serviceLogs);
    const ours = rows.filter((r) => r.service === 'quickbooks' || r.service === 'xero');
    expect(ours.some((r) => /^POST \/v3\/company\/\d+\/journalentry 200$/.test(r.operation))).toBe(true);
    expect(ours.some((r) => r.operation === 'POST /oauth2/v1/tokens/bearer 200')).toBe(true);
    expect(ours.some((r) => r.status === 'failure' && r.error === 'HTTP 503: Service Unavailable')).toBe(true);
    expect(ours.every((r) => typeof r.durationMs === 'number')).toBe(true);
    const [row] = await t.app.deps.db.select().from(accountingConnections).where(eq(accountingConnections.id, qbo.id));
    const secrets = [row!.accessTokenCiphertext!, row!.refreshTokenCiphertext!].map((c) =>
      t.app.deps.crypto.decrypt(c),
    );
    for (const r of ours) for (const s of secrets) expect(`${r.operation} ${r.error ?? ''}`).not.toContain(s);
  });
});

describe('the adapters against the sandbox', () => {
  it('QuickBooks refuses an unbalanced entry with its validation fault', async () => {
    const provider = accountingProvider(t.app.deps, 'quickbooks')!;
    const s = await sessionOf(t.app.deps, qbo.id);
    const [a, b] = await sandbox.accountsOf(qbo.company_ref!);
    const err = await provider
      .postJournalEntry(s, {
        reference: 'TEST-UNBALANCED',
        date: '2026-11-20',
        memo: 'x',
        lines: [
          { accountExternalId: a!.id, debit: '10.00', credit: '0.00', description: 'd' },
          { accountExternalId: b!.id, debit: '0.00', credit: '9.99', description: 'c' },
        ],
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AccountingRefused);
    expect((err as Error).message).toMatch(/Transaction must balance/);
  });

  it('refreshes an expired access token (rotating the refresh token) before a call', async () => {
    const [before] = await t.app.deps.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.id, qbo.id));
    await sandbox.expireTokens(qbo.company_ref!);
    nowMs += 3600_000;
    await ok('partner', 'POST', '/v2/accounting_accounts/sync', { connection_id: qbo.id });
    const [after] = await t.app.deps.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.id, qbo.id));
    expect(after!.refreshTokenCiphertext).not.toBe(before!.refreshTokenCiphertext);
    expect(after!.accessTokenExpiresAt!.getTime()).toBe(nowMs + 3600_000);
  });

  it('disconnects: tokens forgotten, the connection shows not connected, export refused', async () => {
    const view = await ok<ConnectionView>('partner', 'POST', `/v2/integrations/accounting/${qbo.id}/disconnect`);
    expect(view.status).toBe('not_connected');
    const [row] = await t.app.deps.db.select().from(accountingConnections).where(eq(accountingConnections.id, qbo.id));
    expect(row!.accessTokenCiphertext).toBeNull();
    expect(row!.refreshTokenCiphertext).toBeNull();
    expect(
      (await call('partner', 'POST', '/v2/integrations/accounting/exports', { connection_id: qbo.id })).statusCode,
    ).toBe(409);
    expect((await call('partner', 'POST', `/v2/integrations/accounting/${qbo.id}/disconnect`)).statusCode).toBe(409);
  });
});
