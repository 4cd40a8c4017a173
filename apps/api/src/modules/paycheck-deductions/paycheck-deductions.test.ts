/**
 * /v2/paycheck_deductions (issue 13, decision 0052): who reads and manages them (section 6), and what a
 * payroll run does with them — a child-support order the engine limits (the shortfall carried as arrears),
 * a loan whose balance runs down by what an approved paycheck took, and a section 125 benefit that lowers
 * taxable wages — each line on the paycheck traced to its deduction.
 */
import Decimal from 'decimal.js';
import { workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const ADMIN = 'admin@demo.test';

type Line = { section: string; code: string; label: string; base: string; amount: string };

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  await withoutEmailCodes(t);
});
afterAll(async () => t?.close());

const childSupport = (contractorId: string) => ({
  contractor_id: contractorId,
  kind: 'child_support',
  frequency: 'recurring',
  amount: '5000.00',
  start_date: '2020-01-01',
  order: { case_number: 'CS-2026-001', issuer: 'Travis County Court', received_date: '2026-01-05' },
});

describe('who reads and manages paycheck deductions', () => {
  let caseyDeduction: string;
  let brunoDeduction: string;

  it('the employer creates them: an admin for any worker, a self-employer partner for its own', async () => {
    const res = await call(ADMIN, 'POST', '/v2/paycheck_deductions', {
      contractor_id: ids.casey,
      kind: 'advance',
      frequency: 'recurring',
      amount: '25.00',
      goal_amount: '100.00',
      start_date: '2099-01-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    caseyDeduction = res.json().data.id;
    expect(res.json().data).toMatchObject({
      status: 'scheduled',
      balance: '100.00',
      arrears: '0.00',
      can_manage: true,
    });
    const own = await call('partner2@demo.test', 'POST', '/v2/paycheck_deductions', {
      contractor_id: ids.bruno,
      kind: 'other',
      treatment: 'post_tax',
      description: 'Uniform',
      frequency: 'one_off',
      amount: '40.00',
      start_date: '2099-01-01',
    });
    expect(own.statusCode, own.body).toBe(201);
    brunoDeduction = own.json().data.id;
  });

  it('refuses everyone else: a non-employer partner, another partner, eor, client, sales partner, contractor', async () => {
    const body = {
      contractor_id: ids.casey,
      kind: 'loan',
      frequency: 'recurring',
      amount: '10',
      goal_amount: '50',
      start_date: '2099-01-01',
    };
    for (const email of ['partner@demo.test', 'partner2@demo.test']) {
      expect((await call(email, 'POST', '/v2/paycheck_deductions', body)).statusCode).toBe(403);
    }
    for (const email of ['eor@demo.test', 'client@demo.test', 'sales@demo.test', 'contractor@demo.test']) {
      expect((await call(email, 'POST', '/v2/paycheck_deductions', body)).statusCode).toBe(403);
    }
    const stop = { reason: 'no' };
    expect(
      (await call('partner2@demo.test', 'POST', `/v2/paycheck_deductions/${caseyDeduction}/stop`, stop)).statusCode,
    ).toBe(404);
    expect(
      (await call('partner@demo.test', 'POST', `/v2/paycheck_deductions/${caseyDeduction}/stop`, stop)).statusCode,
    ).toBe(403);
  });

  it('reads them in scope: staff all, a partner its workers, a contractor its own; clients and sales partners none', async () => {
    const listed = async (email: string) => {
      const res = await call(email, 'GET', '/v2/paycheck_deductions?per_page=100');
      return res.statusCode === 200 ? (res.json().data.data as { id: string }[]).map((r) => r.id) : res.statusCode;
    };
    expect(await listed(ADMIN)).toEqual(expect.arrayContaining([caseyDeduction, brunoDeduction]));
    expect(await listed('eor@demo.test')).toEqual(expect.arrayContaining([caseyDeduction, brunoDeduction]));
    const acme = await listed('partner@demo.test');
    expect(acme).toContain(caseyDeduction);
    expect(acme).not.toContain(brunoDeduction);
    const beacon = await listed('partner2@demo.test');
    expect(beacon).toContain(brunoDeduction);
    expect(beacon).not.toContain(caseyDeduction);
    const own = await listed('contractor@demo.test');
    expect(own).toContain(caseyDeduction);
    expect(own).not.toContain(brunoDeduction);
    expect(await listed('client@demo.test')).toBe(403);
    expect(await listed('sales@demo.test')).toBe(403);
    expect((await call('partner2@demo.test', 'GET', `/v2/paycheck_deductions/${caseyDeduction}`)).statusCode).toBe(404);
    const mine = await call('contractor@demo.test', 'GET', `/v2/paycheck_deductions/${caseyDeduction}`);
    expect(mine.json().data).toMatchObject({ id: caseyDeduction, can_manage: false });
    const csv = await call(ADMIN, 'GET', '/v2/paycheck_deductions?format=csv');
    expect(csv.body).toContain('Advance repayment');
  });

  it('says what is wrong with a bad deduction (4xx, never a 500)', async () => {
    const bad = async (patch: object) =>
      call(ADMIN, 'POST', '/v2/paycheck_deductions', { ...childSupport(ids.casey), ...patch });
    expect((await bad({ order: undefined })).statusCode).toBe(422);
    expect((await bad({ kind: 'tax_levy' })).json().detail[0].msg).toContain('Publication 1494');
    expect((await bad({ percent: '10' })).statusCode).toBe(422);
    expect((await bad({ contractor_id: '00000000-0000-0000-0000-000000000000' })).statusCode).toBe(422);
    const stopped = await call(ADMIN, 'POST', `/v2/paycheck_deductions/${caseyDeduction}/stop`, {
      reason: 'Repaid in cash',
    });
    expect(stopped.json().data).toMatchObject({ status: 'stopped', stop_reason: 'Repaid in cash' });
    expect(
      (await call(ADMIN, 'POST', `/v2/paycheck_deductions/${caseyDeduction}/stop`, { reason: 'again' })).statusCode,
    ).toBe(409);
  });
});

describe('deductions and benefits in a payroll run', () => {
  let garnishment: string;
  let loan: string;
  let enrollment: string;
  let runId: string;
  let lines: Line[];

  it('previews a garnishment the engine limits, a loan installment and a pre-tax benefit on the paycheck', async () => {
    garnishment = (await call(ADMIN, 'POST', '/v2/paycheck_deductions', childSupport(ids.casey))).json().data.id;
    loan = (
      await call(ADMIN, 'POST', '/v2/paycheck_deductions', {
        contractor_id: ids.casey,
        kind: 'loan',
        description: 'Laptop',
        frequency: 'recurring',
        amount: '10.00',
        goal_amount: '25.00',
        start_date: '2020-01-01',
      })
    ).json().data.id;
    const plan = await call(ADMIN, 'POST', '/v2/eor_benefits', {
      name: 'Test Life',
      kind: 'life',
      tax_treatment: 'section_125',
      tiers: [{ tier: 'employee_only', employee_monthly_cost: '130.00', employer_monthly_cost: '390.00' }],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const enrolled = await call(ADMIN, 'POST', '/v2/benefits', {
      contractor_id: ids.casey,
      plan_source: 'eor',
      plan_id: plan.json().data.id,
      tier: 'employee_only',
      start_date: '2020-01-01',
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    enrollment = enrolled.json().data.id;

    const first = await t.database.executeSql(
      `select min(i.work_date)::text as first from pay_bill_transaction_items i
         join pay_bill_transactions x on x.id = i.transaction_id
        where i.contractor_id = $1 and x.employer_key = 'platform' and i.side = 'pay' and i.status = 'approved'
          and i.payroll_run_id is null`,
      [ids.casey],
    );
    const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
    const period = workPeriods(calendar, String(first.rows[0]!.first), 1)[0]!;
    const run = (
      await call(ADMIN, 'POST', '/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date })
    ).json().data;
    runId = run.id;
    const casey = run.workers.find((w: { contractor: { id: string } }) => w.contractor.id === ids.casey);
    expect(casey.refusal).toBeNull();
    const check = (await call(ADMIN, 'GET', `/v2/paychecks/${casey.paycheck_id}`)).json().data;
    lines = check.lines;
    const line = (code: string) => lines.find((l) => l.code === code);

    // Section 125: 130 a month over the calendar's paychecks, off income-tax and FICA wages alike.
    const benefit = line(`benefit:${enrollment}`)!;
    expect(benefit).toMatchObject({ section: 'pre_tax', label: 'Test Life (section 125)' });
    const wages = lines.filter((l) => l.section === 'earning').reduce((a, l) => a.plus(l.amount), new Decimal(0));
    const preTax = lines.filter((l) => l.section === 'pre_tax').reduce((a, l) => a.plus(l.amount), new Decimal(0));
    expect(preTax.gte(benefit.amount)).toBe(true);
    expect(line('federal_income_tax')!.base).toBe(wages.minus(preTax).toFixed(2));
    expect(line('social_security')!.base).toBe(wages.minus(preTax).toFixed(2));
    // The employer's share is its own line and part of the paycheck's cost.
    expect(line(`employer_benefit:${enrollment}`)).toMatchObject({ section: 'employer_tax' });

    // Child support of 5,000 asked (after the demo's earlier order of 150): the CCPA's 60% of disposable
    // earnings taken across both orders, the rest of this one owed.
    const support = line(`deduction:${garnishment}`)!;
    expect(support).toMatchObject({ section: 'post_tax', label: 'Child support (order CS-2026-001)', base: '5000.00' });
    const disposable = new Decimal(check.gross).minus(
      lines
        .filter((l) => ['pre_tax', 'employee_tax'].includes(l.section))
        .reduce((a, l) => a.plus(l.amount), new Decimal(0)),
    );
    const garnished = lines
      .filter((l) => l.label.startsWith('Child support'))
      .reduce((a, l) => a.plus(l.amount), new Decimal(0));
    expect(garnished.toFixed(2)).toBe(disposable.times(0.6).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(new Decimal(support.amount).lt('5000')).toBe(true);
    // The loan takes its installment from what is left.
    expect(line(`deduction:${loan}`)).toMatchObject({ label: 'Loan repayment: Laptop', amount: '10.00' });
  });

  it('records the arrears and runs the loan balance down once the run is approved', async () => {
    for (const w of (await call(ADMIN, 'GET', `/v2/payroll_runs/${runId}`)).json().data.workers) {
      if (w.refusal)
        await call(ADMIN, 'POST', `/v2/payroll_runs/${runId}/exclusions`, {
          contractor_id: w.contractor.id,
          excluded: true,
        });
    }
    // A pre-draft preview takes nothing yet.
    expect((await call(ADMIN, 'GET', `/v2/paycheck_deductions/${loan}`)).json().data.balance).toBe('25.00');
    expect((await call(ADMIN, 'POST', `/v2/payroll_runs/${runId}/submit`)).statusCode).toBe(200);
    expect((await call(ADMIN, 'POST', `/v2/payroll_runs/${runId}/approve`)).statusCode).toBe(200);

    const support = (await call(ADMIN, 'GET', `/v2/paycheck_deductions/${garnishment}`)).json().data;
    const taken = lines.find((l) => l.code === `deduction:${garnishment}`)!.amount;
    expect(support.taken_to_date).toBe(taken);
    expect(support.arrears).toBe(new Decimal('5000').minus(taken).toFixed(2));
    expect(support.takes).toEqual([
      expect.objectContaining({ payroll_run_id: runId, asked: '5000.00', taken, arrears_after: support.arrears }),
    ]);
    const repaid = (await call(ADMIN, 'GET', `/v2/paycheck_deductions/${loan}`)).json().data;
    expect(repaid).toMatchObject({ taken_to_date: '10.00', balance: '15.00', status: 'active' });
    // Casey reads his own deductions, arrears included.
    const own = (await call('contractor@demo.test', 'GET', `/v2/paycheck_deductions/${garnishment}`)).json().data;
    expect(own.arrears).toBe(support.arrears);
  });
});
