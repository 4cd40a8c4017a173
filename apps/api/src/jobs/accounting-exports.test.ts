/**
 * The accounting exports jobs (decisions 0091, 0105): the due records every minute, one run at a time (what
 * it runs — the due records, with backoff — is tested in the accounting module's tests), and the nightly
 * export: the connections whose partner chose it get what is new queued and posted, balanced and once (a
 * second night adds nothing; a record not yet exported is), and the others are left alone. Who may switch
 * it: every user type and another partner's users.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionView } from '@app/domain';
import { accountingExports } from '../db/schema/index.js';
import { accountingSandbox } from '../modules/accounting/accounting-providers.js';
import { entryTotals } from '../modules/accounting/accounting-sandbox.js';
import { createTestApp, type DemoAs, type TestApp } from '../test/test-app.js';
import {
  ACCOUNTING_EXPORTS_CRON,
  ACCOUNTING_EXPORTS_QUEUE,
  ACCOUNTING_NIGHTLY_CRON,
  ACCOUNTING_NIGHTLY_QUEUE,
  runAccountingExports,
  runAccountingNightly,
} from './accounting-exports.js';

let t: TestApp;
let partner2: string;
type Who = DemoAs | 'partner2';
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  who === 'partner2'
    ? t.call(partner2, { method, url, ...(payload && { payload }) })
    : t.callAs(who, { method, url, ...(payload && { payload }) });
async function ok<T>(who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

/** Connects the sandbox QuickBooks for the user's own partner and syncs its chart. */
async function connect(who: Who): Promise<ConnectionView> {
  const { authorize_url } = await ok<{ authorize_url: string }>(who, 'POST', '/v2/accounting_auth', {
    provider: 'quickbooks',
  });
  const u = new URL(authorize_url);
  u.searchParams.set('decision', 'allow');
  const back = new URL(
    (await t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` })).headers.location as string,
  );
  const c = await ok<ConnectionView>(who, 'POST', '/v2/accounting_auth/complete', {
    provider: 'quickbooks',
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    realm_id: back.searchParams.get('realmId'),
  });
  return ok<ConnectionView>(who, 'POST', '/v2/accounting_accounts/sync', { connection_id: c.id });
}

beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  partner2 = await t.login('partner2@demo.test');
});
afterAll(async () => t?.close());

describe('the accounting exports jobs', () => {
  it('are scheduled: the due records every minute, the nightly export at 02:00 UTC, one run at a time', async () => {
    const schedule = (
      await t.database.executeSql(`select name, cron from pgboss.schedule where name = any($1) order by name`, [
        [ACCOUNTING_EXPORTS_QUEUE, ACCOUNTING_NIGHTLY_QUEUE],
      ])
    ).rows;
    expect(schedule).toEqual([
      { name: ACCOUNTING_EXPORTS_QUEUE, cron: ACCOUNTING_EXPORTS_CRON },
      { name: ACCOUNTING_NIGHTLY_QUEUE, cron: ACCOUNTING_NIGHTLY_CRON },
    ]);
    expect([ACCOUNTING_EXPORTS_CRON, ACCOUNTING_NIGHTLY_CRON]).toEqual(['* * * * *', '0 2 * * *']);
    const queues = (
      await t.database.executeSql(`select policy from pgboss.queue where name = any($1)`, [
        [ACCOUNTING_EXPORTS_QUEUE, ACCOUNTING_NIGHTLY_QUEUE],
      ])
    ).rows;
    expect(queues).toEqual([{ policy: 'singleton' }, { policy: 'singleton' }]);
  });

  it('does nothing when nothing is due or chosen', async () => {
    expect(await runAccountingExports(t.app.deps)).toEqual({ exported: 0, failed: 0, retry: 0, skipped: 0 });
    expect(await runAccountingNightly(t.app.deps)).toMatchObject({ connections: 0, queued: 0 });
  });

  it('exports what is new every night for the connections that chose it, once', async () => {
    // Beacon's owner has her default codes seeded: the sync maps every kind.
    const beacon = await connect('partner2');
    expect(beacon).toMatchObject({ nightly_export: false, mapped_count: 10 });
    const acme = await connect('partner');
    const on = await ok<ConnectionView>('partner2', 'PATCH', `/v2/integrations/accounting/${beacon.id}`, {
      nightly_export: true,
    });
    expect(on.nightly_export).toBe(true);

    const night = await runAccountingNightly(t.app.deps);
    expect(night).toMatchObject({ connections: 1, failed: 0, errors: 0 });
    expect(night.queued).toBeGreaterThan(0);
    expect(night.exported).toBe(night.queued);
    const sandbox = accountingSandbox(t.app.deps);
    const entries = await sandbox.entries(beacon.company_ref!);
    expect(entries).toHaveLength(night.queued);
    for (const e of entries) expect(entryTotals(e.lines).debit, e.reference).toBe(entryTotals(e.lines).credit);
    const kinds = new Set(
      (
        await t.app.deps.db
          .select({ kind: accountingExports.sourceKind })
          .from(accountingExports)
          .where(eq(accountingExports.connectionId, beacon.id))
      ).map((r) => r.kind),
    );
    expect(kinds.has('payroll_run')).toBe(true);
    expect([...kinds].every((k) => ['invoice', 'payment', 'payroll_run', 'distribution'].includes(k))).toBe(true);
    // Acme did not choose it: nothing of Acme's was queued.
    expect(
      await t.app.deps.db.select().from(accountingExports).where(eq(accountingExports.connectionId, acme.id)),
    ).toHaveLength(0);

    // The next night adds nothing…
    expect(await runAccountingNightly(t.app.deps)).toMatchObject({ connections: 1, queued: 0, exported: 0 });
    expect(await sandbox.entries(beacon.company_ref!)).toHaveLength(night.queued);
    // …but a record not yet exported (here: one forgotten, and taken out of the company's journal) is.
    const [one] = await t.app.deps.db
      .select()
      .from(accountingExports)
      .where(eq(accountingExports.connectionId, beacon.id))
      .limit(1);
    await t.app.deps.db.delete(accountingExports).where(eq(accountingExports.id, one!.id));
    await sandbox.deleteEntry(beacon.company_ref!, one!.reference);
    expect(await runAccountingNightly(t.app.deps)).toMatchObject({ queued: 1, exported: 1 });
    expect((await sandbox.entries(beacon.company_ref!)).filter((e) => e.reference === one!.reference)).toHaveLength(1);

    // Switched off: the next night leaves it alone.
    await ok('partner2', 'PATCH', `/v2/integrations/accounting/${beacon.id}`, { nightly_export: false });
    expect(await runAccountingNightly(t.app.deps)).toMatchObject({ connections: 0 });
  });

  it('is switched by staff and the partner’s own sensitive roles only', async () => {
    const acme = (
      await ok<{ connectors: { id: string; connection_id: string | null }[] }>('partner', 'GET', '/v2/integrations')
    ).connectors[0]!.connection_id!;
    const url = `/v2/integrations/accounting/${acme}`;
    const body = { nightly_export: true };
    for (const who of ['client', 'contractor', 'sales_partner'] as const)
      expect((await call(who, 'PATCH', url, body)).statusCode, who).toBe(403);
    expect((await call(['partner', 'recruiter'], 'PATCH', url, body)).statusCode).toBe(403);
    expect((await call('partner2', 'PATCH', url, body)).statusCode).toBe(404);
    expect((await call('partner', 'PATCH', url, { nightly_export: 'yes' })).statusCode).toBe(422);
    expect((await call('partner', 'PATCH', url, { nightly_export: true, other: 1 })).statusCode).toBe(422);
    expect((await ok<ConnectionView>('eor', 'PATCH', url, body)).nightly_export).toBe(true);
    expect((await ok<ConnectionView>('admin', 'PATCH', url, { nightly_export: false })).nightly_export).toBe(false);
  });
});
