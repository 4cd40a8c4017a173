/**
 * A funding debit returned after the workers were paid (decision 0113): the amount is owed, the partner's next
 * self-funded run waits for it, its payroll staff and the admins are told once, and it is collected by a new
 * debit linked to the returned one (a collection the bank returns leaves it owed) or recorded settled by an
 * admin. Acme funds its own payroll in this file; only the admin runs Acme's payroll (it is not a
 * self-employer), so only the admin collects.
 */
import Decimal from 'decimal.js';
import { achReturnAddenda } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { DemoActors } from '../../db/seed/demo-actors.js';
import { collectFunding, resumeCollections } from './funding-collection.service.js';
import { mailOwedFundingDebits } from './funding-return-mail.service.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { approveFirstRun, submitFirstRun } from './payroll-runs.test-support.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
let paidRun: string;
let amount: string;
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(token, { method, url, ...(payload && { payload }) });
const post = (url: string, payload?: object) => call(admin, 'POST', url, payload);
const rows = async (sql: string, values: unknown[] = []) =>
  (await t.database.executeSql(sql, values)).rows as Record<string, unknown>[];
const one = async (sql: string, values: unknown[] = []) => (await rows(sql, values))[0]!;
const funding = async (runId: string, token = admin) =>
  (await call(token, 'GET', `/v2/payroll_runs/${runId}/funding`)).json().data;
const collect = (runId: string, payload: object, token = admin) =>
  call(token, 'POST', `/v2/payroll_runs/${runId}/funding/collect`, payload);

/** A bank's return file naming one trace number. */
const returnFile = (trace: string, code: string) =>
  [
    '1'.padEnd(94, ' '),
    '6'.padEnd(94, ' '),
    achReturnAddenda({ traceNumber: trace, returnCode: code }),
    '9'.padEnd(94, ' '),
  ].join('\n');

function recordingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(m) {
      sent.push(m);
    },
  };
}

