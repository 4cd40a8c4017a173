/**
 * Prenotes of new deposit accounts (issue 13, decision 0067). Casey (Acme, paid by the platform) adds a
 * 25% savings split: the first run's NACHA file carries its prenote (33, zero) after her credit, her main
 * account gets its 75% and the 25% is paid by check; a run the day before the prenote clears still pays
 * the 25% by check and sends no second prenote; a run on the clearing day (3 banking days after the
 * prenote's effective entry date) deposits it. Luis adds an account whose prenote the bank returns in a
 * return file (R03): the account is marked failed, never deleted, he sees it, and no later run pays to it;
 * an account the sandbox bank returns at once (R03) fails the same way, even with processing killed at
 * random on the way; re-entering a returned number keeps it failed. Who may read and import is unchanged.
 * A live deposit returned because the account cannot take entries (R02 closed, R03 not found …; decision
 * 0078) closes the account to deposits — from a return file or the bank's answer — while an insufficient
 * funds return (R01) leaves it open; the worker and payroll staff are told once.
 */
import { createRequire } from 'node:module';
import { PDFParse } from 'pdf-parse';
import { bankingDaysFrom, prenoteClearsOn } from '@app/domain';
import { achReturnAddenda } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.js';
import { openBankFile } from '../../lib/bank-files.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { payrollStaffOf } from './payroll-runs.policy.js';
import { mailReturnedDeposits, mailReturnedPrenotes } from './prenote-return-mail.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
let caseyToken: string;
let luisToken: string;
let casey: string;
let luis: string;
let firstCheckDate: string;

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(token, { method, url, ...(payload && { payload }) });
const rows = async (sql: string, values: unknown[] = []) =>
  (await t.database.executeSql(sql, values)).rows as Record<string, unknown>[];
const one = async (sql: string, values: unknown[] = []) => (await rows(sql, values))[0]!;

