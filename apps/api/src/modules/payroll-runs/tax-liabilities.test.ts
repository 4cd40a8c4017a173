/**
 * Tax liabilities per period (issue 13, decision 0050): a period's approved runs summed per employer by
 * their paychecks' check dates — the same figures as the run's own liabilities, a void's reversal netting
 * them out in the period it is dated; scoped like the runs, refused to those who do not see payroll.
 */
import { bankingDaysFrom } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call((tokens[email] ??= await t.login(email)), { method, url, ...(payload && { payload }) });
const admin = (method: 'GET' | 'POST', url: string, payload?: object) => call('admin@demo.test', method, url, payload);

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  await withoutEmailCodes(t);
});
afterAll(async () => t?.close());

describe('tax liabilities per period', () => {
  it('sum the period’s paychecks per employer, footing to the run’s own, a void netting them out', async () => {
    // A W-2 worker paid by check (no bank account): a check not cashed can be voided; a deposit that reached
    // the worker cannot (decision 0050).
    const { rows } = await t.database.executeSql(
      `select c.id as contractor_id from contractors c where c.partner_id = $1 and c.classification = 'w-2'
          and not exists (select 1 from users u join bank_accounts b on b.user_id = u.id where u.contractor_id = c.id)
        order by c.id limit 1`,
      [ids.acme],
    );
    const day = bankingDaysFrom(t.app.deps.clock.now().toISOString().slice(0, 10), 7);
    const created = await admin('POST', '/v2/payroll_runs/off_cycle', {
      partner_id: ids.acme,
      reason: 'bonus',
      check_date: day,
      workers: [{ contractor_id: rows[0]!.contractor_id, earnings: [{ type: 'bonus', amount: '1000.00' }] }],
    });
    const run = created.json().data;
    expect((await admin('POST', `/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
    expect((await admin('POST', `/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
    await processPayrollRun(t.app.deps, run.id);

    const url = `/v2/payroll_tax_liabilities?from=${day}&to=${day}&partner_id=${ids.acme}`;
    const own = (await admin('GET', `/v2/payroll_runs/${run.id}/tax_liabilities`)).json().data;
    const period = (await admin('GET', url)).json().data;
    expect(period.employers).toEqual([{ employer_key: 'platform', liabilities: own.liabilities, totals: own.totals }]);
    expect(Number(own.totals.total)).toBeGreaterThan(0);

    // Read as a partner's user: Acme's own runs; Beacon's user sees none of Acme's.
    const acme = (await call('partner@demo.test', 'GET', `/v2/payroll_tax_liabilities?from=${day}&to=${day}`)).json()
      .data;
    expect(acme.employers).toEqual(period.employers);
    const beacon = await call('partner2@demo.test', 'GET', `/v2/payroll_tax_liabilities?from=${day}&to=${day}`);
    expect(beacon.json().data.employers).toEqual([]);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', url)).statusCode, email).toBe(403);
    }
    expect((await call('eor@demo.test', 'GET', url)).json().data.employers).toEqual(period.employers);
    expect((await admin('GET', `/v2/payroll_tax_liabilities?from=${day}&to=2020-01-01`)).statusCode).toBe(422);

    // Voided (dated with the paycheck it reverses, paid ahead): nothing is owed for the period any more.
    const paycheckId = run.workers[0].paycheck_id;
    expect((await admin('POST', `/v2/paychecks/${paycheckId}/void`, { reason: 'Not owed' })).statusCode).toBe(200);
    const after = (await admin('GET', url)).json().data;
    expect(after.employers[0].totals).toEqual({ withheld: '0.00', employer: '0.00', total: '0.00' });
  });
});
