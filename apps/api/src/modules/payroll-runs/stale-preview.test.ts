/**
 * A stale preview is never approved (issue 13, decision 0071): the run keeps the fingerprint of what its
 * preview was figured from, and approval figures it again — new approved time for the period, a changed
 * W-4 or a new deduction refuses it (409, "The preview is out of date: recompute before approving") before
 * any code is mailed; a recompute of the pending run brings it up to date and it is approved with the new
 * time taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOpenPayPeriod } from '../../test/pay-periods.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { fingerprintOf } from './payroll-runs.service.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
const post = (url: string, payload?: object) => t.call(admin, { method: 'POST', url, ...(payload && { payload }) });
const STALE = 'The preview is out of date: recompute before approving';

let runId: string;
let period: { period_start_date: string; period_end_date: string };

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  period = await firstOpenPayPeriod(t, ids.acme);
  const created = await post('/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date });
  const run = created.json().data;
  runId = run.id;
  for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
    await post(`/v2/payroll_runs/${runId}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
  }
  expect((await post(`/v2/payroll_runs/${runId}/submit`)).statusCode).toBe(200);
});
afterAll(async () => t?.close());

/** A second approved pay item like one already in the run: new approved time for its period. */
async function approveMoreTime(): Promise<string> {
  const { rows } = await t.database.executeSql(
    `insert into pay_bill_transaction_items
     select (jsonb_populate_record(null::pay_bill_transaction_items,
               to_jsonb(i) || jsonb_build_object('id', gen_random_uuid(), 'amount', 40))).*
       from pay_bill_transaction_items i
      where i.id = (select pi.item_id from paycheck_items pi join paychecks p on p.id = pi.paycheck_id
                     where p.payroll_run_id = $1 and p.refusal is null order by pi.item_id limit 1)
     returning id`,
    [runId],
  );
  return String(rows[0]!.id);
}

const approve = () =>
  t.call(admin, {
    method: 'POST',
    url: `/v2/payroll_runs/${runId}/approve`,
    headers: { 'x-verification-code': t.lastCode('admin@demo.test') },
  });

describe('approving a run whose inputs changed since its preview', () => {
  let newItem: string;

  it('is refused for new approved time of its period, before any code is mailed', async () => {
    newItem = await approveMoreTime();
    // Asked without a code: a fresh run would answer 424 (a code mailed); a stale one is refused first.
    const res = await post(`/v2/payroll_runs/${runId}/approve`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: STALE });
  });

  it('is up to date again once the pending run is recomputed (still pending, the new time in it)', async () => {
    const res = await post(`/v2/payroll_runs/${runId}/recompute`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('pending');
    const linked = await t.database.executeSql(`select count(*)::int as n from paycheck_items where item_id = $1`, [
      newItem,
    ]);
    expect(linked.rows[0]!.n).toBe(1);
  });

  it("is refused for a worker's new deduction, and for a changed W-4", async () => {
    const run = (await t.call(admin, { method: 'GET', url: `/v2/payroll_runs/${runId}` })).json().data;
    const worker = run.workers.find(
      (w: { paycheck_id: string | null; refusal: string | null }) => w.paycheck_id && !w.refusal,
    );
    const deduction = await post('/v2/paycheck_deductions', {
      contractor_id: worker.contractor.id,
      kind: 'advance',
      frequency: 'recurring',
      amount: '10.00',
      goal_amount: '50.00',
      start_date: period.period_start_date,
    });
    expect(deduction.statusCode, deduction.body).toBe(201);
    expect((await post(`/v2/payroll_runs/${runId}/approve`)).json()).toEqual({ message: STALE });
    expect((await post(`/v2/payroll_runs/${runId}/recompute`)).statusCode).toBe(200);

    // A new W-4 of a worker in the run (the latest one counts).
    const w4 = await t.database.executeSql(
      `insert into onboarding_forms
       select (jsonb_populate_record(null::onboarding_forms,
                 to_jsonb(f) || jsonb_build_object('id', gen_random_uuid(), 'created_at', now() + interval '1 minute',
                   'data', f.data || '{"extra_withholding": "15.00"}'::jsonb))).*
         from onboarding_forms f join users u on u.id = f.user_id
         join paychecks p on p.contractor_id = u.contractor_id
        where f.step = 'form_w4' and p.payroll_run_id = $1 and p.refusal is null
        order by f.created_at desc limit 1
       returning id`,
      [runId],
    );
    expect(w4.rows).toHaveLength(1);
    expect((await post(`/v2/payroll_runs/${runId}/approve`)).json()).toEqual({ message: STALE });
    expect((await post(`/v2/payroll_runs/${runId}/recompute`)).statusCode).toBe(200);
  });

  it('approves the recomputed run and takes the new time with it', async () => {
    expect((await post(`/v2/payroll_runs/${runId}/approve`)).statusCode).toBe(424);
    const res = await approve();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('processing');
    const taken = await t.database.executeSql(`select payroll_run_id from pay_bill_transaction_items where id = $1`, [
      newItem,
    ]);
    expect(taken.rows[0]!.payroll_run_id).toBe(runId);
  });
});

describe('the fingerprint', () => {
  it('reads objects and maps alike whatever their order, and tells any change', () => {
    const a = fingerprintOf({
      x: 1,
      m: new Map([
        ['b', { p: '2.00', q: null }],
        ['a', [1, 2]],
      ]),
    });
    const b = fingerprintOf({
      m: new Map<string, unknown>([
        ['a', [1, 2]],
        ['b', { q: null, p: '2.00' }],
      ]),
      x: 1,
    });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(
      fingerprintOf({
        x: 1,
        m: new Map([
          ['b', { p: '2.01', q: null }],
          ['a', [1, 2]],
        ]),
      }),
    ).not.toBe(a);
  });

  it('reads the same rows alike whatever order the database returned them in', () => {
    // Rows inserted in one statement tie on created_at: a query ordered by it alone may return them either way.
    const rows = [
      { id: 'b2', contractorId: 'w1', amount: '10.00', createdAt: new Date('2025-01-01T00:00:00Z') },
      { id: 'a1', contractorId: 'w1', amount: '20.00', createdAt: new Date('2025-01-01T00:00:00Z') },
      { id: 'c3', contractorId: 'w2', amount: '30.00', createdAt: new Date('2025-01-01T00:00:00Z') },
    ];
    const enrollments = [
      { key: 'benefit:2', planName: 'Dental', employeeMonthly: '5.00' },
      { key: 'benefit:1', planName: 'Medical', employeeMonthly: '50.00' },
    ];
    const a = fingerprintOf({
      excluded: ['w3', 'w1', 'w2'],
      pool: rows,
      deductions: new Map([['w1', { deductions: rows, enrollments }]]),
    });
    const b = fingerprintOf({
      excluded: ['w2', 'w3', 'w1'],
      pool: [rows[2], rows[0], rows[1]],
      deductions: new Map([
        ['w1', { deductions: [rows[1], rows[2], rows[0]], enrollments: [...enrollments].reverse() }],
      ]),
    });
    expect(a).toBe(b);
    // A row's content still counts.
    expect(
      fingerprintOf({
        excluded: ['w3', 'w1', 'w2'],
        pool: [rows[0], rows[1], { ...rows[2], amount: '30.01' }],
        deductions: new Map([['w1', { deductions: rows, enrollments }]]),
      }),
    ).not.toBe(a);
  });
});