interface ParsedEntry {
  transactionCode: string;
  dfiAccount: string;
  amount: number;
  traceNumber: number;
  receivingDFIIdentification: number;
}
const nodeNacha = createRequire(import.meta.url)('@midlandsbank/node-nacha') as {
  from(source: { format: 'ach'; source: string }): {
    data: {
      batches: {
        serviceClassCode: number;
        entries: ParsedEntry[];
        footer: { entryAndAddendaCount: number; entryHash: number; totalCredit: number; totalDebit: number };
      }[];
      file: { footer: { entryAndAddendaCount: number; entryHash: number; totalCredit: number; totalDebit: number } };
    };
  };
};
const traceOf = (e: ParsedEntry) => String(e.traceNumber).padStart(15, '0');

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** An off-cycle bonus run paying `contractorId` exactly `net` (grossed up), submitted and approved. */
async function bonusRun(contractorId: string, checkDate: string, net = '1000.00') {
  const created = await call(admin, 'POST', '/v2/payroll_runs/off_cycle', {
    partner_id: ids.acme,
    reason: 'bonus',
    check_date: checkDate,
    gross_up: true,
    workers: [{ contractor_id: contractorId, earnings: [{ type: 'bonus', amount: net }] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const run = created.json().data as { id: string; pay_date: string; workers: { net: string }[] };
  expect(run.workers[0]!.net).toBe(net);
  expect((await call(admin, 'POST', `/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  expect((await call(admin, 'POST', `/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
  return run;
}

/** Processing as the job would on `day` (the clock pinned to that day's afternoon). */
const processOn = (runId: string, day: string) =>
  processPayrollRun({ ...t.app.deps, clock: fixedClock(`${day}T15:00:00Z`) }, runId);

const transfersOf = (runId: string) =>
  rows(
    `select sequence, method, amount::text, status, account_last4, fallback_for_account_id, fallback_reason
       from payroll_transfers where payroll_run_id = $1 order by sequence`,
    [runId],
  );

const nachaOf = async (runId: string) => {
  const file = await one(
    `select id, content, entry_count, prenote_count, total_credit::text from payroll_files
      where payroll_run_id = $1 and format = 'nacha'`,
    [runId],
  );
  return {
    id: String(file.id),
    entry_count: Number(file.entry_count),
    prenote_count: Number(file.prenote_count),
    total_credit: String(file.total_credit),
    parsed: nodeNacha.from({ format: 'ach', source: openBankFile(t.app.deps.crypto, String(file.content)) }).data,
  };
};

const accountRow = (id: string) =>
  one(
    `select prenote_status, prenote_trace_number, prenote_file_id, prenote_sent_at, prenote_effective_date::text,
            prenote_clears_on::text, prenote_return_code, prenote_returned_at, retired_at
       from bank_accounts where id = $1`,
    [id],
  );

type MethodsView = {
  accounts: {
    id: string;
    account_last4: string;
    prenote: { status: string; sent_at: string | null; clears_on: string | null; return_code: string | null } | null;
    deposit_return: { return_code: string; returned_at: string } | null;
  }[];
};
const methodsOf = async (token: string) => (await call(token, 'GET', '/v2/payroll_methods')).json().data as MethodsView;

/** Luis gives a checking account on /direct_deposit (a first one, or a change): its view as answered. */
async function addLuisAccount(accountNumber: string) {
  const added = await call(luisToken, 'POST', '/v2/payroll_methods', {
    account_holder: 'Luis Ortega',
    routing_number: '011000015',
    account_number: accountNumber,
    account_type: 'checking',
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json().data as MethodsView['accounts'][number] & { prenote: { status: string } };
}

/** The pay stub PDF's text as the worker downloads it, its whitespace made single spaces. */
const stubText = async (token: string, paycheckId: string) => {
  const pdf = await t.call(token, { method: 'GET', url: `/v2/paychecks/${paycheckId}/pdf` });
  expect(pdf.statusCode).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
  return (await parser.getText()).text.replace(/\s+/g, ' ');
};

/** A mailer that records what it was given. */
const recordingMailer = (): Mailer & { sent: Mail[] } => {
  const sent: Mail[] = [];
  return {
    sent,
    async send(m) {
      sent.push(m);
    },
  };
};

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
  casey = String((await one(`select contractor_id from users where email = 'contractor@demo.test'`)).contractor_id);
  caseyToken = await t.login('contractor@demo.test');
  // Luis signs in to give his account, as a worker does from /direct_deposit.
  await t.database.executeSql(
    `insert into users (email, password_hash, first_name, last_name, contractor_id, email_confirmed_at)
     select 'luis@ortega.example', u.password_hash, 'Luis', 'Ortega', c.id, now()
       from users u, contractors c where u.email = 'contractor@demo.test' and c.email = 'luis@ortega.example'`,
  );
  luis = String((await one(`select id from contractors where email = 'luis@ortega.example'`)).id);
  luisToken = await t.login('luis@ortega.example');
  // Check dates are banking days (an off-cycle run refuses others).
  firstCheckDate = bankingDaysFrom(t.app.deps.clock.now().toISOString().slice(0, 10), 5);
});
afterAll(async () => t?.close());

describe('prenotes of new deposit accounts', () => {
  let split: string;
  let clearsOn: string;

  it('the first run after Casey adds an account sends its prenote and pays that share by check', async () => {
    const added = await call(caseyToken, 'POST', '/v2/payroll_methods', {
      account_holder: 'Casey Contractor',
      routing_number: '011000015',
      account_number: '7788990011',
      account_type: 'savings',
      additional: true,
      allocation: { kind: 'percent', value: '25' },
    });
    expect(added.statusCode, added.body).toBe(201);
    split = added.json().data.id;
    expect(added.json().data.prenote).toEqual({ status: 'none', sent_at: null, clears_on: null, return_code: null });
    // Her main account was on file before prenotes: cleared (the demo seed, like the migration, says so).
    expect((await methodsOf(caseyToken)).accounts.map((a) => [a.account_last4, a.prenote?.status])).toEqual([
      ['3456', 'cleared'],
      ['0011', 'none'],
    ]);

    const run = await bonusRun(casey, firstCheckDate);
    await processPayrollRun(t.app.deps, run.id);
    clearsOn = prenoteClearsOn(run.pay_date);

    // Her main account its 75% by deposit; the new account's 25% by check, standing in for that account.
    expect(await transfersOf(run.id)).toEqual([
      {
        sequence: 0,
        method: 'direct_deposit',
        amount: '750.00',
        status: 'paid',
        account_last4: '3456',
        fallback_for_account_id: null,
        fallback_reason: null,
      },
      {
        sequence: 1,
        method: 'check',
        amount: '250.00',
        status: 'paid',
        account_last4: null,
        fallback_for_account_id: split,
        fallback_reason: 'prenote_pending',
      },
    ]);
    expect((await one(`select status from payroll_runs where id = $1`, [run.id])).status).toBe('paid');

    // The NACHA file, read by the independent parser: the credit, then the prenote (33, zero) to the new
    // account; the controls count both and hash both routing numbers, the credit total is the credit's.
    const nacha = await nachaOf(run.id);
    const [batch] = nacha.parsed.batches;
    expect(batch!.serviceClassCode).toBe(220);
    expect(batch!.entries.map((e) => [e.transactionCode, e.amount, e.dfiAccount.trim()])).toEqual([
      ['22', 75_000, '4400123456'],
      ['33', 0, '7788990011'],
    ]);
    // Her main account at 111000025 (the demo's), the new one at 011000015: their first 8 digits summed.
    const hash = 11_100_002 + 1_100_001;
    expect(batch!.footer).toMatchObject({
      entryAndAddendaCount: 2,
      entryHash: hash,
      totalCredit: 75_000,
      totalDebit: 0,
    });
    expect(nacha.parsed.file.footer).toMatchObject({
      entryAndAddendaCount: 2,
      entryHash: hash,
      totalCredit: 75_000,
      totalDebit: 0,
    });
    expect([nacha.entry_count, nacha.prenote_count, nacha.total_credit]).toEqual([2, 1, '750.00']);

    // The account is pending from the file's effective entry date (the pay day), its trace the file's.
    const row = await accountRow(split);
    expect(row).toMatchObject({
      prenote_status: 'pending',
      prenote_trace_number: traceOf(batch!.entries[1]!),
      prenote_file_id: nacha.id,
      prenote_effective_date: run.pay_date,
      prenote_clears_on: clearsOn,
      prenote_return_code: null,
    });
    expect(row.prenote_sent_at).not.toBeNull();
    expect(clearsOn).toBe(bankingDaysFrom(run.pay_date, 3));

    // Casey sees it pending until its day; the paycheck and the run page say what the check stands in for.
    const mine = (await methodsOf(caseyToken)).accounts.find((a) => a.id === split)!;
    expect(mine.prenote).toMatchObject({ status: 'pending', clears_on: clearsOn, return_code: null });
    const paycheckId = String((await one(`select id from paychecks where payroll_run_id = $1`, [run.id])).id);
    const fallback = { reason: 'prenote_pending', account_masked: '•••••0011', clears_on: clearsOn, return_code: null };
    const deposits = (await call(caseyToken, 'GET', `/v2/paychecks/${paycheckId}/deposits`)).json().data;
    expect(deposits).toEqual([
      {
        sequence: 0,
        method: 'direct_deposit',
        amount: '750.00',
        account_masked: '•••••3456',
        status: 'paid',
        return_code: null,
        fallback: null,
      },
      {
        sequence: 1,
        method: 'check',
        amount: '250.00',
        account_masked: null,
        status: 'paid',
        return_code: null,
        fallback,
      },
    ]);
    const detail = (await call(admin, 'GET', `/v2/payroll_runs/${run.id}`)).json().data;
    expect(detail.workers[0].transfer).toEqual({
      method: 'direct_deposit',
      status: 'paid',
      account_last4: '3456',
      return_code: null,
      fallback,
    });
    const paycheck = (await call(admin, 'GET', `/v2/paychecks/${paycheckId}`)).json().data;
    expect(paycheck.transfers.map((x: { fallback: unknown }) => x.fallback)).toEqual([null, fallback]);
    // The pay stub names the account the check stands in for.
    expect(await stubText(caseyToken, paycheckId)).toContain(
      'Paid by: Direct deposit •••••3456 750.00; Check in place of •••••0011 (prenote pending) 250.00',
    );
    const files = (await call(admin, 'GET', `/v2/payroll_runs/${run.id}/files`)).json().data;
    expect(
      files.map((f: { format: string; entry_count: number; prenote_count: number }) => [
        f.format,
        f.entry_count,
        f.prenote_count,
      ]),
    ).toEqual([['nacha', 2, 1]]);

    // Processing again sends nothing more.
    const before = await rows(`select id, content from payroll_files where payroll_run_id = $1`, [run.id]);
    await processPayrollRun(t.app.deps, run.id);
    expect(await rows(`select id, content from payroll_files where payroll_run_id = $1`, [run.id])).toEqual(before);
    expect(await accountRow(split)).toEqual(row);
  });

  it('a run the day before the prenote clears still pays that share by check, and sends no second prenote', async () => {
    const run = await bonusRun(casey, bankingDaysFrom(firstCheckDate, 1));
    await processOn(run.id, bankingDaysFrom(clearsOn, -1));
    expect((await transfersOf(run.id)).map((x) => [x.method, x.amount, x.fallback_reason])).toEqual([
      ['direct_deposit', '750.00', null],
      ['check', '250.00', 'prenote_pending'],
    ]);
    const nacha = await nachaOf(run.id);
    expect(nacha.parsed.batches[0]!.entries.map((e) => e.transactionCode)).toEqual(['22']);
    expect(nacha.prenote_count).toBe(0);
    expect((await accountRow(split)).prenote_status).toBe('pending');
  });

  it('a run once 3 banking days have passed with no return deposits to the account, which is now verified', async () => {
    const run = await bonusRun(casey, bankingDaysFrom(firstCheckDate, 2));
    await processOn(run.id, clearsOn);
    expect((await transfersOf(run.id)).map((x) => [x.method, x.amount, x.account_last4, x.fallback_reason])).toEqual([
      ['direct_deposit', '750.00', '3456', null],
      ['direct_deposit', '250.00', '0011', null],
    ]);
    const nacha = await nachaOf(run.id);
    expect(nacha.parsed.batches[0]!.entries.map((e) => [e.transactionCode, e.amount]).sort()).toEqual([
      ['22', 75_000],
      ['32', 25_000],
    ]);
    expect(nacha.parsed.file.footer.totalCredit).toBe(100_000);
    // Recorded cleared as it was first paid to: Casey reads it verified whatever day it is.
    expect((await accountRow(split)).prenote_status).toBe('cleared');
    expect((await methodsOf(caseyToken)).accounts.find((a) => a.id === split)!.prenote!.status).toBe('cleared');
  });
});

describe('a prenote the bank returns', () => {
  let account: string;
  let trace: string;
  let runId: string;

  it('marks the account failed from the return file (never deleted); Luis sees it, and reading it twice changes nothing', async () => {
    account = (await addLuisAccount('5544332211')).id;
    const run = await bonusRun(luis, firstCheckDate, '400.00');
    runId = run.id;
    await processPayrollRun(t.app.deps, run.id);
    // His only account is new: the whole net pay by check, the file a prenote alone.
    expect((await transfersOf(run.id)).map((x) => [x.method, x.amount, x.fallback_reason])).toEqual([
      ['check', '400.00', 'prenote_pending'],
    ]);
    const nacha = await nachaOf(run.id);
    expect(nacha.parsed.batches[0]!.entries.map((e) => [e.transactionCode, e.amount, e.dfiAccount.trim()])).toEqual([
      ['23', 0, '5544332211'],
    ]);
    expect(nacha.parsed.file.footer).toMatchObject({ entryAndAddendaCount: 1, totalCredit: 0, totalDebit: 0 });
    trace = traceOf(nacha.parsed.batches[0]!.entries[0]!);
    expect((await accountRow(account)).prenote_status).toBe('pending');

    const file = [
      '1'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: trace, returnCode: 'R03' }),
      '9'.padEnd(94, ' '),
    ].join('\n');
    // Only the platform's admins import returns, as before.
    expect((await call(luisToken, 'POST', '/v2/payroll_returns', { file })).statusCode).toBe(403);
    expect((await call(await t.login('partner@demo.test'), 'POST', '/v2/payroll_returns', { file })).statusCode).toBe(
      403,
    );
    const res = await call(admin, 'POST', '/v2/payroll_returns', { file });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      failed: [],
      already_failed: 0,
      prenotes_failed: [{ bank_account_id: account, trace_number: trace, return_code: 'R03' }],
      debits_returned: [],
      unmatched: [],
    });
    const row = await accountRow(account);
    expect(row).toMatchObject({ prenote_status: 'failed', prenote_return_code: 'R03', retired_at: null });
    expect(row.prenote_returned_at).not.toBeNull();
    // The run paid its check: it stays paid.
    expect((await one(`select status from payroll_runs where id = $1`, [run.id])).status).toBe('paid');
    expect((await methodsOf(luisToken)).accounts.map((a) => a.prenote)).toEqual([
      { status: 'failed', sent_at: expect.any(String), clears_on: prenoteClearsOn(run.pay_date), return_code: 'R03' },
    ]);
    const again = (await call(admin, 'POST', '/v2/payroll_returns', { file })).json().data;
    expect(again).toEqual({ failed: [], already_failed: 1, prenotes_failed: [], debits_returned: [], unmatched: [] });
    const audits = await rows(
      `select metadata from audit_logs where action = 'payroll_returns_imported' order by created_at`,
    );
    expect(audits.at(-2)!.metadata).toMatchObject({ prenotes_failed: 1, failed: 0 });
  });

  it("tells Luis (the last four and what to do, never the number) and the platform's payroll staff, once", async () => {
    const mailer = recordingMailer();
    const { sent } = await mailReturnedPrenotes({ ...t.app.deps, mailer });
    const about = mailer.sent.filter((m) => m.text.includes('2211'));
    expect(sent).toBe(mailer.sent.length);
    const toLuis = about.find((m) => m.to === 'luis@ortega.example')!;
    expect(toLuis.subject).toBe('Your new bank account could not be verified');
    expect(toLuis.text).toContain('account ending in 2211 (R03: No account / unable to locate account)');
    expect(toLuis.text).toContain('your pay for it comes by check');
    expect(toLuis.text).toContain('/direct_deposit');
    // The platform employs Luis: its admins are told, by name and masked account; no one else.
    const admins = await rows(`select email from users where is_admin and active order by email`);
    const staff = about.filter((m) => m !== toLuis);
    expect(staff.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email));
    expect(staff[0]!.subject).toBe("Prenote returned: Luis Ortega's account •••••2211");
    for (const m of about) {
      expect(m.text).not.toContain('5544332211');
      expect(m.messageId).toMatch(new RegExp(`^<prenote-returned-${trace}-R03-`));
    }
    expect(
      (await one(`select prenote_return_mailed_at from bank_accounts where id = $1`, [account]))
        .prenote_return_mailed_at,
    ).not.toBeNull();
    // Told once: the next job sends nothing about it.
    const next = recordingMailer();
    await mailReturnedPrenotes({ ...t.app.deps, mailer: next });
    expect(next.sent.filter((m) => m.text.includes('2211'))).toEqual([]);
    // A self-employer's worker: that partner's users who see payroll, not the platform's admins.
    const people = [
      { id: 'a', isAdmin: true, role: null, partnerId: null },
      { id: 'o', isAdmin: false, role: 'owner', partnerId: 'p1' },
      { id: 's', isAdmin: false, role: 'recruiter_sourcer', partnerId: 'p1' },
      { id: 'x', isAdmin: false, role: 'owner', partnerId: 'p2' },
    ];
    expect(payrollStaffOf(people, { partnerId: 'p1', selfEmployer: true }).map((u) => u.id)).toEqual(['o']);
    expect(payrollStaffOf(people, { partnerId: 'p1', selfEmployer: false }).map((u) => u.id)).toEqual(['a']);
  });

  it('no later run pays to the failed account, long after it would have cleared: a check, saying why', async () => {
    const run = await bonusRun(luis, bankingDaysFrom(firstCheckDate, 3), '400.00');
    await processOn(run.id, addDays(firstCheckDate, 30));
    expect(
      (await transfersOf(run.id)).map((x) => [x.method, x.amount, x.fallback_for_account_id, x.fallback_reason]),
    ).toEqual([['check', '400.00', account, 'prenote_returned']]);
    // No deposit and no prenote to send: no NACHA file.
    expect(await rows(`select format from payroll_files where payroll_run_id = $1`, [run.id])).toEqual([]);
    const detail = (await call(admin, 'GET', `/v2/payroll_runs/${run.id}`)).json().data;
    expect(detail.workers[0].transfer).toMatchObject({
      method: 'check',
      status: 'paid',
      fallback: { reason: 'prenote_returned', account_masked: '•••••2211', clears_on: null, return_code: 'R03' },
    });
    // The first run's check now says its account's prenote came back.
    const first = (await call(admin, 'GET', `/v2/payroll_runs/${runId}`)).json().data;
    expect(first.workers[0].transfer.fallback).toMatchObject({ reason: 'prenote_pending', return_code: 'R03' });
    // Another partner's users do not see his paychecks' deposits.
    const paycheckId = String((await one(`select id from paychecks where payroll_run_id = $1`, [run.id])).id);
    expect(
      (await call(await t.login('partner2@demo.test'), 'GET', `/v2/paychecks/${paycheckId}/deposits`)).statusCode,
    ).toBe(404);
    expect(
      (await call(luisToken, 'GET', `/v2/paychecks/${paycheckId}/deposits`)).json().data[0].fallback,
    ).toMatchObject({
      reason: 'prenote_returned',
      return_code: 'R03',
    });
  });

  it('a changed account is prenoted anew — one the sandbox bank returns at once fails, even with processing killed on the way', async () => {
    const changed = await addLuisAccount('000333444');
    const fresh = changed.id;
    expect(changed.prenote.status).toBe('none');
    // The returned account is kept, retired, still failed.
    expect(await accountRow(account)).toMatchObject({ prenote_status: 'failed', retired_at: expect.anything() });

    const run = await bonusRun(luis, bankingDaysFrom(firstCheckDate, 4), '400.00');
    let seed = 67;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 10; round++) {
      try {
        await processPayrollRun(t.app.deps, run.id, (label) => {
          if (random() < 0.35) throw new Error(`killed at ${label}`);
        });
      } catch (e) {
        expect(String(e)).toMatch(/killed at/);
      }
    }
    await processPayrollRun(t.app.deps, run.id);
    expect((await transfersOf(run.id)).map((x) => [x.method, x.fallback_for_account_id])).toEqual([['check', fresh]]);
    const nacha = await nachaOf(run.id);
    expect(nacha.parsed.batches[0]!.entries.map((e) => [e.transactionCode, e.dfiAccount.trim()])).toEqual([
      ['23', '000333444'],
    ]);
    expect(await accountRow(fresh)).toMatchObject({
      prenote_status: 'failed',
      prenote_return_code: 'R03',
      prenote_trace_number: traceOf(nacha.parsed.batches[0]!.entries[0]!),
      prenote_file_id: nacha.id,
    });
    expect((await one(`select submitted_at from payroll_files where id = $1`, [nacha.id])).submitted_at).not.toBeNull();
    expect((await methodsOf(luisToken)).accounts.map((a) => [a.id, a.prenote?.status, a.prenote?.return_code])).toEqual(
      [[fresh, 'failed', 'R03']],
    );

    // Entering the first returned number again is the same account: still failed, not prenoted anew.
    const again = await addLuisAccount('5544332211');
    expect(again.prenote).toMatchObject({ status: 'failed', return_code: 'R03' });
    expect((await accountRow(again.id)).prenote_trace_number).toBe(trace);
  });

  it('re-entering a returned account already told about tells no one again; the changed one returned is told once', async () => {
    const mailer = recordingMailer();
    await mailReturnedPrenotes({ ...t.app.deps, mailer });
    // 5544332211 was told about before it was entered again: nothing new.
    expect(mailer.sent.filter((m) => m.text.includes('2211'))).toEqual([]);
    // 000333444, returned by the sandbox bank: one message to Luis and one to each admin.
    const admins = await rows(`select email from users where is_admin and active order by email`);
    const about = mailer.sent.filter((m) => m.text.includes('3444'));
    expect(about.map((m) => m.to).sort()).toEqual(['luis@ortega.example', ...admins.map((a) => a.email)].sort());
    const next = recordingMailer();
    await mailReturnedPrenotes({ ...t.app.deps, mailer: next });
    expect(next.sent.filter((m) => m.text.includes('2211') || m.text.includes('3444'))).toEqual([]);
  });

  it('an account re-entered while its prenote is pending, then returned, is told once to each person', async () => {
    const number = '1122334499';
    const body = {
      account_holder: 'Luis Ortega',
      routing_number: '011000015',
      account_number: number,
      account_type: 'checking',
    };
    const added = await call(luisToken, 'POST', '/v2/payroll_methods', body);
    expect(added.statusCode, added.body).toBe(201);
    const run = await bonusRun(luis, bankingDaysFrom(firstCheckDate, 6), '400.00');
    await processPayrollRun(t.app.deps, run.id);
    const nacha = await nachaOf(run.id);
    const pendingTrace = traceOf(nacha.parsed.batches[0]!.entries[0]!);
    // Entered again before the bank answers: a second row sharing the pending prenote's trace number.
    const again = await call(luisToken, 'POST', '/v2/payroll_methods', body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.prenote.status).toBe('pending');
    expect(
      await rows(`select count(*)::int as n from bank_accounts where prenote_trace_number = $1`, [pendingTrace]),
    ).toEqual([{ n: 2 }]);

    const file = [
      '1'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: pendingTrace, returnCode: 'R03' }),
      '9'.padEnd(94, ' '),
    ].join('\n');
    expect((await call(admin, 'POST', '/v2/payroll_returns', { file })).statusCode).toBe(200);
    expect((await accountRow(again.json().data.id)).prenote_status).toBe('failed');

    const mailer = recordingMailer();
    await mailReturnedPrenotes({ ...t.app.deps, mailer });
    const admins = await rows(`select email from users where is_admin and active order by email`);
    const about = mailer.sent.filter((m) => m.text.includes('4499'));
    expect(about.map((m) => m.to).sort()).toEqual(['luis@ortega.example', ...admins.map((a) => a.email)].sort());
    // Keyed by the prenote's trace number, so a retried send collapses into the same message.
    for (const m of about) expect(m.messageId).toMatch(new RegExp(`^<prenote-returned-${pendingTrace}-R03-`));
    // Both rows are marked told: the next job sends nothing about it.
    expect(
      await rows(
        `select count(*)::int as n from bank_accounts where prenote_trace_number = $1 and prenote_return_mailed_at is null`,
        [pendingTrace],
      ),
    ).toEqual([{ n: 0 }]);
    const next = recordingMailer();
    await mailReturnedPrenotes({ ...t.app.deps, mailer: next });
    expect(next.sent.filter((m) => m.text.includes('4499'))).toEqual([]);
  });
});

