/**
 * Voids, reissues and re-sent transfers (issue 13, decision 0050): a returned deposit re-sent to the
 * worker's current account (the run paid again), a void writing a reversing paycheck that the next run's
 * year to date starts from, a reissue paying the voided figures again by its own transfer; the original
 * never edited, each asked twice answering the same, money moves behind the 424 step, the run's taxes still
 * footing; and who may: the employer only, another partner's user not even seeing it.
 */
import { bankingDaysFrom } from '@app/domain';
import Decimal from 'decimal.js';
import { achReturnAddenda } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { processPayrollRun } from './payroll-processing.service.js';

let t: TestApp;
let ids: DemoIds;
let casey: string;
let checkDate: string;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const admin = (method: 'GET' | 'POST', url: string, payload?: object) => call('admin@demo.test', method, url, payload);
const one = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows[0]!;
const codes = (on: boolean) =>
  t.database.executeSql(
    `insert into platform_settings (key, value) values ('enabled_email_code_verification', $1::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify(on)],
  );

type Line = { section: string; code: string; amount: string; base: string };

/** The payroll_run.paid API events of a run, oldest first: its partner and the status each read. */
const runPaidEvents = async (runId: string) =>
  (
    await t.database.executeSql(
      `select partner_id, data->>'status' as status from api_events
        where type = 'payroll_run.paid' and subject_id = $1 order by created_at, id`,
      [runId],
    )
  ).rows.map((r) => ({ partner_id: String(r.partner_id), status: String(r.status) }));

/** A paid off-cycle bonus run for Casey and another Acme worker the engine figures. */
async function paidRun(): Promise<{ runId: string; paycheckId: string }> {
  const others = (
    await t.database.executeSql(`select id from contractors where partner_id = $1 and id <> $2 order by id limit 6`, [
      ids.acme,
      casey,
    ])
  ).rows.map((r) => String(r.id));
  const res = await admin('POST', '/v2/payroll_runs/off_cycle', {
    partner_id: ids.acme,
    reason: 'bonus',
    check_date: checkDate,
    workers: [casey, ...others].map((c) => ({ contractor_id: c, earnings: [{ type: 'bonus', amount: '300.00' }] })),
  });
  expect(res.statusCode, res.body).toBe(201);
  const run = res.json().data;
  for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
    await admin('POST', `/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
  }
  expect((await admin('POST', `/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  expect((await admin('POST', `/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
  await processPayrollRun(t.app.deps, run.id);
  const after = (await admin('GET', `/v2/payroll_runs/${run.id}`)).json().data;
  expect(after.status).toBe('paid');
  const mine = after.workers.find((w: { contractor: { id: string } }) => w.contractor.id === casey);
  return { runId: run.id, paycheckId: mine.paycheck_id };
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  await codes(false);
  casey = String((await one(`select contractor_id from users where email = 'contractor@demo.test'`)).contractor_id);
  // A banking day a week ahead (an off-cycle run refuses a weekend or a bank holiday).
  checkDate = bankingDaysFrom(t.app.deps.clock.now().toISOString().slice(0, 10), 5);
});
afterAll(async () => t?.close());

describe('correcting a paid paycheck', () => {
  let runId: string;
  let paycheckId: string;
  let liabilitiesBefore: { withheld: string; employer: string; total: string };
  let voidedId: string;
  let voidedWorker: string;
  let voidRunId: string;
  let voidLiabilitiesBefore: { withheld: string; employer: string; total: string };

  beforeAll(async () => {
    ({ runId, paycheckId } = await paidRun());
    liabilitiesBefore = (await admin('GET', `/v2/payroll_runs/${runId}/tax_liabilities`)).json().data.totals;
  });

  it('re-sends a returned deposit to the worker’s account, once, behind the e-mailed code; the run is paid again', async () => {
    const x = await one(`select id, trace_number from payroll_transfers where paycheck_id = $1`, [paycheckId]);
    const file = [
      '1'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: String(x.trace_number), returnCode: 'R01' }),
    ].join('\n');
    expect((await admin('POST', '/v2/payroll_returns', { file })).statusCode).toBe(200);
    expect((await admin('GET', `/v2/payroll_runs/${runId}`)).json().data.status).toMatch(/partially_paid|failed/);

    await codes(true);
    try {
      expect((await admin('POST', `/v2/paychecks/${paycheckId}/resend`)).statusCode).toBe(424);
    } finally {
      await codes(false);
    }
    const paidBefore = (await runPaidEvents(runId)).length;
    const res = await admin('POST', `/v2/paychecks/${paycheckId}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.transfers).toHaveLength(2);
    expect(d.transfers[0]).toMatchObject({ id: x.id, status: 'failed', return_code: 'R01' });
    expect(d.transfers[1]).toMatchObject({ status: 'paid', resent_from_id: x.id, method: 'direct_deposit' });
    expect(d.transfers[1].amount).toBe(d.net);
    expect((await admin('GET', `/v2/payroll_runs/${runId}`)).json().data.status).toBe('paid');
    // Paid again by the re-sent deposit: one more payroll_run.paid (decision 0100).
    expect((await runPaidEvents(runId)).slice(paidBefore)).toEqual([{ partner_id: ids.acme, status: 'paid' }]);
    // Asked again: the same answer, nothing new sent.
    const again = await admin('POST', `/v2/paychecks/${paycheckId}/resend`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.transfers.map((t: { id: string }) => t.id)).toEqual(
      d.transfers.map((t: { id: string }) => t.id),
    );
    const audits = await one(
      `select count(*)::int as n from audit_logs where action = 'payroll_transfer_resent' and entity_id = $1::text`,
      [paycheckId],
    );
    expect(audits.n).toBe(1);
    // The paycheck list shows the paycheck once, paid.
    const list = (await admin('GET', `/v2/paychecks?payroll_run_id=${runId}`)).json().data.data;
    expect(list.filter((r: { id: string }) => r.id === paycheckId)).toEqual([
      expect.objectContaining({ transfer_status: 'paid' }),
    ]);
  });

  it('refuses to void a paycheck whose pay reached the worker: a reissue would pay it twice', async () => {
    const res = await admin('POST', `/v2/paychecks/${paycheckId}/void`, { reason: 'Paid twice?' });
    expect([res.statusCode, res.json().message]).toEqual([409, expect.stringMatching(/reached the worker/)]);
  });

  it('voids with a reversing paycheck (lines negated, the original untouched), once; the next paycheck’s year to date is corrected', async () => {
    // Another bonus for Casey whose deposit came back: nothing reached her, so it may be voided. (With a
    // worker paid by check beside her, the run ends partially paid, not failed.)
    const byCheck = (
      await one(
        `select c.id from contractors c where c.partner_id = $1 and c.classification = 'w-2' and c.id <> $2
            and not exists (select 1 from users u join bank_accounts b on b.user_id = u.id where u.contractor_id = c.id)
          order by c.id limit 1`,
        [ids.acme, casey],
      )
    ).id;
    const res0 = await admin('POST', '/v2/payroll_runs/off_cycle', {
      partner_id: ids.acme,
      reason: 'bonus',
      check_date: checkDate,
      workers: [casey, String(byCheck)].map((c) => ({
        contractor_id: c,
        earnings: [{ type: 'bonus', amount: '120.00' }],
      })),
    });
    expect(res0.statusCode, res0.body).toBe(201);
    voidRunId = res0.json().data.id;
    expect((await admin('POST', `/v2/payroll_runs/${voidRunId}/submit`)).statusCode).toBe(200);
    expect((await admin('POST', `/v2/payroll_runs/${voidRunId}/approve`)).statusCode).toBe(200);
    await processPayrollRun(t.app.deps, voidRunId);
    voidLiabilitiesBefore = (await admin('GET', `/v2/payroll_runs/${voidRunId}/tax_liabilities`)).json().data.totals;
    voidedWorker = casey;
    voidedId = res0
      .json()
      .data.workers.find((w: { contractor: { id: string } }) => w.contractor.id === casey).paycheck_id;
    const x = await one(`select trace_number from payroll_transfers where paycheck_id = $1`, [voidedId]);
    const file = [
      '1'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: String(x.trace_number), returnCode: 'R01' }),
    ].join('\n');
    expect((await admin('POST', '/v2/payroll_returns', { file })).statusCode).toBe(200);
    const paycheckId = voidedId;
    expect((await admin('GET', `/v2/payroll_runs/${voidRunId}`)).json().data.status).toBe('partially_paid');
    const paidBefore = await runPaidEvents(voidRunId);
    const original = (await admin('GET', `/v2/paychecks/${paycheckId}`)).json().data;
    const res = await admin('POST', `/v2/paychecks/${paycheckId}/void`, { reason: 'Bonus paid in error' });
    expect(res.statusCode, res.body).toBe(200);
    // The void leaves nothing owed: the run is paid, and says so to the API as processing does (decision 0100).
    expect((await admin('GET', `/v2/payroll_runs/${voidRunId}`)).json().data.status).toBe('paid');
    expect(await runPaidEvents(voidRunId)).toEqual([...paidBefore, { partner_id: ids.acme, status: 'paid' }]);
    const reversal = res.json().data;
    expect(reversal).toMatchObject({
      reversal_of_id: paycheckId,
      void_reason: 'Bonus paid in error',
      gross: new Decimal(original.gross).negated().toFixed(2),
      net: new Decimal(original.net).negated().toFixed(2),
      transfers: [],
    });
    expect(reversal.lines.map((l: Line) => [l.code, l.amount])).toEqual(
      original.lines.map((l: Line) => [l.code, new Decimal(l.amount).negated().toFixed(2)]),
    );
    const after = (await admin('GET', `/v2/paychecks/${paycheckId}`)).json().data;
    expect(after).toMatchObject({ gross: original.gross, net: original.net, reversed_by_id: reversal.id });
    expect(after.lines).toEqual(original.lines);
    const again = await admin('POST', `/v2/paychecks/${paycheckId}/void`, { reason: 'Bonus paid in error' });
    expect(again.json().data.id).toBe(reversal.id);
    expect((await runPaidEvents(voidRunId)).length).toBe(paidBefore.length + 1); // asked again: no second event
    // The reversal's year to date is the one before the voided paycheck: the next paycheck starts there.
    expect(reversal.ytd.gross).toBe(new Decimal(original.ytd.gross).minus(original.gross).toFixed(2));
    expect(reversal.ytd.supplemental_wages).toBe(
      new Decimal(original.ytd.supplemental_wages).minus(original.gross).toFixed(2),
    );
    const next = await admin('POST', '/v2/payroll_runs/off_cycle', {
      partner_id: ids.acme,
      reason: 'correction',
      check_date: checkDate,
      workers: [{ contractor_id: voidedWorker, earnings: [{ type: 'regular', amount: '100.00' }] }],
    });
    const nextCheck = (await admin('GET', `/v2/paychecks/${next.json().data.workers[0].paycheck_id}`)).json().data;
    expect(nextCheck.ytd.gross).toBe(new Decimal(reversal.ytd.gross).plus(100).toFixed(2));
    // A reversal is not voided again, and a voided paycheck's transfer is not re-sent.
    expect((await admin('POST', `/v2/paychecks/${reversal.id}/void`, { reason: 'again' })).statusCode).toBe(409);
  });

  it('reissues the voided paycheck with its own transfer, once, behind the e-mailed code; the run’s taxes still foot', async () => {
    const paycheckId = voidedId;
    await codes(true);
    try {
      expect((await admin('POST', `/v2/paychecks/${paycheckId}/reissue`, {})).statusCode).toBe(424);
    } finally {
      await codes(false);
    }
    // A check is dated on a banking day: a Saturday is refused, naming the days to choose instead.
    const saturday = new Date(`${checkDate}T12:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7 || 7));
    const weekend = await admin('POST', `/v2/paychecks/${paycheckId}/reissue`, {
      check_date: saturday.toISOString().slice(0, 10),
    });
    expect(weekend.statusCode).toBe(422);
    expect(weekend.json().detail[0]).toMatchObject({
      loc: ['body', 'check_date'],
      msg: expect.stringMatching(/is a Saturday, not a banking day: a check is dated on a banking day — choose /),
    });
    const original = (await admin('GET', `/v2/paychecks/${paycheckId}`)).json().data;
    const res = await admin('POST', `/v2/paychecks/${paycheckId}/reissue`, { check_date: checkDate });
    expect(res.statusCode, res.body).toBe(200);
    const reissue = res.json().data;
    expect(reissue).toMatchObject({
      reissue_of_id: paycheckId,
      check_date: checkDate,
      gross: original.gross,
      net: original.net,
    });
    expect(reissue.lines).toEqual(original.lines);
    expect(reissue.transfers).toEqual([expect.objectContaining({ status: 'paid', amount: original.net })]);
    expect((await admin('GET', `/v2/paychecks/${paycheckId}`)).json().data.reissued_by_id).toBe(reissue.id);
    const again = await admin('POST', `/v2/paychecks/${paycheckId}/reissue`, { check_date: checkDate });
    expect(again.json().data.id).toBe(reissue.id);
    // Original + reversal + reissue: the run owes the same taxes as before the void, and is paid.
    const totals = (await admin('GET', `/v2/payroll_runs/${voidRunId}/tax_liabilities`)).json().data.totals;
    expect(totals).toEqual(voidLiabilitiesBefore);
    expect((await admin('GET', `/v2/payroll_runs/${voidRunId}`)).json().data.status).toBe('paid');
    // The first run still owes what it did.
    expect((await admin('GET', `/v2/payroll_runs/${runId}/tax_liabilities`)).json().data.totals).toEqual(
      liabilitiesBefore,
    );
  });

  it('lets only the employer correct: each user type, and another partner’s user does not see it', async () => {
    const other = (await admin('GET', `/v2/payroll_runs/${runId}`))
      .json()
      .data.workers.find(
        (w: { contractor: { id: string }; correction: string | null }) =>
          w.contractor.id !== casey && w.contractor.id !== voidedWorker && !w.correction,
      );
    for (const [email, status] of [
      ['eor@demo.test', 403],
      ['partner@demo.test', 403],
      ['sales@demo.test', 403],
      ['client@demo.test', 403],
      ['contractor@demo.test', 403],
      ['partner2@demo.test', 404],
    ] as const) {
      for (const [action, body] of [
        ['void', { reason: 'not yours' }],
        ['reissue', {}],
        ['resend', undefined],
      ] as const) {
        const res = await call(email, 'POST', `/v2/paychecks/${other.paycheck_id}/${action}`, body);
        expect(res.statusCode, `${email} ${action}`).toBe(status);
      }
    }
    // Nothing was written by them.
    expect((await admin('GET', `/v2/paychecks/${other.paycheck_id}`)).json().data.reversed_by_id).toBeNull();
    // Bad input is a clear 4xx; a paid paycheck cannot be re-sent or reissued before a void.
    expect((await admin('POST', `/v2/paychecks/${other.paycheck_id}/void`, { reason: '' })).statusCode).toBe(422);
    expect((await admin('POST', `/v2/paychecks/${other.paycheck_id}/resend`)).statusCode).toBe(409);
    expect((await admin('POST', `/v2/paychecks/${other.paycheck_id}/reissue`, {})).statusCode).toBe(409);
  });
});
