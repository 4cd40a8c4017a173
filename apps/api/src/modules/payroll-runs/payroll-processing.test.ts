/**
 * Processing an approved run (issue 13): one transfer per paycheck, one NACHA file whose entries are the
 * paychecks' net pay, the bank's answer on each transfer, the items paid, the run paid — and the crash
 * test: processing killed at random points ten times, then run again, issues everything exactly once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { PDFParse } from 'pdf-parse';
import { formatCurrency } from '@app/domain';
import { achReturnAddenda } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBankFile } from '../../lib/bank-files.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { mailPayStubs } from './pay-stub-mail.service.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { approveFirstRun } from './payroll-runs.test-support.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
const post = (url: string, payload?: object) => t.call(admin, { method: 'POST', url, ...(payload && { payload }) });
const one = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows[0]!;

/** An approved run of Acme's first period with approved time (the e-mailed code step off for the test). */
const approvedRun = () => approveFirstRun(t, admin, ids.acme);

async function ledgerOf(runId: string) {
  return one(
    `select (select count(*)::int from paychecks where payroll_run_id = $1 and refusal is null) as paychecks,
            (select count(*)::int from payroll_transfers where payroll_run_id = $1) as transfers,
            (select count(distinct paycheck_id)::int from payroll_transfers where payroll_run_id = $1) as paid_paychecks,
            (select count(*)::int from payroll_files where payroll_run_id = $1) as files,
            (select count(*)::int from pay_bill_transaction_items where payroll_run_id = $1 and status = 'paid') as items_paid,
            (select count(*)::int from pay_bill_transaction_items where payroll_run_id = $1) as items_taken,
            (select coalesce(sum(net), 0)::text from paychecks where payroll_run_id = $1 and refusal is null) as net,
            (select coalesce(sum(amount), 0)::text from payroll_transfers where payroll_run_id = $1) as sent,
            (select status from payroll_runs where id = $1) as status,
            (select processed_count from payroll_runs where id = $1) as processed,
            (select count(*)::int from audit_logs where entity_id = $1::text and action like 'payroll_run_%paid') as endings,
            (select count(*)::int from payroll_run_debits where payroll_run_id = $1 and status = 'paid') as debits_paid,
            (select coalesce(sum(amount), 0)::text from payroll_run_debits where payroll_run_id = $1) as debited,
            (select count(*)::int from payroll_files where payroll_run_id = $1 and format = 'nacha_debit' and submitted_at is not null) as debit_files`,
    [runId],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
  // Acme funds its own payroll here, so the crash test runs through the funding debit too (decision 0051).
  await t.database.executeSql(`update partners set self_funded = true where id = $1`, [ids.acme]);
  const account = await post('/v2/payroll_bank_accounts', {
    partner_id: ids.acme,
    account_holder: 'Acme Staffing Inc',
    routing_number: '011000015',
    account_number: '5566778899',
    account_type: 'checking',
  });
  expect(account.statusCode, account.body).toBe(201);
});
afterAll(async () => t?.close());

