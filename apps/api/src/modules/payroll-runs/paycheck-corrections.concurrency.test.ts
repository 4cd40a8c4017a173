/**
 * Voids, re-sends and reissues asked twice at once do the work once (decision 0050): the run row's lock
 * lets one through and the other finds what it wrote — one reversal, one re-sent transfer, one reissue,
 * each audited once. Run on PostgreSQL under TEST_DATABASE_URL (as CI runs it); the e-mailed code step is
 * off so both requests reach the database together.
 */
import { bankingDaysFrom } from '@app/domain';
import { achReturnAddenda } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
const post = (url: string, payload?: object) => t.call(admin, { method: 'POST', url, ...(payload && { payload }) });
const one = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
});
afterAll(async () => t?.close());

/** An off-cycle bonus for Casey paid and then returned by the bank (R01): a paycheck whose transfer failed. */
async function returnedPaycheck(daysAhead: number): Promise<{ paycheckId: string; transferId: string }> {
  const casey = String(
    (await one(`select contractor_id from users where email = 'contractor@demo.test'`)).contractor_id,
  );
  const created = await post('/v2/payroll_runs/off_cycle', {
    partner_id: ids.acme,
    reason: 'bonus',
    check_date: bankingDaysFrom(t.app.deps.clock.now().toISOString().slice(0, 10), daysAhead),
    workers: [{ contractor_id: casey, earnings: [{ type: 'bonus', amount: '250.00' }] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const run = created.json().data;
  const paycheckId = run.workers[0].paycheck_id;
  expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  expect((await post(`/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
  await processPayrollRun(t.app.deps, run.id);
  const x = await one(`select id, trace_number from payroll_transfers where paycheck_id = $1 limit 1`, [paycheckId]);
  const file = ['1'.padEnd(94, ' '), achReturnAddenda({ traceNumber: String(x.trace_number), returnCode: 'R01' })].join(
    '\n',
  );
  expect((await post('/v2/payroll_returns', { file })).statusCode).toBe(200);
  return { paycheckId, transferId: String(x.id) };
}

const audits = async (paycheckId: string, action: string) =>
  (
    await one(`select count(*)::int as n from audit_logs where entity_id = $1::text and action = $2`, [
      paycheckId,
      action,
    ])
  ).n;

describe('two corrections of one paycheck at once', () => {
  it('write one re-sent transfer; the re-sent (paid) paycheck is then not voided', async () => {
    const { paycheckId, transferId } = await returnedPaycheck(7);
    const resends = await Promise.all([
      post(`/v2/paychecks/${paycheckId}/resend`),
      post(`/v2/paychecks/${paycheckId}/resend`),
    ]);
    expect(resends.map((r) => r.statusCode)).toEqual([200, 200]);
    const resent = await one(`select count(*)::int as n from payroll_transfers where resent_from_id = $1`, [
      transferId,
    ]);
    expect(resent.n).toBe(1);
    expect(await audits(paycheckId, 'payroll_transfer_resent')).toBe(1);
    // Its pay reached the worker: a void (and a reissue after it) would pay it twice.
    const voided = await post(`/v2/paychecks/${paycheckId}/void`, { reason: 'after the re-send' });
    expect([voided.statusCode, voided.json().message]).toEqual([409, expect.stringMatching(/reached the worker/)]);
  });

  it('write one reversal and one reissue; the voided paycheck is then not re-sent', async () => {
    const { paycheckId } = await returnedPaycheck(8);
    const voids = await Promise.all([
      post(`/v2/paychecks/${paycheckId}/void`, { reason: 'twice at once' }),
      post(`/v2/paychecks/${paycheckId}/void`, { reason: 'twice at once' }),
    ]);
    expect(voids.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(voids[0]!.json().data.id).toBe(voids[1]!.json().data.id);
    const reissues = await Promise.all([
      post(`/v2/paychecks/${paycheckId}/reissue`, {}),
      post(`/v2/paychecks/${paycheckId}/reissue`, {}),
    ]);
    expect(reissues.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(reissues[0]!.json().data.id).toBe(reissues[1]!.json().data.id);
    const counts = await one(
      `select (select count(*)::int from paychecks where reversal_of_id = $1) as reversals,
              (select count(*)::int from paychecks where reissue_of_id = $1) as reissues,
              (select count(*)::int from payroll_transfers t join paychecks p on p.id = t.paycheck_id
                where p.reissue_of_id = $1) as reissue_transfers`,
      [paycheckId],
    );
    expect(counts).toEqual({ reversals: 1, reissues: 1, reissue_transfers: 1 });
    expect([await audits(paycheckId, 'paycheck_voided'), await audits(paycheckId, 'paycheck_reissued')]).toEqual([
      1, 1,
    ]);
    // The failed transfer of the voided paycheck is paid by its reissue, never re-sent as well.
    expect((await post(`/v2/paychecks/${paycheckId}/resend`)).statusCode).toBe(409);
  });
});
