/**
 * /v2/canada_payroll (issue 13; decision 0054): after a run pays the Ontario worker, the month's CRA
 * remittance and the worker's T4 boxes equal the sums of the paycheck's own lines; who may read them (staff
 * and a Canada-enabled partner's payroll users) and that another partner's users see none of them.
 */
import Decimal from 'decimal.js';
import { workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { processPayrollRun } from '../payroll-runs/payroll-processing.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
let year: number;
let month: string;
let canadian: { id: string; contractor_id: string; lines: { code: string; base: string; amount: string }[] };
const post = (url: string, payload?: object) => t.call(admin, { method: 'POST', url, ...(payload && { payload }) });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url });
const one = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows[0]!;

/** Pays Acme's period holding the Ontario worker's earliest approved time: approved, then processed. */
async function payTheOntarioWorker() {
  const first = await one(
    `select min(i.work_date)::text as first from pay_bill_transaction_items i
       join contractors c on c.id = i.contractor_id
      where i.partner_id = $1 and c.classification = 'canada_t4' and i.side = 'pay' and i.status = 'approved'
        and i.payroll_run_id is null`,
    [ids.acme],
  );
  expect(first.first, 'the demo has approved time of an Ontario worker').toBeTruthy();
  const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
  const period = workPeriods(calendar, String(first.first), 1)[0]!;
  const run = (await post('/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date })).json()
    .data;
  for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
    await post(`/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
  }
  expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  expect((await post(`/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
  await processPayrollRun(t.app.deps, run.id);
  return run.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
  const runId = await payTheOntarioWorker();
  const pc = await one(
    `select id, contractor_id, check_date::text as check_date from paychecks
      where payroll_run_id = $1 and classification = 'canada_t4' and refusal is null and not excluded`,
    [runId],
  );
  const detail = (await get(admin, `/v2/paychecks/${pc.id}`)).json().data;
  const lines = detail.lines as {
    code: string;
    base: string;
    amount: string;
  }[];
  canadian = { id: String(pc.id), contractor_id: String(pc.contractor_id), lines };
  year = Number(String(pc.check_date).slice(0, 4));
  month = String(pc.check_date).slice(0, 7);
});
afterAll(async () => t?.close());

const lineOf = (code: string) => canadian.lines.find((l) => l.code === code);
const amountOf = (...codes: string[]) =>
  codes.reduce((a, c) => a.plus(lineOf(c)?.amount ?? 0), new Decimal(0)).toFixed(2);

describe('the Canadian payroll figures', () => {
  it("gives the month's CRA remittance as the sums of the paychecks' lines, and totals that foot", async () => {
    const res = await get(admin, `/v2/canada_payroll?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    const row = body.remittances.find((r: { month: string; employer_key: string }) => r.month === month);
    expect(row).toMatchObject({
      employer_key: 'platform',
      employer_name: 'Platform (EOR)',
      paychecks: 1,
      cpp_employee: amountOf('cpp'),
      cpp_employer: amountOf('cpp_employer'),
      ei_employee: amountOf('ei'),
      ei_employer: amountOf('ei_employer'),
      income_tax: amountOf('federal_income_tax', 'provincial_income_tax', 'bonus_income_tax'),
    });
    expect(new Decimal(row.ei_employer).toFixed(2)).toBe(new Decimal(row.ei_employee).times('1.4').toFixed(2));
    const parts = ['cpp_employee', 'cpp_employer', 'cpp2_employee', 'cpp2_employer', 'ei_employee', 'ei_employer'];
    expect(row.total).toBe([...parts, 'income_tax'].reduce((a, k) => a.plus(row[k]), new Decimal(0)).toFixed(2));
    const footed = body.remittances.reduce((a: Decimal, r: { total: string }) => a.plus(r.total), new Decimal(0));
    expect(body.totals.total).toBe(footed.toFixed(2));
    // The engine's figures for the year: Ontario's basic amount and EI's maximum insurable earnings.
    expect(body.td1.provinces).toContainEqual({ province: 'ON', basic_personal_amount: '12989.00' });
    expect(body.td1.ei.max_insurable).toBe('68900.00');
  });

  it("gives the worker's T4 boxes from the same lines, and a CSV of them", async () => {
    const res = await get(admin, `/v2/canada_payroll/t4_workers?year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.data.find((r: { id: string }) => r.id === canadian.contractor_id);
    expect(row).toMatchObject({
      province: 'ON',
      paychecks: 1,
      box_14: new Decimal(lineOf('cpp')!.base).toFixed(2),
      box_16: amountOf('cpp'),
      box_16a: amountOf('cpp2'),
      box_18: amountOf('ei'),
      box_22: amountOf('federal_income_tax', 'provincial_income_tax', 'bonus_income_tax'),
      box_24: row.box_14,
      box_26: row.box_14,
    });
    const csv = await get(admin, `/v2/canada_payroll/t4_workers?year=${year}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Box 14 employment income');
    expect(csv.body).toContain(row.box_22);
  });

  it('shows a year without paychecks as empty, and refuses a year that is not one', async () => {
    const empty = (await get(admin, '/v2/canada_payroll?year=2019')).json().data;
    expect([empty.remittances, empty.files, empty.td1]).toEqual([[], [], null]);
    expect((await get(admin, '/v2/canada_payroll?year=twenty')).statusCode).toBe(422);
  });
});

describe('who reads the Canadian payroll figures', () => {
  it('admin and eor staff and the Canada-enabled partner’s payroll users; nobody else', async () => {
    const expected: [Parameters<TestApp['callAs']>[0], number][] = [
      ['admin', 200],
      ['eor', 200],
      ['partner', 200],
      [['partner', 'recruiter'], 200],
      // A partner's user without the payroll roles: the link is not theirs (the access guard's 404).
      [['partner', 'time_sheet_only'], 404],
      ['sales_partner', 403],
      ['client', 403],
      ['contractor', 403],
    ];
    const seen: [unknown, string, number][] = [];
    for (const [as] of expected) {
      for (const url of [`/v2/canada_payroll?year=${year}`, `/v2/canada_payroll/t4_workers?year=${year}`]) {
        seen.push([as, url, (await t.callAs(as, { method: 'GET', url })).statusCode]);
      }
    }
    expect(seen).toEqual(
      expected.flatMap(([as, status]) => [
        [as, `/v2/canada_payroll?year=${year}`, status],
        [as, `/v2/canada_payroll/t4_workers?year=${year}`, status],
      ]),
    );
  });

  it("another partner's users: refused while Canada is off for them, and see none of Acme's once it is on", async () => {
    const beacon = await t.login('partner2@demo.test');
    expect((await get(beacon, `/v2/canada_payroll?year=${year}`)).statusCode).toBe(404);
    await t.database.executeSql('update partners set is_canada_enabled = true where id = $1', [ids.beacon]);
    const again = await t.login('partner2@demo.test');
    const summary = await get(again, `/v2/canada_payroll?year=${year}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data.remittances).toEqual([]);
    const t4 = (await get(again, `/v2/canada_payroll/t4_workers?year=${year}`)).json().data;
    expect([t4.data, t4.total]).toEqual([[], 0]);
    // Naming Acme does not widen a partner's scope.
    const named = (await get(again, `/v2/canada_payroll/t4_workers?year=${year}&partner_id=${ids.acme}`)).json().data;
    expect(named.data).toEqual([]);
  });
});
