import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../modules/ledger/ledger.test-support.js';
import { INVOICE_RUN_QUEUE, runDailyInvoices } from './invoices.js';

let t: TestApp;
let ids: DemoIds;
beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;

describe('the scheduled invoice run', () => {
  it('is scheduled every morning', async () => {
    expect((await sql(`select name from pgboss.schedule`)).map((r) => r.name)).toContain(INVOICE_RUN_QUEUE);
  });

  it('drafts the periods that ended by yesterday, once, and leaves the running week', async () => {
    const placement = await createHourlyPlacement(t.database.db, {
      partnerId: ids.acme,
      clientId: ids.umbrella,
      workLocationId: ids.laClinic,
    });
    await createApprovedWeek(t.database.db, placement.assignmentId, [
      { date: '2028-03-06', start: '09:00', end: '17:00' },
      { date: '2028-03-13', start: '09:00', end: '17:00' },
    ]);
    // Monday 2028-03-13: the week of the 6th ended yesterday; the week of the 13th is running.
    const first = await runDailyInvoices(t.app.deps, '2028-03-13');
    const starts = first.invoices.map((i) => i.period.start);
    expect(starts).toContain('2028-03-06');
    expect(starts).not.toContain('2028-03-13');
    expect(first.created).toBeGreaterThan(0);
    const again = await runDailyInvoices(t.app.deps, '2028-03-13');
    expect(again.created).toBe(0);
    const drafts = await sql(
      `select count(*)::int as n from invoices where period_start = '2028-03-06' and status = 'draft'`,
    );
    expect(drafts[0]!.n).toBe(1);
    const audited = await sql(
      `select metadata from audit_logs where action = 'invoice_run' order by created_at desc limit 1`,
    );
    expect(audited[0]!.metadata).toMatchObject({ scheduled: true });
  });

  it('logs each morning in the service log, and a refused run with why, for staff to see', async () => {
    // Stark (New York, where staffing is taxed at a rate not yet confirmed) loses its exemption.
    await sql(`update clients set sales_tax_exempt = false where id = $1`, [ids.stark]);
    const placement = await createHourlyPlacement(t.database.db, {
      partnerId: ids.acme,
      clientId: ids.stark,
      workLocationId: ids.midtown,
    });
    await createApprovedWeek(t.database.db, placement.assignmentId, [
      { date: '2028-04-03', start: '09:00', end: '17:00' },
    ]);
    await expect(runDailyInvoices(t.app.deps, '2028-04-10')).rejects.toThrow(/New York|NY/);
    const [failed] = await sql(
      `select status, error, operation from service_logs where service = 'invoice_run' order by created_at desc limit 1`,
    );
    expect(failed).toMatchObject({ status: 'failure', operation: 'scheduled invoice run through 2028-04-09' });
    expect(String(failed!.error)).toMatch(/New York|NY/);
    const seen = await t.call(await t.login('admin@demo.test'), { method: 'GET', url: '/v2/service_logs?per_page=5' });
    expect(seen.body).toContain('scheduled invoice run through 2028-04-09');
    await sql(`update clients set sales_tax_exempt = true where id = $1`, [ids.stark]);
  });
});
