import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { clients, workLocations } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';

let t: TestApp;
let db: Db;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

type Row = {
  id: string;
  jurisdiction: string;
  taxable: boolean;
  rate_percent: string | null;
  effective_from: string;
  needs_rate: boolean;
};
const rowsOf = async (query: string) =>
  (await call('admin@demo.test', 'GET', `/v2/sales_taxes?per_page=100&${query}`)).json().data.data as Row[];

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('sales tax rows', () => {
  it('are seeded: a "not taxable" row where staffing is untaxed, unconfirmed rates left for an admin, GST/HST', async () => {
    expect(await rowsOf('jurisdiction=TX')).toMatchObject([{ taxable: false, needs_rate: false }]);
    const wa = await rowsOf('jurisdiction=WA&sort=effective_from');
    expect(wa.map((r) => [r.effective_from, r.taxable, r.needs_rate])).toEqual([
      ['1900-01-01', false, false],
      ['2025-10-01', true, true],
    ]);
    expect(await rowsOf('country=CA&jurisdiction=ON')).toMatchObject([{ rate_percent: '13.0000' }]);
    const ns = await rowsOf('country=CA&jurisdiction=NS&on=2025-06-01');
    expect(ns).toMatchObject([{ rate_percent: '14.0000' }]);
    expect((await call('partner@demo.test', 'GET', '/v2/sales_taxes')).statusCode).toBeGreaterThanOrEqual(403);
    expect((await call('eor@demo.test', 'GET', '/v2/sales_taxes')).statusCode).toBe(200);
  });

  it('are added and ended by an admin only; a rated row is never re-rated', async () => {
    const body = {
      country: 'US',
      jurisdiction: 'OR',
      tax_name: 'Sales tax',
      taxable: true,
      rate_percent: null,
      effective_from: '2030-01-01',
    };
    expect((await call('admin@demo.test', 'POST', '/v2/sales_taxes', body)).statusCode).toBe(422);
    expect((await call('eor@demo.test', 'POST', '/v2/sales_taxes', { ...body, rate_percent: '1' })).statusCode).toBe(
      403,
    );
    const made = await call('admin@demo.test', 'POST', '/v2/sales_taxes', { ...body, rate_percent: '1.5' });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    expect((await call('admin@demo.test', 'PATCH', `/v2/sales_taxes/${id}`, { rate_percent: '2' })).statusCode).toBe(
      422,
    );
    const ended = await call('admin@demo.test', 'PATCH', `/v2/sales_taxes/${id}`, { effective_to: '2030-12-31' });
    expect(ended.json().data.effective_to).toBe('2030-12-31');
  });
});

describe('sales tax on an invoice run', () => {
  let seattle = '';
  beforeAll(async () => {
    const [loc] = await db
      .insert(workLocations)
      .values({
        partnerId: ids.acme,
        clientId: ids.umbrella,
        name: 'Umbrella Seattle',
        state: 'WA',
        country: 'US',
        timezone: 'America/Los_Angeles',
      })
      .returning({ id: workLocations.id });
    seattle = loc!.id;
    const placement = await createHourlyPlacement(db, {
      partnerId: ids.acme,
      clientId: ids.umbrella,
      workLocationId: seattle,
      effectiveDate: '2025-01-01',
    });
    // Monday 29 September and Wednesday 1 October 2025: one week on both sides of WA's start date.
    await createApprovedWeek(db, placement.assignmentId, [
      { date: '2025-09-29', start: '09:00', end: '17:00' },
      { date: '2025-10-01', start: '09:00', end: '17:00' },
    ]);
  });

  const run = (path: 'preview' | 'run') =>
    call('admin@demo.test', 'POST', `/v2/invoices/${path}`, { through: '2025-10-31', client_id: ids.umbrella });

  it('refuses while the rate is unconfirmed, naming the place', async () => {
    const res = await run('preview');
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('rate for US-WA on 2025-10-01 is not confirmed');
  });

  it('taxes the work from the start date only, each side on its own line', async () => {
    const [pending] = (await rowsOf('jurisdiction=WA&needs_rate=true')) as Row[];
    // A test figure: the real rate depends on the work location and is for an admin to confirm.
    expect(
      (await call('admin@demo.test', 'PATCH', `/v2/sales_taxes/${pending!.id}`, { rate_percent: '6.5' })).statusCode,
    ).toBe(200);
    const done = (await run('run')).json().data;
    const entry = done.invoices.find((e: { period: { start: string } }) => e.period.start === '2025-09-29');
    const invoice = (await call('admin@demo.test', 'GET', `/v2/invoices/${entry.invoice_id}`)).json().data;
    const lines = invoice.lines.map(
      (l: { hours: string; amount: string; sales_tax: string; tax_jurisdiction: string; tax_rate_percent: string }) => [
        l.hours,
        l.amount,
        l.sales_tax,
        l.tax_rate_percent,
      ],
    );
    expect(lines).toEqual([
      ['8.00', '320.00', '0.00', '0.0000'],
      ['8.00', '320.00', '20.80', '6.5000'],
    ]);
    expect(invoice).toMatchObject({ total_bill_amount: '640.00', total_sales_tax: '20.80', total_due: '660.80' });
  });

  it('leaves an exempt client untaxed', async () => {
    await db.update(clients).set({ salesTaxExempt: true }).where(eq(clients.id, ids.umbrella));
    const preview = (await run('preview')).json().data;
    const again = preview.invoices.find((e: { period: { start: string } }) => e.period.start === '2025-09-29');
    const invoice = (await call('admin@demo.test', 'GET', `/v2/invoices/${again.invoice_id}`)).json().data;
    // The preview rolled back: the draft still holds the taxed lines.
    expect(invoice.total_sales_tax).toBe('20.80');
    await run('run');
    const rebuilt = (await call('admin@demo.test', 'GET', `/v2/invoices/${again.invoice_id}`)).json().data;
    expect(rebuilt).toMatchObject({ total_sales_tax: '0.00', total_due: '640.00' });
    expect(rebuilt.lines.every((l: { tax_jurisdiction: string }) => l.tax_jurisdiction === 'exempt')).toBe(true);
  });
});
