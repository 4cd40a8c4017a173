/**
 * A self-funded run's funding debit, split deposits and the CPA-005 file (decision 0051). Acme funds its own
 * payroll in this file (its self_funded flag set), Casey splits her pay 25% to a second account and Tom
 * (Ontario, CAD) is paid to a Canadian account (Casey's second account verified by its prenote already). Approval needs a primary payroll account; a debit returned
 * R01 fails the run and pays no one; a funded run, killed at random ten times through the debit, the
 * transfers and both files, ends with one debit, one transfer per paycheck and account, and each file once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PDFParse } from 'pdf-parse';
import Decimal from 'decimal.js';
import { achReturnAddenda, workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBankFile } from '../../lib/bank-files.js';
import { tomWithCanadianAccount } from '../../test/canadian-worker.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { mailPayStubs } from './pay-stub-mail.service.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(token, { method, url, ...(payload && { payload }) });
const post = (url: string, payload?: object) => call(admin, 'POST', url, payload);
const rows = async (sql: string, values: unknown[] = []) =>
  (await t.database.executeSql(sql, values)).rows as Record<string, unknown>[];
const one = async (sql: string, values: unknown[] = []) => (await rows(sql, values))[0]!;

const nodeNacha = createRequire(import.meta.url)('@midlandsbank/node-nacha') as {
  from(source: { format: 'ach'; source: string }): {
    data: {
      batches: {
        serviceClassCode: number;
        entryClassCode: string;
        entries: { transactionCode: string; amount: number }[];
        footer: { totalDebit: number; totalCredit: number };
      }[];
    };
  };
};

/** A pending-then-approved run of the pay period holding `day` (refused workers excluded). */
async function runOf(day: string, approve = true) {
  const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
  const period = workPeriods(calendar, day, 1)[0]!;
  const run = (await post('/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date })).json()
    .data;
  for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
    await post(`/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
  }
  expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  if (approve) expect((await post(`/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
  return run as {
    id: string;
    funding: string;
    workers: { contractor: { id: string; name: string }; refusal: string | null }[];
  };
}

const account = (number: string, over: object = {}) => ({
  account_holder: 'Acme Staffing Inc',
  routing_number: '011000015',
  account_number: number,
  account_type: 'checking',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
  await t.database.executeSql(`update partners set self_funded = true where id = $1`, [ids.acme]);
  await tomWithCanadianAccount(t);
  const casey = await t.login('contractor@demo.test');
  const split = await call(casey, 'POST', '/v2/payroll_methods', {
    account_holder: 'Casey Contractor',
    routing_number: '011000015',
    account_number: '2200334455',
    account_type: 'savings',
    additional: true,
    allocation: { kind: 'percent', value: '25' },
  });
  expect(split.statusCode, split.body).toBe(201);
  // Verified by a prenote in an earlier run (decision 0067; prenotes.test.ts): its share is deposited.
  await t.database.executeSql(`update bank_accounts set prenote_status = 'cleared' where id = $1`, [
    split.json().data.id,
  ]);
});
afterAll(async () => t?.close());

describe('split deposit accounts', () => {
  it('keeps one remainder account, refuses percents over 100 and a split without a main account', async () => {
    const casey = await t.login('contractor@demo.test');
    const view = (await call(casey, 'GET', '/v2/payroll_methods')).json().data;
    expect(view.accounts.map((a: { allocation: object }) => a.allocation)).toEqual([
      { kind: 'remainder', value: null },
      { kind: 'percent', value: '25.00' },
    ]);
    expect(JSON.stringify(view)).not.toContain('2200334455');
    const over = await call(casey, 'POST', '/v2/payroll_methods', {
      ...account('3300445566'),
      additional: true,
      allocation: { kind: 'percent', value: '80' },
    });
    expect(over.statusCode).toBe(422);
    expect(over.body).toContain('105%');
    const noValue = await call(casey, 'POST', '/v2/payroll_methods', {
      ...account('3300445566'),
      additional: true,
      allocation: { kind: 'remainder' },
    });
    expect(noValue.statusCode).toBe(422);
    const canadian = await call(casey, 'POST', '/v2/payroll_methods', {
      ...account('1234567890123'),
      country: 'CA',
      institution_number: '04',
      transit_number: '12345',
    });
    expect(canadian.statusCode).toBe(422);
    expect(
      canadian
        .json()
        .detail.map((d: { loc: string[] }) => d.loc.at(-1))
        .sort(),
    ).toEqual(['account_number', 'institution_number']);
    // The main account is replaced, not removed; a split account's share changes behind the same step.
    const main = view.accounts[0].id;
    expect((await t.call(casey, { method: 'DELETE', url: `/v2/payroll_methods/${main}` })).statusCode).toBe(409);
    const share = await t.call(casey, {
      method: 'PATCH',
      url: `/v2/payroll_methods/${view.accounts[1].id}`,
      payload: { allocation: { kind: 'percent', value: '101' } },
    });
    expect(share.statusCode).toBe(422);
    // Another worker's account is not found.
    const nina = await t.login('newhire@demo.test');
    expect(
      (await t.call(nina, { method: 'DELETE', url: `/v2/payroll_methods/${view.accounts[1].id}` })).statusCode,
    ).toBe(404);
  });
});

describe("a self-funded run's funding", () => {
  let failedRun: string;

  it('cannot be approved without a primary payroll bank account (409, before any code)', async () => {
    const run = await runOf('2026-10-19', false);
    expect(run.funding).toBe('self_funded');
    const refused = await post(`/v2/payroll_runs/${run.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('primary payroll bank account');
    // The admin adds Acme's account for it — one the sandbox bank returns R01 (insufficient funds).
    const added = await post('/v2/payroll_bank_accounts', { ...account('000111222'), partner_id: ids.acme });
    expect(added.statusCode, added.body).toBe(201);
    expect((await post(`/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
    failedRun = run.id;
  });

  it('stops at a returned debit: the run fails with the reason, no transfer is made', async () => {
    await processPayrollRun(t.app.deps, failedRun);
    const run = await one(`select status from payroll_runs where id = $1`, [failedRun]);
    expect(run.status).toBe('failed');
    expect(
      (await one(`select count(*)::int as n from payroll_transfers where payroll_run_id = $1`, [failedRun])).n,
    ).toBe(0);
    const funding = (await call(admin, 'GET', `/v2/payroll_runs/${failedRun}/funding`)).json().data;
    expect(funding).toMatchObject({
      funding: 'self_funded',
      debit: { status: 'failed', return_code: 'R01', account_masked: '•••••1222' },
    });
    expect(funding.debit.reason).toContain('R01: insufficient funds');
    const net = await one(
      `select coalesce(sum(net), 0)::text as net from paychecks where payroll_run_id = $1 and refusal is null`,
      [failedRun],
    );
    expect(new Decimal(funding.debit.amount).toFixed(2)).toBe(new Decimal(String(net.net)).toFixed(2));
    // The debit went out as its own CCD file: one debit (27) of the run's net pay from Acme's account.
    const file = await one(
      `select content, submitted_at from payroll_files where payroll_run_id = $1 and format = 'nacha_debit'`,
      [failedRun],
    );
    expect(file.submitted_at).not.toBeNull();
    const parsed = nodeNacha.from({
      format: 'ach',
      source: openBankFile(t.app.deps.crypto, String(file.content)),
    }).data;
    expect(parsed.batches[0]).toMatchObject({ serviceClassCode: 225, entryClassCode: 'CCD' });
    expect(parsed.batches[0]!.entries.map((e) => [e.transactionCode, e.amount])).toEqual([
      ['27', Number(new Decimal(funding.debit.amount).times(100).toFixed(0))],
    ]);
    // The audit says why, once; processing again changes nothing.
    await processPayrollRun(t.app.deps, failedRun);
    const audits = await rows(
      `select metadata from audit_logs where entity_id = $1::text and action = 'payroll_run_failed'`,
      [failedRun],
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.metadata).toMatchObject({ reason: 'funding_debit_returned', return_code: 'R01' });
    // Another partner's user does not see the run's funding.
    expect(
      (await call(await t.login('partner2@demo.test'), 'GET', `/v2/payroll_runs/${failedRun}/funding`)).statusCode,
    ).toBe(404);
  });

  it('killed at random ten times, then run again: one debit, one transfer per paycheck and account, each file once', async () => {
    const good = await post('/v2/payroll_bank_accounts', {
      ...account('5566778899'),
      partner_id: ids.acme,
      primary: true,
    });
    expect(good.json().data.primary).toBe(true);
    const run = await runOf('2026-10-26');
    const workers = new Map(run.workers.filter((w) => !w.refusal).map((w) => [w.contractor.name, w.contractor.id]));
    expect([...workers.keys()]).toEqual(expect.arrayContaining(['Casey Contractor', 'Tom Tremblay']));
    // Stopped after the bank took the debit but before its answer was recorded: nothing is credited yet.
    await expect(
      processPayrollRun(t.app.deps, run.id, (label) => {
        if (label === 'after-debit-bank') throw new Error('killed at after-debit-bank');
      }),
    ).rejects.toThrow(/killed/);
    const waiting = await one(
      `select (select status from payroll_run_debits where payroll_run_id = $1) as debit,
              (select count(*)::int from payroll_transfers where payroll_run_id = $1) as transfers,
              (select count(*)::int from payroll_files where payroll_run_id = $1 and format <> 'nacha_debit') as credit_files`,
      [run.id],
    );
    expect(waiting).toEqual({ debit: 'processing', transfers: 0, credit_files: 0 });
    let seed = 51;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const labels = new Set<string>();
    for (let round = 0; round < 10; round++) {
      try {
        await processPayrollRun(t.app.deps, run.id, (label) => {
          if (random() < 0.35) {
            labels.add(label);
            throw new Error(`killed at ${label}`);
          }
        });
      } catch (e) {
        expect(String(e)).toMatch(/killed at/);
      }
    }
    // The kills reached the debit's steps, not only the transfers'.
    expect([...labels].some((l) => l.includes('debit'))).toBe(true);
    await processPayrollRun(t.app.deps, run.id);

    const state = async () =>
      one(
        `select (select status from payroll_runs where id = $1) as status,
                (select count(*)::int from payroll_run_debits where payroll_run_id = $1) as debits,
                (select string_agg(format || ':' || (submitted_at is not null)::text, ',' order by format)
                   from payroll_files where payroll_run_id = $1) as files,
                (select count(*)::int from payroll_transfers where payroll_run_id = $1) as transfers,
                (select coalesce(sum(amount), 0)::text from payroll_transfers where payroll_run_id = $1) as sent,
                (select coalesce(sum(net), 0)::text from paychecks where payroll_run_id = $1 and refusal is null) as net,
                (select processed_count from payroll_runs where id = $1) as processed,
                (select count(*)::int from paychecks where payroll_run_id = $1 and refusal is null) as paychecks`,
        [run.id],
      );
    const s = await state();
    expect(s).toMatchObject({
      status: 'paid',
      debits: 1,
      files: 'cpa005:true,nacha:true,nacha_debit:true',
      processed: s.paychecks,
    });
    expect(new Decimal(String(s.sent)).toFixed(2)).toBe(new Decimal(String(s.net)).toFixed(2));
    // Casey's paycheck went to two accounts: 25% and the rest.
    const casey = await rows(
      `select t.sequence, t.amount::text, t.account_last4, p.net::text from payroll_transfers t
         join paychecks p on p.id = t.paycheck_id where t.payroll_run_id = $1 and p.contractor_id = $2 order by t.sequence`,
      [run.id, workers.get('Casey Contractor')],
    );
    expect(casey.map((c) => [c.sequence, c.account_last4])).toEqual([
      [0, '3456'],
      [1, '4455'],
    ]);
    const caseyNet = new Decimal(String(casey[0]!.net));
    expect(casey[1]!.amount).toBe(caseyNet.times(0.25).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(s.transfers).toBe(Number(s.paychecks) + 1);
    // The debit was the run's US dollar net pay, and it settled before the credits went.
    const debit = await one(`select amount::text, status from payroll_run_debits where payroll_run_id = $1`, [run.id]);
    const usd = await one(
      `select sum(net)::text as net from paychecks where payroll_run_id = $1 and refusal is null and currency = 'USD'`,
      [run.id],
    );
    expect(debit).toEqual({ amount: new Decimal(String(usd.net)).toFixed(2), status: 'paid' });
    // Tom's CAD paycheck is the CPA-005 file's one credit, to his institution, transit and account.
    const tom = await one(
      `select t.amount::text, t.trace_number, t.currency from payroll_transfers t join paychecks p on p.id = t.paycheck_id
        where t.payroll_run_id = $1 and p.contractor_id = $2`,
      [run.id, workers.get('Tom Tremblay')],
    );
    expect(tom.currency).toBe('CAD');
    const fileOf = async (format: string) =>
      openBankFile(
        t.app.deps.crypto,
        String(
          (await one(`select content from payroll_files where payroll_run_id = $1 and format = $2`, [run.id, format]))
            .content,
        ),
      );
    const cpa = await fileOf('cpa005');
    const records = cpa.split('\r\n').filter(Boolean);
    expect(records.map((r) => [r[0], r.length])).toEqual([
      ['A', 1464],
      ['C', 1464],
      ['Z', 1464],
    ]);
    const segment = records[1]!.slice(24, 264);
    expect(segment.slice(0, 3)).toBe('200');
    expect(Number(segment.slice(3, 13))).toBe(Number(new Decimal(String(tom.amount)).times(100).toFixed(0)));
    expect(segment.slice(19, 28)).toBe('000412345');
    expect(segment.slice(28, 40)).toBe('7654321     ');
    expect(segment.slice(150, 169).trim().toLowerCase()).toBe(String(tom.trace_number));
    // The NACHA credit file holds only the US deposits (Casey's two).
    const nacha = await fileOf('nacha');
    expect(
      nacha
        .split('\n')
        .filter((l) => l.startsWith('6'))
        .map((l) => l.slice(1, 3)),
    ).toEqual(expect.arrayContaining(['22', '32']));
    expect(nacha).not.toContain('7654321');
    // The paycheck API's deposit split: Casey sees her own; another partner's user does not.
    const caseyToken = await t.login('contractor@demo.test');
    const paycheckId = await one(`select id from paychecks where payroll_run_id = $1 and contractor_id = $2`, [
      run.id,
      workers.get('Casey Contractor'),
    ]);
    const deposits = (await call(caseyToken, 'GET', `/v2/paychecks/${paycheckId.id}/deposits`)).json().data;
    expect(deposits.map((d: { account_masked: string; status: string }) => [d.account_masked, d.status])).toEqual([
      ['•••••3456', 'paid'],
      ['•••••4455', 'paid'],
    ]);
    expect(
      (await call(await t.login('partner2@demo.test'), 'GET', `/v2/paychecks/${paycheckId.id}/deposits`)).statusCode,
    ).toBe(404);
    // Casey's two transfers are one paycheck: listed once, one status on the run page, both accounts on the
    // pay stub, and one e-mail that it is ready.
    const listed = (await call(admin, 'GET', `/v2/paychecks?payroll_run_id=${run.id}&per_page=200`)).json().data;
    expect(listed.data.filter((r: { id: string }) => r.id === paycheckId.id)).toHaveLength(1);
    expect(listed.data).toHaveLength(listed.total);
    expect(listed.data.find((r: { id: string }) => r.id === paycheckId.id).transfer_status).toBe('paid');
    const detail = (await call(admin, 'GET', `/v2/payroll_runs/${run.id}`)).json().data;
    const row = detail.workers.find(
      (w: { contractor: { id: string } }) => w.contractor.id === workers.get('Casey Contractor'),
    );
    expect(row.transfer).toMatchObject({ method: 'direct_deposit', status: 'paid', account_last4: '3456' });
    const pdf = await t.call(caseyToken, { method: 'GET', url: `/v2/paychecks/${paycheckId.id}/pdf` });
    const stub = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text.replace(/\s+/g, ' ');
    expect(stub).toContain(
      `Direct deposit •••••3456 ${casey[0]!.amount}; Direct deposit •••••4455 ${casey[1]!.amount}`,
    );
    await mailPayStubs(t.app.deps, { runId: run.id });
    const mails = readdirSync(join(t.config.dataDir, 'outbox'))
      .map((f) => readFileSync(join(t.config.dataDir, 'outbox', f), 'utf8'))
      .filter((m) => m.includes('Your pay stub is ready') && m.includes(`/paychecks/${paycheckId.id}`));
    expect(mails).toHaveLength(1);
    // Processing it again changes nothing.
    await processPayrollRun(t.app.deps, run.id);
    expect(await state()).toEqual(s);
  });

  it('records a funding debit the bank returns after the run paid: the run stays paid, its funding says what is owed', async () => {
    const debit = await one(
      `select d.payroll_run_id, d.trace_number, d.amount::text from payroll_run_debits d
         join payroll_runs r on r.id = d.payroll_run_id
        where r.partner_id = $1 and r.status = 'paid' and d.status = 'paid' and d.collects_debit_id is null limit 1`,
      [ids.acme],
    );
    const file = [
      '1'.padEnd(94, ' '),
      '6'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: String(debit.trace_number), returnCode: 'R01' }),
      '9'.padEnd(94, ' '),
    ].join('\n');
    const res = await post('/v2/payroll_returns', { file });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      failed: [],
      already_failed: 0,
      prenotes_failed: [],
      debits_returned: [
        {
          payroll_run_id: debit.payroll_run_id,
          trace_number: debit.trace_number,
          return_code: 'R01',
          amount: new Decimal(String(debit.amount)).toFixed(2),
        },
      ],
      unmatched: [],
    });
    // The workers were paid: the run and its transfers stand, processing again changes none of it.
    const transfersBefore = await rows(
      `select id, status from payroll_transfers where payroll_run_id = $1 order by id`,
      [debit.payroll_run_id],
    );
    await processPayrollRun(t.app.deps, String(debit.payroll_run_id));
    expect((await one(`select status from payroll_runs where id = $1`, [debit.payroll_run_id])).status).toBe('paid');
    expect(
      await rows(`select id, status from payroll_transfers where payroll_run_id = $1 order by id`, [
        debit.payroll_run_id,
      ]),
    ).toEqual(transfersBefore);
    const funding = (await call(admin, 'GET', `/v2/payroll_runs/${debit.payroll_run_id}/funding`)).json().data;
    expect(funding.debit).toMatchObject({ status: 'failed', return_code: 'R01' });
    expect(funding.debit.reason).toBe(
      `The funding debit was returned (R01: insufficient funds) after the workers were paid: the employer owes USD ${new Decimal(String(debit.amount)).toFixed(2)}, to be collected again`,
    );
    const audits = await rows(
      `select metadata from audit_logs where entity_id = $1::text and action = 'payroll_funding_debit_returned'`,
      [debit.payroll_run_id],
    );
    expect(audits).toHaveLength(1);
    // The same file again changes nothing.
    const again = (await post('/v2/payroll_returns', { file })).json().data;
    expect([again.debits_returned, again.already_failed]).toEqual([[], 1]);
  });
});
