/**
 * A run sums its pool in SQL into chunks before planning (invoice-run.repository.ts, collectBillable): a
 * chunk never spans a month end, so a monthly client's week across one still splits onto two invoices,
 * each line tracing to exactly its own days' timesheets, with its own pay figure.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { clients } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';

let t: TestApp;
let db: Db;
let ids: DemoIds;
let admin = '';
let september = '';
let october: string[] = [];

type Entry = { client: { id: string }; period: { start: string; end: string }; invoice_id: string; subtotal: string };
type Line = { hours: string; amount: string; pay_amount: string; items: { timesheet_id: string }[] };

const run = (path: 'preview' | 'run') =>
  t.call(admin, {
    method: 'POST',
    url: `/v2/invoices/${path}`,
    payload: { through: '2030-10-31', client_id: ids.stark },
  });
const entriesOf = async (path: 'preview' | 'run'): Promise<Entry[]> =>
  (await run(path)).json().data.invoices.filter((e: Entry) => e.period.start >= '2030-09-01');

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  const placement = await createHourlyPlacement(db, {
    partnerId: ids.acme,
    clientId: ids.stark,
    workLocationId: ids.midtown,
  });
  // Monday 30 September and Tuesday to Wednesday 1–2 October 2030: one workweek, two months.
  const week = await createApprovedWeek(db, placement.assignmentId, [
    { date: '2030-09-30', start: '09:00', end: '17:00' },
    { date: '2030-10-01', start: '09:00', end: '17:00' },
    { date: '2030-10-02', start: '09:00', end: '13:00' },
  ]);
  [september = '', ...october] = week.timesheetIds;
});
afterAll(async () => t?.close());

describe('an invoice run over a week across a month end', () => {
  it('bills a weekly client the whole week on one line', async () => {
    const entries = await entriesOf('preview');
    expect(entries.map((e) => [e.period.start, e.subtotal])).toEqual([['2030-09-30', '800.00']]);
  });

  it('bills a monthly client each month on its own invoice, each line traced to its own days', async () => {
    await db.update(clients).set({ invoiceFrequency: 'monthly' }).where(eq(clients.id, ids.stark));
    const entries = await entriesOf('run');
    expect(entries.map((e) => [e.period.start, e.period.end, e.subtotal])).toEqual([
      ['2030-09-01', '2030-09-30', '320.00'],
      ['2030-10-01', '2030-10-31', '480.00'],
    ]);
    const linesOf = async (e: Entry): Promise<Line[]> =>
      (await t.call(admin, { method: 'GET', url: `/v2/invoices/${e.invoice_id}` })).json().data.lines;
    const [sept, oct] = [await linesOf(entries[0]!), await linesOf(entries[1]!)];
    expect(sept.map((l) => [l.hours, l.amount, l.pay_amount])).toEqual([['8.00', '320.00', '200.00']]);
    expect(oct.map((l) => [l.hours, l.amount, l.pay_amount])).toEqual([['12.00', '480.00', '300.00']]);
    expect(sept[0]!.items.map((i) => i.timesheet_id)).toEqual([september]);
    expect(oct[0]!.items.map((i) => i.timesheet_id).sort()).toEqual([...october].sort());
  });
});