describe('a re-send to an account not verified yet', () => {
  it('is a check in place of that account, and the pay stub says so', async () => {
    // Casey's split, both accounts verified by now: a run deposits to both.
    const run = await bonusRun(casey, bankingDaysFrom(firstCheckDate, 5));
    await processOn(run.id, bankingDaysFrom(firstCheckDate, 10));
    const [main] = await transfersOf(run.id);
    expect(main).toMatchObject({ method: 'direct_deposit', amount: '750.00', status: 'paid', account_last4: '3456' });
    const { trace_number } = await one(
      `select trace_number from payroll_transfers where payroll_run_id = $1 and sequence = 0`,
      [run.id],
    );
    const file = [
      '1'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: String(trace_number), returnCode: 'R02' }),
      '9'.padEnd(94, ' '),
    ].join('\n');
    expect((await call(admin, 'POST', '/v2/payroll_returns', { file })).json().data.failed).toHaveLength(1);
    // R02, account closed: the account takes no deposit again (decision 0078), and she sees why.
    const closed = (await methodsOf(caseyToken)).accounts.find((a) => a.account_last4 === '3456')!;
    expect(closed.deposit_return).toEqual({ return_code: 'R02', returned_at: expect.any(String) });
    expect(await one(`select deposit_return_trace_number from bank_accounts where id = $1`, [closed.id])).toEqual({
      deposit_return_trace_number: String(trace_number),
    });

    // She replaces her accounts with a new one: not verified until its prenote clears.
    const replaced = await call(caseyToken, 'POST', '/v2/payroll_methods', {
      account_holder: 'Casey Contractor',
      routing_number: '011000015',
      account_number: '6655443322',
      account_type: 'checking',
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const fresh = replaced.json().data.id;
    const paycheckId = String((await one(`select id from paychecks where payroll_run_id = $1`, [run.id])).id);
    const resent = await call(admin, 'POST', `/v2/paychecks/${paycheckId}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const again = await rows(
      `select method, amount::text, status, bank_account_id, trace_number, fallback_for_account_id, fallback_reason
         from payroll_transfers where paycheck_id = $1 and resent_from_id is not null`,
      [paycheckId],
    );
    expect(again).toEqual([
      {
        method: 'check',
        amount: '750.00',
        status: 'paid',
        bank_account_id: null,
        trace_number: null,
        fallback_for_account_id: fresh,
        fallback_reason: 'prenote_pending',
      },
    ]);
    expect(await stubText(caseyToken, paycheckId)).toContain(
      'Paid by: Direct deposit •••••0011 250.00; Check in place of •••••3322 (prenote pending) 750.00',
    );
  });
});

describe('a live deposit the bank returns because the account cannot take entries (decision 0078)', () => {
  const depositReturnOf = (id: string) =>
    one(
      `select deposit_return_code, deposit_returned_at, deposit_return_trace_number, deposit_return_mailed_at
         from bank_accounts where id = $1`,
      [id],
    );
  let closedAccount: string;
  let closedRun: string;
  let closedTrace: string;

  it('an insufficient-funds return (R01) leaves the account open: the next run deposits to it again', async () => {
    // The sandbox returns live deposits to 000111222 for R01; its prenote (no money) clears.
    const account = (await addLuisAccount('000111222')).id;
    const prenoted = await bonusRun(luis, bankingDaysFrom(firstCheckDate, 12), '300.00');
    await processOn(prenoted.id, bankingDaysFrom(firstCheckDate, 8));
    const cleared = prenoteClearsOn(prenoted.pay_date);
    const live = await bonusRun(luis, bankingDaysFrom(firstCheckDate, 14), '300.00');
    await processOn(live.id, cleared);
    expect(
      await rows(`select method, status, return_code from payroll_transfers where payroll_run_id = $1`, [live.id]),
    ).toEqual([{ method: 'direct_deposit', status: 'failed', return_code: 'R01' }]);
    expect((await depositReturnOf(account)).deposit_return_code).toBeNull();
    const again = await bonusRun(luis, bankingDaysFrom(firstCheckDate, 15), '300.00');
    await processOn(again.id, cleared);
    expect((await transfersOf(again.id)).map((x) => [x.method, x.fallback_reason])).toEqual([['direct_deposit', null]]);
  });

  it('a closed account (R02) the sandbox bank returns takes no deposit again: later runs and a re-send pay by check, saying why', async () => {
    closedAccount = (await addLuisAccount('000222333')).id;
    // Verified long before it was closed (a closed account's prenote would come back too): set as the bank left it.
    await t.database.executeSql(
      `update bank_accounts set prenote_status = 'cleared', prenote_clears_on = '2026-01-08' where id = $1`,
      [closedAccount],
    );
    const run = await bonusRun(luis, bankingDaysFrom(firstCheckDate, 16), '300.00');
    closedRun = run.id;
    await processOn(run.id, bankingDaysFrom(firstCheckDate, 12));
    const [sent] = await rows(
      `select method, status, return_code, trace_number from payroll_transfers where payroll_run_id = $1`,
      [run.id],
    );
    expect(sent).toMatchObject({ method: 'direct_deposit', status: 'failed', return_code: 'R02' });
    closedTrace = String(sent!.trace_number);
    const closed = await depositReturnOf(closedAccount);
    expect(closed).toMatchObject({
      deposit_return_code: 'R02',
      deposit_return_trace_number: closedTrace,
      deposit_return_mailed_at: null,
    });
    // Processing again, or the same return read from a file, changes nothing.
    await processOn(run.id, bankingDaysFrom(firstCheckDate, 13));
    const file = [
      '1'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: closedTrace, returnCode: 'R02' }),
      '9'.padEnd(94, ' '),
    ].join('\n');
    expect((await call(admin, 'POST', '/v2/payroll_returns', { file })).json().data.already_failed).toBe(1);
    expect(await depositReturnOf(closedAccount)).toEqual(closed);
    expect((await methodsOf(luisToken)).accounts.find((a) => a.id === closedAccount)!.deposit_return).toEqual({
      return_code: 'R02',
      returned_at: expect.any(String),
    });

    const next = await bonusRun(luis, bankingDaysFrom(firstCheckDate, 17), '300.00');
    await processOn(next.id, bankingDaysFrom(firstCheckDate, 14));
    expect(
      (await transfersOf(next.id)).map((x) => [x.method, x.status, x.fallback_for_account_id, x.fallback_reason]),
    ).toEqual([['check', 'paid', closedAccount, 'account_returned']]);
    const detail = (await call(admin, 'GET', `/v2/payroll_runs/${next.id}`)).json().data;
    expect(detail.workers[0].transfer.fallback).toEqual({
      reason: 'account_returned',
      account_masked: '•••••2333',
      clears_on: null,
      return_code: 'R02',
    });
    const nextPaycheck = String((await one(`select id from paychecks where payroll_run_id = $1`, [next.id])).id);
    expect(await stubText(luisToken, nextPaycheck)).toContain(
      'Paid by: Check in place of •••••2333 (account returned by the bank R02)',
    );

    // The returned paycheck sent again goes by check too: never to the closed account.
    const paycheckId = String((await one(`select id from paychecks where payroll_run_id = $1`, [closedRun])).id);
    const resent = await call(admin, 'POST', `/v2/paychecks/${paycheckId}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(
      await rows(
        `select method, status, bank_account_id, fallback_for_account_id, fallback_reason
           from payroll_transfers where paycheck_id = $1 and resent_from_id is not null`,
        [paycheckId],
      ),
    ).toEqual([
      {
        method: 'check',
        status: 'paid',
        bank_account_id: null,
        fallback_for_account_id: closedAccount,
        fallback_reason: 'account_returned',
      },
    ]);
  });

  it("tells Luis (the last four and what to do, never the number) and the platform's payroll staff, once", async () => {
    const mailer = recordingMailer();
    const { sent } = await mailReturnedDeposits({ ...t.app.deps, mailer });
    expect(sent).toBe(mailer.sent.length);
    const about = mailer.sent.filter((m) => m.text.includes('2333'));
    const toLuis = about.find((m) => m.to === 'luis@ortega.example')!;
    expect(toLuis.subject).toBe('Your bank returned your pay deposit');
    expect(toLuis.text).toContain('account ending in 2333 (R02: Account closed)');
    expect(toLuis.text).toContain('We will not deposit pay to that account again');
    // Re-entering the same numbers keeps it closed: only another account helps.
    expect(toLuis.text).toContain('What to do: add another account');
    expect(toLuis.text).not.toContain('add the account again');
    expect(toLuis.text).toContain('/direct_deposit');
    const admins = await rows(`select email from users where is_admin and active order by email`);
    const staff = about.filter((m) => m !== toLuis);
    expect(staff.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email));
    expect(staff[0]!.subject).toBe("Deposit returned: Luis Ortega's account •••••2333");
    for (const m of about) {
      expect(m.text).not.toContain('000222333');
      expect(m.messageId).toMatch(new RegExp(`^<deposit-returned-${closedTrace}-R02-`));
    }
    // The R01 return closed nothing and is told by nobody here; Casey's R02 (from the file) is told too.
    expect(mailer.sent.filter((m) => m.text.includes('1222'))).toEqual([]);
    expect(mailer.sent.some((m) => m.to === 'contractor@demo.test' && m.text.includes('3456'))).toBe(true);
    const next = recordingMailer();
    expect(await mailReturnedDeposits({ ...t.app.deps, mailer: next })).toEqual({ sent: 0 });
  });

  it('re-entering the closed account keeps it closed, and tells no one again', async () => {
    const again = (await addLuisAccount('000222333')).id;
    expect(again).not.toBe(closedAccount);
    expect((await depositReturnOf(again)).deposit_return_code).toBe('R02');
    expect((await methodsOf(luisToken)).accounts.find((a) => a.id === again)!.deposit_return).toMatchObject({
      return_code: 'R02',
    });
    const mailer = recordingMailer();
    expect(await mailReturnedDeposits({ ...t.app.deps, mailer })).toEqual({ sent: 0 });
  });

  it("his employer's payroll staff read his accounts — masked, with what closed one — and no one else does", async () => {
    const url = `/v2/contractors/${luis}/payroll_methods`;
    for (const email of ['admin@demo.test', 'eor@demo.test', 'partner@demo.test', 'recruiter@demo.test']) {
      const res = await call(await t.login(email), 'GET', url);
      expect(res.statusCode, email).toBe(200);
      const closed = (res.json().data as MethodsView).accounts.filter((a) => a.deposit_return !== null);
      expect(
        closed.map((a) => [a.account_last4, a.deposit_return!.return_code]),
        email,
      ).toEqual([['2333', 'R02']]);
      expect(res.body).not.toContain('000222333');
    }
    // Another partner's owner: not found; those who do not see payroll: refused.
    expect((await call(await t.login('partner2@demo.test'), 'GET', url)).statusCode).toBe(404);
    for (const email of ['timesheets@demo.test', 'client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await call(await t.login(email), 'GET', url)).statusCode, email).toBe(403);
    }
    const unknown = `/v2/contractors/00000000-0000-4000-8000-000000000000/payroll_methods`;
    expect((await call(admin, 'GET', unknown)).statusCode).toBe(404);
  });
});
