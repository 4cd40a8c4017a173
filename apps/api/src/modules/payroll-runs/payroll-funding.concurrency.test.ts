/**
 * Two processings of one self-funded run at once do the work once (issue 13, "Concurrency"; decision 0051):
 * one funding debit and its file, one transfer per paycheck, one ending. On PostgreSQL under
 * TEST_DATABASE_URL (as CI runs it) the two really overlap; the run row's lock serializes their writes. The
 * same holds for two collections at once of a debit returned after the workers were paid (decision 0113).
 */
import { achReturnAddenda, workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
const post = (url: string, payload?: object) => t.call(admin, { method: 'POST', url, ...(payload && { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
  await t.database.executeSql(`update partners set self_funded = true where id = $1`, [ids.acme]);
});
afterAll(async () => t?.close());

describe('two processings of one self-funded run at once', () => {
  it('pull one debit and issue every transfer once', async () => {
    const added = await post('/v2/payroll_bank_accounts', {
      partner_id: ids.acme,
      account_holder: 'Acme Staffing Inc',
      routing_number: '011000015',
      account_number: '5566778899',
      account_type: 'checking',
    });
    expect(added.statusCode, added.body).toBe(201);
    const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
    const period = workPeriods(calendar, '2026-10-26', 1)[0]!;
    const run = (
      await post('/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date })
    ).json().data;
    for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
      await post(`/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
    }
    expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
    expect((await post(`/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);

    await Promise.all([processPayrollRun(t.app.deps, run.id), processPayrollRun(t.app.deps, run.id)]);

    const { rows } = await t.database.executeSql(
      `select (select status from payroll_runs where id = $1) as status,
              (select count(*)::int from payroll_run_debits where payroll_run_id = $1) as debits,
              (select count(*)::int from payroll_files where payroll_run_id = $1 and format = 'nacha_debit') as debit_files,
              (select count(*)::int from payroll_transfers where payroll_run_id = $1) as transfers,
              (select count(distinct paycheck_id)::int from payroll_transfers where payroll_run_id = $1) as paid,
              (select count(*)::int from paychecks where payroll_run_id = $1 and refusal is null) as paychecks,
              (select count(*)::int from audit_logs where entity_id = $1::text and action like 'payroll_run_%paid') as endings`,
      [run.id],
    );
    const r = rows[0]!;
    expect(r).toMatchObject({ status: 'paid', debits: 1, debit_files: 1, paid: r.paychecks, endings: 1 });
    expect(r.transfers).toBe(r.paychecks);
  });

  it('returned after the workers were paid: two imports of the return record it once, two collections debit it once (decision 0113)', async () => {
    const [debit] = (
      await t.database.executeSql(
        `select payroll_run_id, trace_number from payroll_run_debits
          where partner_id = $1 and collects_debit_id is null and status = 'paid'`,
        [ids.acme],
      )
    ).rows as { payroll_run_id: string; trace_number: string }[];
    const file = [
      '1'.padEnd(94),
      '6'.padEnd(94),
      achReturnAddenda({ traceNumber: debit!.trace_number, returnCode: 'R01' }),
      '9'.padEnd(94),
    ];
    // The bank's return file imported twice at once: the debit's row lock lets one record it, the other finds it.
    const imports = await Promise.all([1, 2].map(() => post('/v2/payroll_returns', { file: file.join('\n') })));
    const results = imports.map((r) => r.json().data);
    expect(results.map((r) => r.debits_returned.length).sort()).toEqual([0, 1]);
    expect(results.map((r) => r.already_failed).sort()).toEqual([0, 1]);
    const { rows: returnedAudits } = await t.database.executeSql(
      `select count(*)::int as n from audit_logs where entity_id = $1::text and action = 'payroll_funding_debit_returned'`,
      [debit!.payroll_run_id],
    );
    expect(returnedAudits).toEqual([{ n: 1 }]);
    const collect = () => post(`/v2/payroll_runs/${debit!.payroll_run_id}/funding/collect`, { method: 'debit' });
    const answers = await Promise.all([collect(), collect()]);
    // One collects; the other finds it collected (409) or, if it came while the bank answered, finishes that send.
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const { rows } = await t.database.executeSql(
      `select status, count(*)::int as n from payroll_run_debits
        where payroll_run_id = $1 and collects_debit_id is not null group by status`,
      [debit!.payroll_run_id],
    );
    expect(rows).toEqual([{ status: 'paid', n: 1 }]);
  });
});
