/**
 * Reports (decision 0088) as every user type and another partner's user: who sees the catalogue and may
 * request; a request is PENDING, the build takes it to FINISHED with its row count; the CSV's totals equal
 * the sums of the list behind it (billing register = /v2/invoices, payments received = /v2/payments,
 * payroll register = /v2/paychecks, same filter, same caller); the XLSX holds the same rows; a report is its
 * requester's alone, and another partner's user gets none of the first partner's rows.
 */
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportKindView, ReportView } from '@app/domain';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { buildReport } from './reports.service.js';
import { parseCsv, sheetRows } from './reports.test-support.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const ok = async (who: string, method: 'GET' | 'POST', url: string, payload?: object, status = 200) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
};

/** Every row of a list, page by page, as the caller. */
async function wholeList<R>(who: string, url: string): Promise<R[]> {
  const all: R[] = [];
  for (let page = 1; ; page++) {
    const sep = url.includes('?') ? '&' : '?';
    const data = await ok(who, 'GET', `${url}${sep}per_page=200&page=${page}`);
    all.push(...(data.data as R[]));
    if (all.length >= data.total || data.data.length === 0) return all;
  }
}

/** Requests a report, builds it (the job's work), and answers it with its CSV's rows. */
async function run(who: string, kind: string, params: object = {}) {
  const requested = (await ok(who, 'POST', '/v2/reports', { kind, params }, 201)) as ReportView;
  expect(requested).toMatchObject({ status: 'PENDING', progress: 0, row_count: null });
  expect(await buildReport(t.app.deps, requested.id)).toBe(true);
  const report = (await ok(who, 'GET', `/v2/reports/${requested.id}`)) as ReportView;
  const res = await call(who, 'GET', `/v2/reports/${requested.id}/download?format=csv`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return { report, rows: parseCsv(res.body) };
}

const totalsOf = (rows: string[][]) => rows.filter((r) => r[0] === 'Total');
const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('who may run reports', () => {
  it('staff and a partner’s sensitive roles get the catalogue; the rest are refused', async () => {
    for (const who of ['admin', 'eor', 'partner', 'partner2']) {
      const kinds = (await ok(who, 'GET', '/v2/reports/kinds')) as ReportKindView[];
      expect(kinds.map((k) => k.kind)).toEqual(
        expect.arrayContaining(['billing_register', 'ar_aging', 'payments_received', 'payroll_register']),
      );
      // GET /v2/user's allowed_reports are the same kinds.
      const me = await ok(who, 'GET', '/v2/user');
      expect(me.allowed_reports).toEqual(kinds.map((k) => k.kind));
    }
    for (const who of ['recruiter', 'sales', 'client', 'contractor']) {
      expect([403, 404]).toContain((await call(who, 'GET', '/v2/reports/kinds')).statusCode);
      expect([403, 404]).toContain(
        (await call(who, 'POST', '/v2/reports', { kind: 'billing_register', params: {} })).statusCode,
      );
      expect([403, 404]).toContain((await call(who, 'GET', '/v2/reports')).statusCode);
      expect((await ok('admin', 'GET', '/v2/user')).allowed_reports.length).toBeGreaterThan(0);
    }
    expect((await ok('recruiter', 'GET', '/v2/user')).allowed_reports).toEqual([]);
  });

  it('refuses bad parameters with 422 naming them', async () => {
    const bad = async (body: object, loc: string) => {
      const res = await call('partner', 'POST', '/v2/reports', body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain(loc);
    };
    await bad({ kind: 'billing_register', params: { date_from: '2026-05-01', date_to: '2026-04-01' } }, 'date_to');
    await bad({ kind: 'billing_register', params: { date_from: '2026-05-01' } }, 'date_to');
    await bad({ kind: 'pto_balances', params: { client_id: ids.globex } }, 'client_id');
    await bad({ kind: 'no_such_report', params: {} }, 'kind');
    await bad({ kind: 'billing_register', params: { partner_id: ids.beacon } }, 'partner_id');
  });
});

describe('building and downloading', () => {
  it('billing register: FINISHED, and its totals are the sums of the invoices list for the same filter', async () => {
    const { report, rows } = await run('partner', 'billing_register');
    expect(report).toMatchObject({ status: 'FINISHED', progress: 100, error: null });
    expect(report.partner?.id).toBe(ids.acme);
    const [header, ...body] = rows;
    expect(header).toEqual(expect.arrayContaining(['Number', 'Client', 'Total due', 'Remaining']));
    const data = body.filter((r) => r[0] !== 'Total');
    expect(report.row_count).toBe(data.length);
    const invoices = await wholeList<{ currency: string; total_due: string; remaining_amount: string }>(
      'partner',
      '/v2/invoices',
    );
    expect(data.length).toBe(invoices.length);
    expect(invoices.length).toBeGreaterThan(0);
    const dueAt = header!.indexOf('Total due');
    const remainingAt = header!.indexOf('Remaining');
    const currencyAt = header!.indexOf('Currency');
    for (const total of totalsOf(body)) {
      const mine = invoices.filter((i) => i.currency === total[currencyAt]);
      expect(total[dueAt]).toBe(sum(mine.map((i) => i.total_due)));
      expect(total[remainingAt]).toBe(sum(mine.map((i) => i.remaining_amount)));
    }
    expect(
      totalsOf(body)
        .map((r) => r[currencyAt])
        .sort(),
    ).toEqual([...new Set(invoices.map((i) => i.currency))].sort());
  });

  it('the XLSX holds the same header, rows and totals as the CSV', async () => {
    const { report, rows } = await run('partner', 'payments_received');
    const res = await call('partner', 'GET', `/v2/reports/${report.id}/download?format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = sheetRows(res.rawPayload);
    expect(sheet.length).toBe(rows.length);
    expect(sheet[0]).toEqual(rows[0]);
    // Empty cells are not written, so compare the filled ones.
    expect(sheet.at(-1)).toEqual(rows.at(-1)!.filter((c) => c !== ''));
  });

  it('payments received and payroll register total what their lists hold, filtered by dates', async () => {
    const payments = await wholeList<{ currency: string; amount: string; payment_date: string }>(
      'partner',
      '/v2/payments',
    );
    expect(payments.length).toBeGreaterThan(0);
    const dates = payments.map((p) => p.payment_date).sort();
    const [from, to] = [dates[0]!, dates[Math.floor(dates.length / 2)]!];
    const { rows } = await run('partner', 'payments_received', { date_from: from, date_to: to });
    const inPeriod = payments.filter((p) => p.payment_date >= from && p.payment_date <= to);
    const header = rows[0]!;
    expect(rows.slice(1).filter((r) => r[0] !== 'Total').length).toBe(inPeriod.length);
    for (const total of totalsOf(rows))
      expect(total[header.indexOf('Amount')]).toBe(
        sum(inPeriod.filter((p) => p.currency === total[header.indexOf('Currency')]).map((p) => p.amount)),
      );

    const paychecks = await wholeList<{ currency: string; net: string; gross: string }>('admin', '/v2/paychecks');
    const payroll = await run('admin', 'payroll_register');
    const ph = payroll.rows[0]!;
    expect(payroll.report.row_count).toBe(paychecks.length);
    for (const total of totalsOf(payroll.rows)) {
      const mine = paychecks.filter((p) => p.currency === total[ph.indexOf('Currency')]);
      expect(total[ph.indexOf('Net')]).toBe(sum(mine.map((p) => p.net)));
      expect(total[ph.indexOf('Gross')]).toBe(sum(mine.map((p) => p.gross)));
    }
  });

  it('margin by client and distributions total what their lists hold', async () => {
    type Inv = { status: string; currency: string; total_bill_amount: string; total_pay_amount?: string };
    const issued = (await wholeList<Inv>('partner', '/v2/invoices')).filter(
      (i) => !['draft', 'void'].includes(i.status),
    );
    expect(issued.length).toBeGreaterThan(0);
    const margin = await run('partner', 'margin_by_client');
    const mh = margin.rows[0]!;
    expect(totalsOf(margin.rows).length).toBeGreaterThan(0);
    for (const total of totalsOf(margin.rows)) {
      const mine = issued.filter((i) => i.currency === total[mh.indexOf('Currency')]);
      expect(total[mh.indexOf('Invoices')]).toBe(String(mine.length));
      expect(total[mh.indexOf('Billed')]).toBe(sum(mine.map((i) => i.total_bill_amount)));
      expect(total[mh.indexOf('Pay')]).toBe(sum(mine.map((i) => i.total_pay_amount ?? '0')));
      // Margin is bill − pay − the employer burden of the paychecks behind the pay.
      expect(total[mh.indexOf('Margin')]).toBe(
        new Decimal(sum(mine.map((i) => i.total_bill_amount)))
          .minus(sum(mine.map((i) => i.total_pay_amount ?? '0')))
          .minus(total[mh.indexOf('Employer burden')]!)
          .toFixed(2),
      );
    }
    const list = await wholeList<{ currency: string; payable: string; cash: string }>('admin', '/v2/distributions');
    expect(list.length).toBeGreaterThan(0);
    const dist = await run('admin', 'distributions');
    const dh = dist.rows[0]!;
    expect(dist.report.row_count).toBe(list.length);
    for (const total of totalsOf(dist.rows)) {
      const mine = list.filter((d) => d.currency === total[dh.indexOf('Currency')]);
      expect(total[dh.indexOf('Payable')]).toBe(sum(mine.map((d) => d.payable)));
      expect(total[dh.indexOf('Cash')]).toBe(sum(mine.map((d) => d.cash)));
    }
  });

  it('tax liabilities and commissions total what their lists hold', async () => {
    type Check = { currency: string; employee_taxes: string; employer_taxes: string };
    const checks = await wholeList<Check>('admin', '/v2/paychecks');
    expect(checks.length).toBeGreaterThan(0);
    const tax = await run('admin', 'tax_liabilities');
    const th = tax.rows[0]!;
    for (const total of totalsOf(tax.rows)) {
      const mine = checks.filter((c) => c.currency === total[th.indexOf('Currency')]);
      expect(total[th.indexOf('Employee taxes withheld')]).toBe(sum(mine.map((c) => c.employee_taxes)));
      expect(total[th.indexOf('Employer taxes')]).toBe(sum(mine.map((c) => c.employer_taxes)));
    }
    expect(totalsOf(tax.rows).length).toBeGreaterThan(0);
    // By jurisdiction: federal and state rows, and the totals are the payroll register's tax totals.
    const body = tax.rows.slice(1).filter((r) => r[0] !== 'Total');
    expect(body.some((r) => r[th.indexOf('Jurisdiction')] === 'Federal')).toBe(true);
    expect(body.some((r) => /^[A-Z]{2}$/.test(r[th.indexOf('Jurisdiction')]!))).toBe(true);
    expect(body.some((r) => r[th.indexOf('Tax')] === 'Social Security (FICA)')).toBe(true);
    const register = await run('admin', 'payroll_register');
    const rh = register.rows[0]!;
    const registerTotals = totalsOf(register.rows).map((r) => [
      r[rh.indexOf('Currency')],
      r[rh.indexOf('Employee taxes')],
      r[rh.indexOf('Employer taxes')],
    ]);
    expect(
      totalsOf(tax.rows).map((r) => [
        r[th.indexOf('Currency')],
        r[th.indexOf('Employee taxes withheld')],
        r[th.indexOf('Employer taxes')],
      ]),
    ).toEqual(registerTotals);
    // Commissions are platform staff's: a partner may not run them.
    expect((await call('partner', 'POST', '/v2/reports', { kind: 'commissions', params: {} })).statusCode).toBe(403);
    const list = await wholeList<{ currency: string; payable: string }>('admin', '/v2/commissions');
    const com = await run('admin', 'commissions');
    expect(com.report.row_count).toBe(list.length);
    const ch = com.rows[0]!;
    for (const total of totalsOf(com.rows))
      expect(total[ch.indexOf('Payable')]).toBe(
        sum(list.filter((c) => c.currency === total[ch.indexOf('Currency')]).map((c) => c.payable)),
      );
  });

  it('hours by client, worker and week total the pay side of the time ledger', async () => {
    type Item = { minutes: number; timesheet_id: string | null };
    const items: Item[] = [];
    for (let page = 1; ; page++) {
      const data = await ok(
        'admin',
        'GET',
        `/v2/pay_bill_transaction_items?side=pay&all_dates=true&per_page=200&page=${page}`,
      );
      items.push(...(data.data as Item[]));
      if (items.length >= data.total || data.data.length === 0) break;
    }
    const minutes = items.filter((i) => i.timesheet_id !== null).reduce((s, i) => s + i.minutes, 0);
    expect(minutes).toBeGreaterThan(0);
    const { rows } = await run('admin', 'hours');
    expect(rows[0]).toEqual(['Week start', 'Client', 'Worker', 'Hours']);
    expect(totalsOf(rows)).toEqual([['Total', '', '', (minutes / 60).toFixed(2)]]);
    // The demo's employers keep the default workweek: every week starts on a Monday
    // (reports-workweek.test.ts gives one a Sunday workweek).
    for (const r of rows.slice(1, -1)) expect(new Date(`${r[0]}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('onboarding status lists everyone the onboarding list shows', async () => {
    const total = (await ok('partner', 'GET', '/v2/onboarding_status?per_page=1')).total as number;
    expect(total).toBeGreaterThan(0);
    const { report, rows } = await run('partner', 'onboarding_status');
    expect(report.row_count).toBe(total);
    expect(rows[0]).toEqual(expect.arrayContaining(['Name', 'Current step']));
  });

  it('AR aging, PTO balances and expiring documents build', async () => {
    for (const kind of ['ar_aging', 'pto_balances', 'expiring_documents']) {
      const { report, rows } = await run('partner', kind);
      expect(report.status).toBe('FINISHED');
      expect(rows.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('a report not finished yet is 409 to download; the list pages the caller’s reports', async () => {
    const pending = (await ok('partner', 'POST', '/v2/reports', { kind: 'ar_aging', params: {} }, 201)) as ReportView;
    expect((await call('partner', 'GET', `/v2/reports/${pending.id}/download?format=csv`)).statusCode).toBe(409);
    const list = await ok('partner', 'GET', '/v2/reports?status=PENDING');
    expect(list.data.map((r: ReportView) => r.id)).toContain(pending.id);
    expect(list.total).toBeGreaterThanOrEqual(1);
    // Built once, however many times it is asked.
    expect(await buildReport(t.app.deps, pending.id)).toBe(true);
    expect(await buildReport(t.app.deps, pending.id)).toBe(false);
  });
});

describe('another partner', () => {
  it('never sees the first partner’s report nor its rows', async () => {
    const { report } = await run('partner', 'billing_register');
    for (const who of ['partner2', 'eor', 'admin']) {
      expect((await call(who, 'GET', `/v2/reports/${report.id}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/v2/reports/${report.id}/download?format=csv`)).statusCode).toBe(404);
      const list = await ok(who, 'GET', '/v2/reports?per_page=200');
      expect(list.data.map((r: ReportView) => r.id)).not.toContain(report.id);
    }
    const beacon = await run('partner2', 'billing_register');
    expect(beacon.report.partner?.id).toBe(ids.beacon);
    const partnerAt = beacon.rows[0]!.indexOf('Partner');
    const partners = new Set(
      beacon.rows
        .slice(1)
        .filter((r) => r[0] !== 'Total')
        .map((r) => r[partnerAt]),
    );
    expect([...partners]).toEqual([beacon.report.partner!.name]);
    const beaconInvoices = await wholeList<object>('partner2', '/v2/invoices');
    expect(beacon.report.row_count).toBe(beaconInvoices.length);
  });

  it('staff naming a partner get that partner’s rows only', async () => {
    const { report, rows } = await run('admin', 'billing_register', { partner_id: ids.beacon });
    const beaconInvoices = await wholeList<object>('admin', `/v2/invoices?partner_id=${ids.beacon}`);
    expect(report.row_count).toBe(beaconInvoices.length);
    const acme = await wholeList<object>('admin', `/v2/invoices?partner_id=${ids.acme}`);
    expect(acme.length).toBeGreaterThan(0);
    expect(rows.length - 1 - totalsOf(rows).length).toBe(beaconInvoices.length);
  });
});