describe('processing an approved payroll run', () => {
  it('survives being killed at random points ten times: then everything is issued exactly once', async () => {
    const runId = await approvedRun();
    let seed = 20261126;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let kills = 0;
    for (let round = 0; round < 10; round++) {
      try {
        await processPayrollRun(t.app.deps, runId, (label) => {
          if (random() < 0.35) {
            kills += 1;
            throw new Error(`killed at ${label}`);
          }
        });
      } catch (e) {
        expect(String(e)).toMatch(/killed at/);
      }
    }
    expect(kills).toBeGreaterThan(0);
    await processPayrollRun(t.app.deps, runId);
    const l = await ledgerOf(runId);
    expect(l).toMatchObject({
      transfers: l.paychecks,
      paid_paychecks: l.paychecks,
      items_paid: l.items_taken,
      status: 'paid',
      processed: l.paychecks,
      endings: 1,
    });
    // The funding debit went once, settled, for the run's net pay, before any credit.
    expect(l).toMatchObject({ debits_paid: 1, debit_files: 1 });
    expect(new Decimal(String(l.debited)).toFixed(2)).toBe(new Decimal(String(l.net)).toFixed(2));
    expect(Number(l.files)).toBeLessThanOrEqual(2);
    // The money balances: what was sent is the paychecks' net pay.
    expect(new Decimal(String(l.sent)).toFixed(2)).toBe(new Decimal(String(l.net)).toFixed(2));
    // Processing it again changes nothing.
    await processPayrollRun(t.app.deps, runId);
    expect(await ledgerOf(runId)).toEqual(l);
  });

  it("writes a NACHA file whose entries are the direct deposits' net pay, with a trace number on each transfer", async () => {
    const run = await one(`select id from payroll_runs where status = 'paid' order by approved_at desc limit 1`);
    const file = await one(
      `select content, entry_count, total_credit from payroll_files where payroll_run_id = $1 and format = 'nacha'`,
      [run.id],
    );
    const transfers = (
      await t.database.executeSql(
        `select amount, trace_number, method, status from payroll_transfers where payroll_run_id = $1 and method = 'direct_deposit'`,
        [run.id],
      )
    ).rows;
    expect(transfers.length).toBe(file.entry_count);
    const lines = openBankFile(t.app.deps.crypto, String(file.content)).trimEnd().split('\n');
    expect(lines.every((l) => l.length === 94)).toBe(true);
    expect(lines.length % 10).toBe(0);
    const entries = lines.filter((l) => l.startsWith('6'));
    expect(entries.map((e) => e.slice(79, 94)).sort()).toEqual(transfers.map((x) => String(x.trace_number)).sort());
    const cents = entries.reduce((a, e) => a + Number(e.slice(29, 39)), 0);
    expect(new Decimal(cents).dividedBy(100).toFixed(2)).toBe(new Decimal(String(file.total_credit)).toFixed(2));
    // The account number is in the file the bank gets, and nowhere the API answers.
    expect(transfers.every((x) => x.status === 'paid')).toBe(true);
  });

  it("lists issued paychecks to staff, the partner and the worker — each only its own — with their transfer's status", async () => {
    const run = await one(`select id from payroll_runs where status = 'paid' order by approved_at desc limit 1`);
    const get = async (email: string, url: string) => t.call(await t.login(email), { method: 'GET', url });
    const staff = (await get('admin@demo.test', `/v2/paychecks?payroll_run_id=${run.id}`)).json().data;
    const count = await one(`select count(*)::int as n from paychecks where payroll_run_id = $1 and refusal is null`, [
      run.id,
    ]);
    expect(staff.data.length).toBe(count.n);
    expect(staff.data.every((r: { transfer_status: string; run_status: string }) => r.transfer_status === 'paid')).toBe(
      true,
    );
    const acme = (await get('partner@demo.test', `/v2/paychecks?payroll_run_id=${run.id}`)).json().data;
    expect(acme.data.length).toBe(count.n);
    expect((await get('partner2@demo.test', `/v2/paychecks?payroll_run_id=${run.id}`)).json().data.data).toEqual([]);
    const own = (await get('contractor@demo.test', '/v2/paychecks')).json().data.data;
    expect(own.every((r: { contractor: { name: string } }) => r.contractor.name === 'Casey Contractor')).toBe(true);
    expect((await get('client@demo.test', '/v2/paychecks')).statusCode).toBe(403);
    const csv = await get('admin@demo.test', `/v2/paychecks?payroll_run_id=${run.id}&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('Check date');
  });

  it("downloads each pay stub as a PDF whose text is the paycheck's figures, and tells the worker it is ready without amounts", async () => {
    const run = await one(`select id from payroll_runs where status = 'paid' order by approved_at desc limit 1`);
    const casey = await t.login('contractor@demo.test');
    const list = (await t.call(casey, { method: 'GET', url: `/v2/paychecks?payroll_run_id=${run.id}` })).json().data
      .data;
    expect(list.length).toBe(1);
    const id = list[0].id;
    const pdf = await t.call(casey, { method: 'GET', url: `/v2/paychecks/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    const d = (await t.call(casey, { method: 'GET', url: `/v2/paychecks/${id}` })).json().data;
    expect(text).toContain('PAY STUB');
    expect(text).toContain(d.contractor.name);
    expect(text).toContain(`Check date: ${d.check_date}`);
    for (const l of d.lines) {
      expect(text).toContain(l.label);
      expect(text).toContain(formatCurrency(l.amount));
    }
    expect(text).toContain(`Net pay ${formatCurrency(d.net)}`);
    expect(text).toContain('Paid by: Direct deposit •••••3456');
    expect(text).not.toContain('4400123456');
    // Another partner's user cannot download it.
    expect(
      (await t.call(await t.login('partner2@demo.test'), { method: 'GET', url: `/v2/paychecks/${id}/pdf` })).statusCode,
    ).toBe(404);
    // The e-mail says the stub is ready and where, with no amount in it: sent by the stub job, not processing.
    await mailPayStubs(t.app.deps, { runId: String(run.id) });
    const mails = readdirSync(join(t.config.dataDir, 'outbox')).map((f) =>
      readFileSync(join(t.config.dataDir, 'outbox', f), 'utf8'),
    );
    // Other runs (the demo's) mail their own workers: this paycheck's mail is sent once.
    const ready = mails.filter((m) => m.includes('Your pay stub is ready') && m.includes(`/paychecks/${id}`));
    expect(ready.length).toBe(1);
    expect(ready[0]).toContain(`/paychecks/${id}`);
    expect(ready[0]).not.toContain(d.net);
  });

  it("imports the bank's return file: the transfer fails with its reason, the run is no longer paid, nothing is deleted; twice changes nothing", async () => {
    const run = await one(`select id from payroll_runs where status = 'paid' order by approved_at desc limit 1`);
    const transfer = await one(
      `select id, trace_number from payroll_transfers where payroll_run_id = $1 and method = 'direct_deposit' limit 1`,
      [run.id],
    );
    const file = [
      '1'.padEnd(94, ' '),
      '6'.padEnd(94, ' '),
      achReturnAddenda({ traceNumber: String(transfer.trace_number), returnCode: 'R03' }),
      achReturnAddenda({ traceNumber: '999999990000001', returnCode: 'R01' }),
      '9'.padEnd(94, ' '),
    ].join('\n');
    const res = await post('/v2/payroll_returns', { file });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      failed: [
        { transfer_id: transfer.id, payroll_run_id: run.id, trace_number: transfer.trace_number, return_code: 'R03' },
      ],
      already_failed: 0,
      prenotes_failed: [],
      debits_returned: [],
      unmatched: ['999999990000001'],
    });
    const after = await ledgerOf(String(run.id));
    // One transfer in the run: nothing was paid after all.
    expect(after.status).toBe(after.transfers === 1 ? 'failed' : 'partially_paid');
    const x = await one(`select status, return_code from payroll_transfers where id = $1`, [transfer.id]);
    expect(x).toEqual({ status: 'failed', return_code: 'R03' });
    const again = (await post('/v2/payroll_returns', { file })).json().data;
    expect([again.failed, again.already_failed]).toEqual([[], 1]);
    expect((await post('/v2/payroll_returns', { file: 'not a return file' })).statusCode).toBe(422);
    const partner = await t.login('partner@demo.test');
    expect((await t.call(partner, { method: 'POST', url: '/v2/payroll_returns', payload: { file } })).statusCode).toBe(
      403,
    );
  });
});