/** Acme's primary payroll bank account becomes one with this number (a sandbox test account returns). */
async function primaryAccount(number: string) {
  const res = await post('/v2/payroll_bank_accounts', {
    account_holder: 'Acme Staffing Inc',
    routing_number: '011000015',
    account_number: number,
    account_type: 'checking',
    partner_id: ids.acme,
    primary: true,
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
  await t.database.executeSql(`update partners set self_funded = true where id = $1`, [ids.acme]);
  await primaryAccount('5566778899');
  paidRun = await approveFirstRun(t, admin, ids.acme);
  await processPayrollRun(t.app.deps, paidRun);
  const debit = await one(`select trace_number, amount::text from payroll_run_debits where payroll_run_id = $1`, [
    paidRun,
  ]);
  amount = new Decimal(String(debit.amount)).toFixed(2);
  const returned = await post('/v2/payroll_returns', { file: returnFile(String(debit.trace_number), 'R01') });
  expect(returned.json().data.debits_returned).toHaveLength(1);
});
afterAll(async () => t?.close());

describe('a funding debit returned after the workers were paid', () => {
  let heldRun: string;

  it('is owed: the run page says so and offers the admin both ways to collect it', async () => {
    expect((await one(`select status from payroll_runs where id = $1`, [paidRun])).status).toBe('paid');
    const f = await funding(paidRun);
    expect(f.debit).toMatchObject({
      status: 'failed',
      return_code: 'R01',
      owed: true,
      settled: null,
      collections: [],
      collect_options: ['debit', 'settled'],
    });
    expect(f.debit.reason).toContain(`the employer owes USD ${amount}`);
    // Acme's owner reads it but does not run Acme's payroll (the platform does): nothing to press.
    expect((await funding(paidRun, await t.login('partner@demo.test'))).debit.collect_options).toEqual([]);
  });

  it("holds the partner's next self-funded run: approving it is refused (409) with what is owed and where", async () => {
    const res = await approveNextRun();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`USD ${amount} is owed`);
    expect(res.json().message).toContain(`/payroll_runs/${paidRun}`);
    expect((await one(`select status from payroll_runs where id = $1`, [heldRun])).status).toBe('pending');
  });

  it("tells the admins and Acme's payroll staff once, with the amount and the run's page", async () => {
    const mailer = recordingMailer();
    await mailOwedFundingDebits({ ...t.app.deps, mailer });
    const to = mailer.sent.map((m) => m.to);
    expect(to).toEqual(expect.arrayContaining(['admin@demo.test', 'partner@demo.test']));
    // Not another partner's users, nor Acme's users who do not see payroll.
    expect(to).not.toContain('partner2@demo.test');
    expect(to).not.toContain('timesheets@demo.test');
    const mail = mailer.sent.find((m) => m.to === 'partner@demo.test')!;
    expect(mail.subject).toBe(`Payroll funding debit returned: USD ${amount} owed by Acme Staffing`);
    expect(mail.text).toContain(`/payroll_runs/${paidRun}`);
    expect(mail.text).toContain('R01: Insufficient funds');
    // Acme's staff fund it; the platform runs Acme's payroll and collects it: each is told what to do.
    expect(mail.text).toContain("the platform's payroll team collects it again");
    expect(mailer.sent.find((m) => m.to === 'admin@demo.test')!.text).toContain("collect it on the run's page");
    const again = recordingMailer();
    await mailOwedFundingDebits({ ...t.app.deps, mailer: again });
    expect(again.sent).toEqual([]);
  });

  it('is collected only by who runs the payroll: others are refused, another partner does not see it', async () => {
    const tries: [string, object, number][] = [
      ['partner@demo.test', { method: 'debit' }, 403],
      ['eor@demo.test', { method: 'debit' }, 403],
      ['client@demo.test', { method: 'debit' }, 403],
      ['contractor@demo.test', { method: 'debit' }, 403],
      ['sales@demo.test', { method: 'debit' }, 403],
      ['partner2@demo.test', { method: 'debit' }, 404],
    ];
    for (const [email, payload, status] of tries) {
      expect((await collect(paidRun, payload, await t.login(email))).statusCode, email).toBe(status);
    }
    // A settlement says how it was paid.
    expect((await collect(paidRun, { method: 'settled', note: '' })).statusCode).toBe(422);
    expect((await collect(paidRun, { method: 'cash' })).statusCode).toBe(422);
    expect(
      await rows(`select id from payroll_run_debits where payroll_run_id = $1 and collects_debit_id is not null`, [
        paidRun,
      ]),
    ).toEqual([]);
  });

  it('collected from an account the bank returns again: the collection fails and the amount stays owed', async () => {
    await primaryAccount('000111222');
    const res = await collect(paidRun, { method: 'debit' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.debit).toMatchObject({
      owed: true,
      collections: [{ amount, currency: 'USD', status: 'failed', return_code: 'R01', account_masked: '•••••1222' }],
      collect_options: ['debit', 'settled'],
    });
    expect((await approveHeld()).statusCode).toBe(409);
  });

  it('collected again from a funded account: a new linked debit settles, the run is released', async () => {
    await primaryAccount('5566778899');
    const res = await collect(paidRun, { method: 'debit' });
    expect(res.statusCode, res.body).toBe(200);
    const debit = res.json().data.debit;
    expect(debit).toMatchObject({ status: 'failed', return_code: 'R01', owed: false, collect_options: [] });
    expect(debit.collections.map((c: { status: string }) => c.status)).toEqual(['failed', 'paid']);
    expect(debit.reason).toContain(`USD ${amount} was collected again on`);
    // The returned debit is never edited back to paid; the collection links to it and went as its own debit.
    const collections = await rows(
      `select c.status, c.amount::text, c.trace_number, c.created_by from payroll_run_debits c
         join payroll_run_debits d on d.id = c.collects_debit_id where d.payroll_run_id = $1 order by c.created_at`,
      [paidRun],
    );
    expect(collections.map((c) => c.status)).toEqual(['failed', 'paid']);
    expect(new Set(collections.map((c) => c.trace_number)).size).toBe(2);
    const audits = await rows(
      `select action from audit_logs where entity_id = $1::text and action like 'payroll_funding_%' order by created_at`,
      [paidRun],
    );
    expect(audits.map((a) => a.action)).toEqual([
      'payroll_funding_debit_returned',
      'payroll_funding_collection_started',
      'payroll_funding_collection_returned',
      'payroll_funding_collection_started',
      'payroll_funding_collected',
    ]);
    // Nothing is owed now: asking again is refused, and the held run is approved.
    expect((await collect(paidRun, { method: 'debit' })).statusCode).toBe(409);
    expect((await approveHeld()).statusCode).toBe(200);
  });

  it('owed again when the bank returns the collection later; an admin records it settled with a note', async () => {
    const paid = await one(
      `select c.trace_number from payroll_run_debits c join payroll_run_debits d on d.id = c.collects_debit_id
        where d.payroll_run_id = $1 and c.status = 'paid'`,
      [paidRun],
    );
    const res = await post('/v2/payroll_returns', { file: returnFile(String(paid.trace_number), 'R01') });
    expect(res.json().data.debits_returned).toEqual([
      expect.objectContaining({ payroll_run_id: paidRun, return_code: 'R01', amount }),
    ]);
    expect((await funding(paidRun)).debit.owed).toBe(true);
    // Owed again: the staff are told again, with a message of its own.
    const mailer = recordingMailer();
    await mailOwedFundingDebits({ ...t.app.deps, mailer });
    expect(mailer.sent.map((m) => m.to)).toContain('partner@demo.test');
    expect(new Set(mailer.sent.map((m) => m.messageId)).size).toBe(mailer.sent.length);
    // Only an admin records a settlement.
    const partnerTries = await collect(
      paidRun,
      { method: 'settled', note: 'Wire received' },
      await t.login('partner@demo.test'),
    );
    expect(partnerTries.statusCode).toBe(403);
    const settled = await collect(paidRun, { method: 'settled', note: 'Wire 2026-11-27 ref 88412' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().data.debit).toMatchObject({
      owed: false,
      settled: { note: 'Wire 2026-11-27 ref 88412' },
      collect_options: [],
    });
    expect(settled.json().data.debit.reason).toContain('was recorded as settled on');
    const audit = await one(
      `select metadata from audit_logs where entity_id = $1::text and action = 'payroll_funding_debit_settled'`,
      [paidRun],
    );
    expect(audit.metadata).toMatchObject({ amount, currency: 'USD', note: 'Wire 2026-11-27 ref 88412' });
    expect((await collect(paidRun, { method: 'settled', note: 'twice' })).statusCode).toBe(409);
  });

  it('a collection whose send was cut off holds another and is finished by the payroll job, with the same file', async () => {
    // Owed again (the settlement above is undone by hand for this case: a new return of a new collection).
    await t.database.executeSql(
      `update payroll_run_debits set settled_at = null, settled_by = null, settlement_note = null
        where payroll_run_id = $1 and collects_debit_id is null`,
      [paidRun],
    );
    // The bank cannot be reached (no originating bank in production mode): the collection is written, not sent.
    const unreachable = { ...t.app.deps, config: { ...t.app.deps.config, mode: 'production' as const } };
    const adminP = await new DemoActors(t.app.deps).as('admin@demo.test');
    await expect(
      collectFunding(unreachable, adminP, paidRun, { method: 'debit' }, '127.0.0.1', async () => {}),
    ).rejects.toThrow(/No originating bank/);
    const waiting = await one(
      `select id, status, file_content from payroll_run_debits
        where payroll_run_id = $1 and collects_debit_id is not null and status = 'processing'`,
      [paidRun],
    );
    expect(waiting.file_content).toBeTruthy();
    const f = await funding(paidRun);
    expect([f.debit.owed, f.debit.collect_options]).toEqual([true, []]);
    // Another collection, or a settlement, is refused while it waits (409), before any code is asked for.
    expect((await collect(paidRun, { method: 'debit' })).statusCode).toBe(409);
    expect((await collect(paidRun, { method: 'settled', note: 'Wire received' })).statusCode).toBe(409);
    // The job sends the same file again; the bank settles it.
    expect(await resumeCollections(t.app.deps)).toBe(1);
    const done = await one(`select status, file_content from payroll_run_debits where id = $1`, [waiting.id]);
    expect(done).toEqual({ status: 'paid', file_content: waiting.file_content });
    expect((await funding(paidRun)).debit.owed).toBe(false);
    expect(await resumeCollections(t.app.deps)).toBe(0);
  });

  /** Acme's next run, pending; approving it is asked. */
  async function approveNextRun() {
    heldRun = await submitFirstRun(t, admin, ids.acme);
    return approveHeld();
  }

  function approveHeld() {
    return post(`/v2/payroll_runs/${heldRun}/approve`);
  }
});
