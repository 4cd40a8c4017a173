/**
 * Invoices and purchase orders: a client invoiced per PO gets one invoice per PO (its number on it) and
 * one for the time no PO took; under any other grouping the invoice names the POs of its time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createHourlyPlacement, insertTimesheets } from '../ledger/ledger.test-support.js';

let t: TestApp;
let ids: DemoIds;
let admin = '';
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(admin, { method, url, ...(payload && { payload }) });

interface RunEntry {
  invoice_id: string;
  period: { start: string };
}

let covered: string[] = [];
let uncovered: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  const place = () =>
    createHourlyPlacement(t.database.db, { partnerId: ids.acme, clientId: ids.umbrella, workLocationId: ids.laClinic });
  const a = await place();
  const b = await place();
  const res = await call('POST', '/v2/purchase_orders', {
    client_id: ids.umbrella,
    number: 'UMB-77',
    budget_kind: 'amount',
    budget: '10000',
    starts_on: '2029-01-01',
    assignment_ids: [a.assignmentId],
  });
  expect(res.statusCode).toBe(201);
  const shift = (date: string) => [{ date, start: '09:00', end: '17:00' }];
  covered = [
    ...(await insertTimesheets(t.database.db, a.assignmentId, shift('2029-01-08'), 'pending')),
    ...(await insertTimesheets(t.database.db, a.assignmentId, shift('2029-01-15'), 'pending')),
  ];
  uncovered = [
    ...(await insertTimesheets(t.database.db, b.assignmentId, shift('2029-01-09'), 'pending')),
    ...(await insertTimesheets(t.database.db, b.assignmentId, shift('2029-01-16'), 'pending')),
  ];
  for (const id of [...covered, ...uncovered]) {
    expect((await call('POST', `/v2/timesheets/${id}/actions`, { action: 'approve' })).statusCode).toBe(200);
  }
});
afterAll(async () => t?.close());

const runThrough = async (through: string) => {
  const res = await call('POST', '/v2/invoices/run', { through, client_id: ids.umbrella });
  expect(res.statusCode).toBe(200);
  return res.json().data.invoices as RunEntry[];
};
const invoicesOfWeek = async (entries: RunEntry[], start: string) =>
  Promise.all(
    entries
      .filter((e) => e.period.start === start)
      .map(async (e) => (await call('GET', `/v2/invoices/${e.invoice_id}`)).json().data),
  );

describe('invoices and purchase orders', () => {
  it('splits a per-PO client into an invoice per PO and one for the rest', async () => {
    expect(
      (await call('PATCH', `/v2/clients/${ids.umbrella}`, { invoice_grouping: 'purchase_order' })).statusCode,
    ).toBe(200);
    const week = await invoicesOfWeek(await runThrough('2029-01-14'), '2029-01-08');
    expect(week).toHaveLength(2);
    const onPo = week.find((i) => i.po_number === 'UMB-77');
    const rest = week.find((i) => i.po_number === null);
    expect(onPo).toMatchObject({ purchase_orders: ['UMB-77'], total_bill_amount: '320.00' });
    expect(
      onPo.lines.flatMap((l: { items: { timesheet_id: string }[] }) => l.items.map((i) => i.timesheet_id)),
    ).toEqual([covered[0]]);
    expect(rest).toMatchObject({ purchase_orders: [], total_bill_amount: '320.00' });
  });

  it('names the POs of its time on an invoice of any other grouping', async () => {
    expect((await call('PATCH', `/v2/clients/${ids.umbrella}`, { invoice_grouping: 'single' })).statusCode).toBe(200);
    const week = await invoicesOfWeek(await runThrough('2029-01-21'), '2029-01-15');
    expect(week).toHaveLength(1);
    expect(week[0]).toMatchObject({ po_number: 'UMB-77', purchase_orders: ['UMB-77'], total_bill_amount: '640.00' });
  });
});
