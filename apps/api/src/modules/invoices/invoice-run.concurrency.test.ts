/**
 * Invoice runs under concurrency (issue 11): two runs of one period at once invoice each item once, and a
 * finalize or a ledger hold racing a rerun neither loses nor doubles an item. A run takes items by linking
 * them to its drafts' lines; finalizing marks them (lib/draft-holds.ts). Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, where the commands really run in parallel transactions.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { invoices, payBillTransactionItems as items } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';

let t: TestApp;
let db: Db;
let ids: DemoIds;
let admin = '';
let timesheetIds: string[] = [];

const THROUGH = '2030-04-30';
const run = () => t.call(admin, { method: 'POST', url: '/v2/invoices/run', payload: { through: THROUGH } });

/** Globex's drafts of the week's period (its start depends on the issuer's workweek). */
const weekDrafts = () =>
  sql`${invoices.clientId} = ${ids.globex} and ${invoices.status} = 'draft'
    and ${invoices.periodStart} <= '2030-04-01' and ${invoices.periodEnd} >= '2030-04-03'`;

/** How many live (not void) invoice lines link each of the week's bill items. */
async function linksPerItem(): Promise<number[]> {
  const rows = await db.execute(sql`
    select i.id, count(v.id)::int as n
    from pay_bill_transaction_items i
    left join invoice_line_sources s on s.item_id = i.id
    left join invoice_line_items l on l.id = s.line_id
    left join invoices v on v.id = l.invoice_id and v.status <> 'void'
    where i.side = 'bill' and i.timesheet_id = any(${sql.param(timesheetIds)}::uuid[])
    group by i.id`);
  return (rows as unknown as { rows: { n: number }[] }).rows.map((r) => Number(r.n));
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  const placement = await createHourlyPlacement(db, {
    partnerId: ids.acme,
    clientId: ids.globex,
    workLocationId: ids.austin,
  });
  const week = await createApprovedWeek(db, placement.assignmentId, [
    { date: '2030-04-01', start: '09:00', end: '17:00' },
    { date: '2030-04-02', start: '09:00', end: '17:00' },
    { date: '2030-04-03', start: '09:00', end: '17:00' },
  ]);
  timesheetIds = week.timesheetIds;
});
afterAll(async () => t?.close());

describe('invoice runs at once', () => {
  it('two runs of one period invoice each item once, on one draft', async () => {
    const answers = await Promise.all([run(), run()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const counts = await linksPerItem();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((n) => n === 1)).toBe(true);
    const drafts = await db.select({ id: invoices.id }).from(invoices).where(weekDrafts());
    expect(drafts).toHaveLength(1);
  });

  it('a finalize racing a rerun keeps every item on one invoice, marked once', async () => {
    const [draft] = await db.select({ id: invoices.id }).from(invoices).where(weekDrafts());
    const [finalized, rerun] = await Promise.all([
      t.call(admin, { method: 'POST', url: `/v2/invoices/${draft!.id}/finalize` }),
      run(),
    ]);
    expect(finalized.statusCode).toBe(200);
    expect(rerun.statusCode).toBe(200);
    expect((await linksPerItem()).every((n) => n === 1)).toBe(true);
    const marked = await db
      .select({ invoiceId: items.invoiceId, status: items.status })
      .from(items)
      .where(inArray(items.timesheetId, timesheetIds));
    const bill = marked.filter((m) => m.invoiceId !== null);
    expect(bill.length).toBeGreaterThan(0);
    expect(bill.every((m) => m.invoiceId === draft!.id && m.status === 'invoiced')).toBe(true);
    const [open] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, draft!.id));
    expect(open!.status).toBe('open');
  });
});
