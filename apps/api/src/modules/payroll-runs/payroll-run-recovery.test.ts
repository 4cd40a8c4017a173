/**
 * A run's pay traced to the client invoices (decision 0056): after the run is paid and the same period is
 * invoiced, each invoice carries the pay of the run's items on the timesheets it bills, the pay nothing
 * bills is "not invoiced", and a client's partial payment recovers its share; who may read it.
 */
import Decimal from 'decimal.js';
import { workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
let runId: string;
let periodEnd: string;
const WEEK = '2026-12-07';
const DAY_TWO = '2026-12-08';
const UMBRELLA_PAY = '480.00';
let keyN = 0;
const post = (url: string, payload?: object) =>
  t.call(admin, {
    method: 'POST',
    url,
    ...(payload && { payload }),
    headers: { 'idempotency-key': `recovery-${++keyN}` },
  });
const get = (url: string) => t.call(admin, { method: 'GET', url });
const one = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
  // A new Acme worker at Umbrella (which the demo never invoices): two approved days, 16 h × $30 pay, $50 bill.
  const placement = await createHourlyPlacement(t.database.db, {
    partnerId: ids.acme,
    clientId: ids.umbrella,
    workLocationId: ids.laClinic,
    pay: '30',
    bill: '50',
  });
  await createApprovedWeek(t.database.db, placement.assignmentId, [
    { date: WEEK, start: '09:00', end: '17:00' },
    { date: DAY_TWO, start: '09:00', end: '17:00' },
  ]);
  const first = { first: WEEK };
  const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
  const period = workPeriods(calendar, String(first.first), 1)[0]!;
  periodEnd = period.period_end_date;
  const run = (await post('/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date })).json()
    .data;
  for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
    await post(`/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
  }
  expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  expect((await post(`/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
  await processPayrollRun(t.app.deps, run.id);
  runId = run.id;
});
afterAll(async () => t?.close());

describe("a run's pay recovered through the client invoices", () => {
  it("before Umbrella is invoiced: its worker's pay is among what no invoice carries", async () => {
    const r = (await get(`/v2/payroll_runs/${runId}/recovery`)).json().data;
    expect(r.funding).toBe('funded');
    expect(r.invoices.some((i: { client: { id: string } }) => i.client.id === ids.umbrella)).toBe(false);
    expect(new Decimal(r.not_invoiced).gte(UMBRELLA_PAY)).toBe(true);
    expect(new Decimal(r.invoiced).plus(r.not_invoiced).toFixed(2)).toBe(r.pay_from_ledger);
  });

  it("after invoicing: each invoice carries the pay of the run's items on the timesheets it bills", async () => {
    expect((await post('/v2/invoices/run', { through: periodEnd, client_id: ids.umbrella })).statusCode).toBe(200);
    const r = (await get(`/v2/payroll_runs/${runId}/recovery`)).json().data;
    expect(r.invoices.length).toBeGreaterThan(0);
    for (const inv of r.invoices) {
      const expected = await one(
        `select coalesce(sum(p.amount), 0)::text as pay
           from paycheck_items pi join paychecks pc on pc.id = pi.paycheck_id
           join pay_bill_transaction_items p on p.id = pi.item_id
          where pc.payroll_run_id = $1
            and exists (select 1 from pay_bill_transaction_items b
                          join invoice_line_sources s on s.item_id = b.id
                          join invoice_line_items l on l.id = s.line_id
                         where (b.timesheet_id = p.timesheet_id or (p.timesheet_id is null and b.expense_id = p.expense_id))
                           and b.side = 'bill' and l.invoice_id = $2)`,
        [runId, inv.id],
      );
      expect(inv.pay).toBe(new Decimal(String(expected.pay)).toFixed(2));
    }
    const umbrella = r.invoices.find((i: { client: { id: string } }) => i.client.id === ids.umbrella);
    expect([umbrella.status, umbrella.pay, umbrella.recovered]).toEqual(['draft', UMBRELLA_PAY, '0.00']);
    const carried = r.invoices.reduce((a: Decimal, i: { pay: string }) => a.plus(i.pay), new Decimal(0));
    expect(r.invoiced).toBe(carried.toFixed(2));
    expect(new Decimal(r.invoiced).plus(r.not_invoiced).toFixed(2)).toBe(r.pay_from_ledger);
    expect(r.outstanding).toBe(new Decimal(r.invoiced).minus(r.recovered).toFixed(2));
  });

  it("a client's partial payment recovers that share of the invoice's pay", async () => {
    const before = (await get(`/v2/payroll_runs/${runId}/recovery`)).json().data;
    const target = before.invoices.find((i: { client: { id: string } }) => i.client.id === ids.umbrella);
    const fin = await post(`/v2/invoices/${target.id}/finalize`);
    expect(fin.statusCode, fin.body).toBe(200);
    const due = new Decimal(fin.json().data.total_due);
    const half = due.dividedBy(2).toDecimalPlaces(2);
    const paid = await post('/v2/payments', {
      client_id: target.client.id,
      amount: half.toFixed(2),
      method: 'ach',
      payment_date: periodEnd,
      invoice_ids: [target.id],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = (await get(`/v2/payroll_runs/${runId}/recovery`)).json().data;
    const row = after.invoices.find((i: { id: string }) => i.id === target.id);
    expect(row.status).toBe('partially_paid');
    expect(row.recovered).toBe(new Decimal(row.pay).times(half.dividedBy(due)).toDecimalPlaces(2).toFixed(2));
    expect(after.outstanding).toBe(new Decimal(after.invoiced).minus(after.recovered).toFixed(2));
  });
});

describe('who reads a run’s recovery', () => {
  it('staff and the partner’s payroll users; another partner’s users find no such run', async () => {
    const seen: [unknown, number][] = [];
    const who = ['admin', 'eor', 'partner', 'sales_partner', 'client', 'contractor'] as const;
    for (const as of who) {
      seen.push([as, (await t.callAs(as, { method: 'GET', url: `/v2/payroll_runs/${runId}/recovery` })).statusCode]);
    }
    expect(seen).toEqual([
      ['admin', 200],
      ['eor', 200],
      ['partner', 200],
      ['sales_partner', 403],
      ['client', 403],
      ['contractor', 403],
    ]);
    const beacon = await t.login('partner2@demo.test');
    expect((await t.call(beacon, { method: 'GET', url: `/v2/payroll_runs/${runId}/recovery` })).statusCode).toBe(404);
  });
});
