/**
 * Off-cycle runs (issue 13, decision 0050): a bonus grossed up to a net to the cent by the flat
 * supplemental method without recurring deductions, a correction taxed as regular wages, a final paycheck
 * paying the worker's untaken approved time; refused for a partner whose payroll is off, for another
 * partner's worker, for a past date; only the employer makes one; then approved and processed like a
 * regular run, the year to date carried on.
 */
import { bankingDaysFrom, notABankingDay } from '@app/domain';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let casey: string;
let checkDate: string;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const one = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows[0]!;

type Line = { section: string; code: string; amount: string };

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  await withoutEmailCodes(t);
  casey = String((await one(`select contractor_id from users where email = 'contractor@demo.test'`)).contractor_id);
  // A banking day a week ahead (an off-cycle run refuses a weekend or a bank holiday).
  checkDate = bankingDaysFrom(t.app.deps.clock.now().toISOString().slice(0, 10), 5);
});
afterAll(async () => t?.close());

const bonus = (amount: string, extra: object = {}) => ({
  partner_id: ids.acme,
  reason: 'bonus',
  check_date: checkDate,
  workers: [{ contractor_id: casey, earnings: [{ type: 'bonus', amount }] }],
  ...extra,
});

describe('off-cycle runs', () => {
  let bonusRunId: string;

  it('grosses a bonus up so the worker nets exactly the amount, taxed by the flat supplemental method', async () => {
    const res = await call(
      'admin@demo.test',
      'POST',
      '/v2/payroll_runs/off_cycle',
      bonus('750.00', { gross_up: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json().data;
    bonusRunId = run.id;
    expect(run).toMatchObject({
      kind: 'off_cycle',
      status: 'pre_draft',
      off_cycle_reason: 'bonus',
      skip_recurring_deductions: true,
      gross_up: true,
      pay_date: checkDate,
      worker_count: 1,
    });
    const w = run.workers[0];
    expect(w.refusal).toBeNull();
    expect(w.net).toBe('750.00');
    expect(new Decimal(w.gross).gt(750)).toBe(true);
    const check = (await call('admin@demo.test', 'GET', `/v2/paychecks/${w.paycheck_id}`)).json().data;
    const earnings = check.lines.filter((l: Line) => l.section === 'earning');
    expect(earnings.map((l: Line) => l.code)).toEqual(['bonus']);
    // The flat 22% federal rate on the whole bonus (it is supplemental wages, not regular pay).
    const federal = check.lines.find((l: Line) => l.code === 'federal_income_tax');
    expect(federal.amount).toBe(new Decimal(w.gross).times(0.22).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(check.items).toEqual([]);
  });

  it('figures a correction as regular wages and a final paycheck from the untaken approved time', async () => {
    const correction = await call('admin@demo.test', 'POST', '/v2/payroll_runs/off_cycle', {
      partner_id: ids.acme,
      reason: 'correction',
      check_date: checkDate,
      workers: [{ contractor_id: casey, earnings: [{ type: 'regular', amount: '200.00' }] }],
    });
    expect(correction.statusCode, correction.body).toBe(201);
    const c = correction.json().data;
    expect(c).toMatchObject({ off_cycle_reason: 'correction', skip_recurring_deductions: false, gross_up: false });
    expect(c.workers[0].gross).toBe('200.00');

    const pool = await one(
      `select coalesce(sum(i.amount), 0)::text as total, count(*)::int as n from pay_bill_transaction_items i
         join pay_bill_transactions x on x.id = i.transaction_id
        where i.contractor_id = $1 and x.employer_key = 'platform' and i.side = 'pay' and i.status = 'approved'
          and i.payroll_run_id is null and i.work_date <= $2`,
      [casey, checkDate],
    );
    const final = await call('admin@demo.test', 'POST', '/v2/payroll_runs/off_cycle', {
      partner_id: ids.acme,
      reason: 'final_paycheck',
      check_date: checkDate,
      workers: [{ contractor_id: casey, earnings: [{ type: 'pto', amount: '80.00' }] }],
    });
    expect(final.statusCode, final.body).toBe(201);
    const f = final.json().data.workers[0];
    expect(f.item_count).toBe(pool.n);
    expect(f.gross).toBe(new Decimal(String(pool.total)).plus(80).toFixed(2));
  });

  it('refuses gross-up outside a bonus, another partner’s worker, a past date, a weekend or bank holiday, and a partner whose payroll is off', async () => {
    const bad = await call('admin@demo.test', 'POST', '/v2/payroll_runs/off_cycle', {
      ...bonus('100.00'),
      reason: 'correction',
      gross_up: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Gross-up is for a bonus');
    const stranger = await one(`select id from contractors where partner_id <> $1 limit 1`, [ids.acme]);
    const other = await call('admin@demo.test', 'POST', '/v2/payroll_runs/off_cycle', {
      ...bonus('100.00'),
      workers: [{ contractor_id: stranger.id, earnings: [{ type: 'bonus', amount: '100.00' }] }],
    });
    expect(other.statusCode).toBe(422);
    expect(other.body).toContain('Not a worker of');
    const past = await call('admin@demo.test', 'POST', '/v2/payroll_runs/off_cycle', {
      ...bonus('100.00'),
      check_date: '2020-01-03',
    });
    expect(past.statusCode).toBe(422);
    // A check is dated on a banking day: a weekend or a bank holiday is refused, naming the days either side.
    for (const [day, msg] of [
      [
        '2027-01-09',
        '2027-01-09 is a Saturday, not a banking day: a check is dated on a banking day — choose 2027-01-08 or 2027-01-11',
      ],
      [
        '2027-11-25',
        '2027-11-25 is a bank holiday, not a banking day: a check is dated on a banking day — choose 2027-11-24 or 2027-11-26',
      ],
    ]) {
      const res = await call('admin@demo.test', 'POST', '/v2/payroll_runs/off_cycle', {
        ...bonus('100.00'),
        check_date: day,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: [expect.objectContaining({ loc: ['body', 'check_date'], msg })] });
    }
    // A Saturday whose Friday is already past offers only the Monday.
    expect(notABankingDay('2026-11-28', '2026-11-28')).toBe(
      '2026-11-28 is a Saturday, not a banking day: a check is dated on a banking day — choose 2026-11-30',
    );
    await t.database.executeSql(`update partners set is_payroll_disabled = true where id = $1`, [ids.acme]);
    try {
      const off = await call('admin@demo.test', 'POST', '/v2/payroll_runs/off_cycle', bonus('100.00'));
      expect(off.statusCode).toBe(422);
      expect(off.body).toContain('Payroll is turned off');
    } finally {
      await t.database.executeSql(`update partners set is_payroll_disabled = false where id = $1`, [ids.acme]);
    }
  });

  it('is made by the employer only: each user type, and another partner’s user for this partner’s worker', async () => {
    for (const email of [
      'eor@demo.test',
      'partner@demo.test',
      'sales@demo.test',
      'client@demo.test',
      'contractor@demo.test',
    ]) {
      const res = await call(email, 'POST', '/v2/payroll_runs/off_cycle', bonus('100.00'));
      expect(res.statusCode, email).toBe(403);
    }
    // Beacon runs its own payroll: Acme's worker is not one of its workers.
    const beacon = await call('partner2@demo.test', 'POST', '/v2/payroll_runs/off_cycle', {
      ...bonus('100.00'),
      partner_id: undefined,
    });
    expect(beacon.statusCode).toBe(422);
    expect(beacon.body).toContain('Not a worker of');
    // And the bonus run is not Beacon's to read.
    expect((await call('partner2@demo.test', 'GET', `/v2/payroll_runs/${bonusRunId}`)).statusCode).toBe(404);
  });

  it('goes through submit, approval and processing like a regular run, and carries the year to date on', async () => {
    expect((await call('admin@demo.test', 'POST', `/v2/payroll_runs/${bonusRunId}/submit`)).statusCode).toBe(200);
    const approved = await call('admin@demo.test', 'POST', `/v2/payroll_runs/${bonusRunId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await processPayrollRun(t.app.deps, bonusRunId);
    const run = (await call('admin@demo.test', 'GET', `/v2/payroll_runs/${bonusRunId}`)).json().data;
    expect(run.status).toBe('paid');
    expect(run.workers[0].transfer).toMatchObject({ status: 'paid' });
    const check = (await call('contractor@demo.test', 'GET', `/v2/paychecks/${run.workers[0].paycheck_id}`)).json()
      .data;
    expect(check.net).toBe('750.00');
    // The bonus is in the year's supplemental wages: the next paycheck starts from it.
    expect(new Decimal(check.ytd.supplemental_wages).gte(check.gross)).toBe(true);
    const next = await call('admin@demo.test', 'POST', '/v2/payroll_runs/off_cycle', bonus('100.00'));
    const nextCheck = (
      await call('admin@demo.test', 'GET', `/v2/paychecks/${next.json().data.workers[0].paycheck_id}`)
    ).json().data;
    expect(nextCheck.ytd.supplemental_wages).toBe(new Decimal(check.ytd.supplemental_wages).plus(100).toFixed(2));
  });
});
