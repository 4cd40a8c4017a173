/**
 * Margin by placement and by recruiter (decision 0099): bill − pay − the employer burden of the paychecks
 * behind the pay, per placement and per the user credited with it. Every total is the sum of its rows, and
 * the three margin reports total the same over the same period (the same invoice lines divided among their
 * placements) — billed and pay equal to the invoices list's. Beacon's September at Initech, paid by its demo
 * payroll runs, is invoiced here so some pay carries burden; another partner's user sees only its own.
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportView } from '@app/domain';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { buildReport } from './reports.service.js';
import { parseCsv } from './reports.test-support.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });

async function run(who: string, kind: string, params: object = {}) {
  const res = await call(who, 'POST', '/v2/reports', { kind, params });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json().data as ReportView).id;
  expect(await buildReport(t.app.deps, id)).toBe(true);
  const report = (await call(who, 'GET', `/v2/reports/${id}`)).json().data as ReportView;
  const csv = await call(who, 'GET', `/v2/reports/${id}/download?format=csv`);
  expect(csv.statusCode).toBe(200);
  return { report, rows: parseCsv(csv.body) };
}

const MONEY = ['Billed', 'Pay', 'Employer burden', 'Margin'];
const totalsOf = (rows: string[][]) => rows.filter((r) => r[0] === 'Total');
const bodyOf = (rows: string[][]) => rows.slice(1).filter((r) => r[0] !== 'Total');
const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);
/** Per currency: billed, pay, burden and margin of the total rows. */
const moneyTotals = (rows: string[][]) => {
  const h = rows[0]!;
  return totalsOf(rows).map((r) => [r[h.indexOf('Currency')], ...MONEY.map((c) => r[h.indexOf(c)])]);
};
const col = (rows: string[][], r: string[], name: string) => r[rows[0]!.indexOf(name)]!;

/** Every total is its currency's rows' sum; every row's margin is bill − pay − burden. */
function expectFooting(rows: string[][]) {
  const body = bodyOf(rows);
  for (const total of totalsOf(rows)) {
    const mine = body.filter((r) => col(rows, r, 'Currency') === col(rows, total, 'Currency'));
    for (const c of MONEY) expect(col(rows, total, c)).toBe(sum(mine.map((r) => col(rows, r, c))));
  }
  for (const r of body)
    expect(col(rows, r, 'Margin')).toBe(
      new Decimal(col(rows, r, 'Billed'))
        .minus(col(rows, r, 'Pay'))
        .minus(col(rows, r, 'Employer burden'))
        .toFixed(2),
    );
}

const YEAR = { date_from: '2026-01-01', date_to: '2026-12-31' };

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  // Beacon's September weeks at Initech were paid by its demo payroll runs and never invoiced: invoiced now.
  const res = await call('admin', 'POST', '/v2/invoices/run', { through: '2026-09-30', client_id: ids.initech });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const drafts = (
    await t.database.executeSql(
      `select id from invoices where partner_id = $1 and client_id = $2 and status = 'draft'
         and period_start < '2026-10-01' order by period_start`,
      [ids.beacon, ids.initech],
    )
  ).rows as { id: string }[];
  expect(drafts.length).toBeGreaterThan(0);
  for (const d of drafts) expect((await call('admin', 'POST', `/v2/invoices/${d.id}/finalize`)).statusCode).toBe(200);
  // The demo's paychecks carry no employer taxes (1099s, and a W-2 under the wage base): 10% of gross here.
  await t.database.executeSql(`update paychecks set employer_taxes = round(gross * 0.10, 2) where partner_id = $1`, [
    ids.beacon,
  ]);
});
afterAll(async () => t?.close());

describe('margin by placement and recruiter', () => {
  it('bear the burden of the paychecks behind the pay, and total what margin by client totals', async () => {
    const byClient = await run('partner2', 'margin_by_client', YEAR);
    expectFooting(byClient.rows);
    const [usd] = moneyTotals(byClient.rows);
    expect(new Decimal(usd![3]!).gt(0)).toBe(true);
    type Inv = { status: string; currency: string; total_bill_amount: string; total_pay_amount?: string };
    const invoices = (await call('partner2', 'GET', '/v2/invoices?per_page=200')).json().data.data as Inv[];
    const issued = invoices.filter((i) => !['draft', 'void'].includes(i.status) && i.currency === usd![0]);
    expect(usd![1]).toBe(sum(issued.map((i) => i.total_bill_amount)));
    expect(usd![2]).toBe(sum(issued.map((i) => i.total_pay_amount ?? '0')));

    const byPlacement = await run('partner2', 'margin_by_placement', YEAR);
    expectFooting(byPlacement.rows);
    expect(moneyTotals(byPlacement.rows)).toEqual(moneyTotals(byClient.rows));
    expect(byPlacement.report.row_count).toBe(bodyOf(byPlacement.rows).length);
    // Bruno's placement carries the burden: 10% of the gross of the paychecks that paid its time.
    const bruno = bodyOf(byPlacement.rows).find((r) => col(byPlacement.rows, r, 'Worker').startsWith('Bruno'))!;
    expect(col(byPlacement.rows, bruno, 'Client')).toBe('Initech');
    expect(col(byPlacement.rows, bruno, 'Recruiter')).toBe('Bea Beacon');
    expect(new Decimal(col(byPlacement.rows, bruno, 'Employer burden')).gt(0)).toBe(true);

    const byRecruiter = await run('partner2', 'margin_by_recruiter', YEAR);
    expectFooting(byRecruiter.rows);
    expect(moneyTotals(byRecruiter.rows)).toEqual(moneyTotals(byClient.rows));
    expect(bodyOf(byRecruiter.rows).map((r) => r[0])).toContain('Bea Beacon');
  });

  it('agree with margin by client for Acme too, with each recruiter credited', async () => {
    const byClient = await run('partner', 'margin_by_client', YEAR);
    expect(totalsOf(byClient.rows).length).toBeGreaterThan(0);
    for (const kind of ['margin_by_placement', 'margin_by_recruiter']) {
      const { rows } = await run('partner', kind, YEAR);
      expectFooting(rows);
      expect(moneyTotals(rows)).toEqual(moneyTotals(byClient.rows));
    }
    const { rows } = await run('partner', 'margin_by_recruiter', YEAR);
    expect(bodyOf(rows).map((r) => r[0])).toEqual(expect.arrayContaining(['Rita Recruiter', 'Paula Partner']));
  });

  it('holds only the caller’s partner’s placements; others may not run it', async () => {
    const { rows } = await run('partner2', 'margin_by_placement', YEAR);
    const clients = new Set(bodyOf(rows).map((r) => col(rows, r, 'Client')));
    expect([...clients].every((c) => ['Initech', 'Wayne Foods'].includes(c))).toBe(true);
    const acme = await run('admin', 'margin_by_placement', { ...YEAR, partner_id: ids.acme });
    expect(bodyOf(acme.rows).some((r) => col(acme.rows, r, 'Client') === 'Initech')).toBe(false);
    for (const who of ['recruiter', 'client', 'contractor', 'sales'])
      for (const kind of ['margin_by_placement', 'margin_by_recruiter'])
        expect([403, 404]).toContain((await call(who, 'POST', '/v2/reports', { kind, params: {} })).statusCode);
    for (const who of ['admin', 'eor', 'partner', 'partner2']) {
      const kinds = (await call(who, 'GET', '/v2/reports/kinds')).json().data as { kind: string }[];
      expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['margin_by_placement', 'margin_by_recruiter']));
    }
  });
});
