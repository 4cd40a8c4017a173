/**
 * A run's bank files (decision 0066): GET /v2/payroll_runs/{id}/files lists them, …/files/{fileId}/download
 * answers one as stored. Full account numbers: section 6's sensitive roles of staff, or of a self-employer
 * partner for its own runs; every download audited without the file's text. Tested as every user type and
 * another partner's user, and the downloaded NACHA file read back by an independent parser.
 */
import { createRequire } from 'node:module';
import Decimal from 'decimal.js';
import { workPeriods } from '@app/paybill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBankFile } from '../../lib/bank-files.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

const nodeNacha = createRequire(import.meta.url)('@midlandsbank/node-nacha') as {
  from(source: { format: 'ach'; source: string }): {
    data: {
      file: { footer: { totalCredit: number; entryAndAddendaCount: number; blockCount: number } };
      batches: {
        serviceClassCode: number;
        entryClassCode: string;
        entries: { transactionCode: string; amount: number; dfiAccount: string }[];
      }[];
    };
  };
};

let t: TestApp;
let ids: DemoIds;
let admin: string;
let acmeRun: string;
let beaconRun: string;
const rows = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows;
const get = (token: string | null, url: string) => t.call(token, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
  // Acme's first period with approved time, approved and processed (Casey's deposit: a NACHA credit file).
  const [first] = await rows(
    `select min(i.work_date)::text as first from pay_bill_transaction_items i
       join pay_bill_transactions x on x.id = i.transaction_id
      where i.partner_id = $1 and x.employer_key = 'platform' and i.side = 'pay' and i.status = 'approved'
        and i.payroll_run_id is null`,
    [ids.acme],
  );
  const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
  const period = workPeriods(calendar, String(first!.first), 1)[0]!;
  const post = (url: string, payload?: object) => t.call(admin, { method: 'POST', url, ...(payload && { payload }) });
  const run = (await post('/v2/payroll_runs', { partner_id: ids.acme, period_start: period.period_start_date })).json()
    .data;
  for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
    await post(`/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
  }
  expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  expect((await post(`/v2/payroll_runs/${run.id}/approve`)).statusCode).toBe(200);
  await processPayrollRun(t.app.deps, run.id);
  acmeRun = run.id;
  // The demo's Beacon runs (decision 0057): Beacon is a self-employer, the originator of its own files.
  const [beacon] = await rows(
    `select r.id from payroll_runs r where r.partner_id = $1 and exists (select 1 from payroll_files f where f.payroll_run_id = r.id)
      order by r.period_start limit 1`,
    [ids.beacon],
  );
  beaconRun = String(beacon!.id);
});
afterAll(async () => t?.close());

const downloads = async () =>
  Number((await rows(`select count(*)::int as n from audit_logs where action = 'payroll_file_downloaded'`))[0]!.n);

describe("a payroll run's bank files", () => {
  it('lists the files and downloads the NACHA file as stored, its 94-character records read back by a parser; audited', async () => {
    const list = await get(admin, `/v2/payroll_runs/${acmeRun}/files`);
    expect(list.statusCode, list.body).toBe(200);
    const files = list.json().data;
    const nacha = files.find((f: { format: string }) => f.format === 'nacha');
    expect(nacha).toMatchObject({ direction: 'credit', currency: 'USD', label: 'NACHA direct deposits' });
    expect(nacha.submitted_at).not.toBeNull();
    const [stored] = await rows(`select content, entry_count, total_credit::text from payroll_files where id = $1`, [
      nacha.id,
    ]);
    expect(nacha.entry_count).toBe(stored!.entry_count);
    expect(nacha.total).toBe(new Decimal(String(stored!.total_credit)).toFixed(2));
    // The list carries no file text and no account number.
    expect(list.body).not.toContain('4400123456');

    const before = await downloads();
    const res = await get(admin, `/v2/payroll_runs/${acmeRun}/files/${nacha.id}/download`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['content-disposition']).toContain(nacha.filename);
    // Stored sealed (it holds whole account numbers); the download is the file the bank received.
    expect(String(stored!.content)).not.toContain('4400123456');
    expect(res.body).toBe(openBankFile(t.app.deps.crypto, String(stored!.content)));
    expect(res.body).toContain('4400123456');
    const lines = res.body.split('\n').filter((l) => l.length > 0);
    expect(lines.every((l) => l.length === 94)).toBe(true);
    expect(lines.length % 10).toBe(0);
    expect(lines[0]!.startsWith('101')).toBe(true);
    const parsed = nodeNacha.from({ format: 'ach', source: res.body }).data;
    const entries = parsed.batches.flatMap((b) => b.entries);
    expect(entries.length).toBe(nacha.entry_count);
    expect(parsed.batches[0]).toMatchObject({ serviceClassCode: 220, entryClassCode: 'PPD' });
    expect(parsed.file.footer.totalCredit).toBe(Number(new Decimal(nacha.total).times(100).toFixed(0)));
    expect(entries.reduce((a, e) => a + e.amount, 0)).toBe(parsed.file.footer.totalCredit);
    // The full account number is in the file (what the bank needs): hence who may download it.
    expect(entries.map((e) => e.dfiAccount.trim())).toContain('4400123456');

    // Audited once per download, naming the file, never its text.
    expect(await downloads()).toBe(before + 1);
    const [audit] = await rows(
      `select entity_id, metadata::text as metadata from audit_logs where action = 'payroll_file_downloaded'
        order by created_at desc limit 1`,
    );
    expect(audit!.entity_id).toBe(nacha.id);
    expect(JSON.parse(String(audit!.metadata))).toEqual({
      payroll_run_id: acmeRun,
      format: 'nacha',
      entry_count: nacha.entry_count,
    });
    expect(String(audit!.metadata)).not.toContain('4400123456');
    await get(admin, `/v2/payroll_runs/${acmeRun}/files/${nacha.id}/download`);
    expect(await downloads()).toBe(before + 2);
  });

  it('as each user type: staff with sensitive access read every run’s; a partner that is not the employer, other roles and types none', async () => {
    const [file] = await rows(`select id from payroll_files where payroll_run_id = $1 and format = 'nacha'`, [acmeRun]);
    const urls = [`/v2/payroll_runs/${acmeRun}/files`, `/v2/payroll_runs/${acmeRun}/files/${file!.id}/download`];
    const cases: [Parameters<TestApp['callAs']>[0], number][] = [
      ['admin', 200],
      ['eor', 200],
      // Acme's payroll is the platform's (Acme is not a self-employer): its files are the platform's.
      ['partner', 403],
      // Without a sensitive role (the recruiter), or without the payroll page at all (time sheets only: 404).
      [['partner', 'recruiter'], 403],
      [['partner', 'time_sheet_only'], 404],
      ['sales_partner', 403],
      ['client', 403],
      ['contractor', 403],
    ];
    for (const [as, status] of cases) {
      for (const url of urls) {
        const res = await t.callAs(as, { method: 'GET', url });
        expect([as, url, res.statusCode]).toEqual([as, url, status]);
        if (status !== 200) expect(res.body).not.toContain('PAYROLL');
      }
    }
    for (const url of urls) expect((await get(null, url)).statusCode).toBe(401);
  });

  it("lets a self-employer partner's sensitive roles read their own runs' files, never another partner's", async () => {
    const bea = await t.login('partner2@demo.test');
    const own = await get(bea, `/v2/payroll_runs/${beaconRun}/files`);
    expect(own.statusCode, own.body).toBe(200);
    const files = own.json().data;
    expect(files.length).toBeGreaterThan(0);
    const res = await get(bea, `/v2/payroll_runs/${beaconRun}/files/${files[0].id}/download`);
    expect(res.statusCode).toBe(200);
    expect(
      res.body
        .split('\n')
        .filter(Boolean)
        .every((l) => l.length === 94),
    ).toBe(true);
    // Another partner's run and file: as if they did not exist, also through Beacon's own run id.
    const [acmeFile] = await rows(`select id from payroll_files where payroll_run_id = $1`, [acmeRun]);
    expect((await get(bea, `/v2/payroll_runs/${acmeRun}/files`)).statusCode).toBe(404);
    expect((await get(bea, `/v2/payroll_runs/${acmeRun}/files/${acmeFile!.id}/download`)).statusCode).toBe(404);
    expect((await get(bea, `/v2/payroll_runs/${beaconRun}/files/${acmeFile!.id}/download`)).statusCode).toBe(404);
    // Acme's owner does not read Beacon's either.
    expect((await t.callAs('partner', { method: 'GET', url: `/v2/payroll_runs/${beaconRun}/files` })).statusCode).toBe(
      403,
    );
    // A Beacon user without a sensitive role reads none.
    await t.database.executeSql(`update users set role = 'recruiter' where email = 'partner2@demo.test'`);
    const recruiter = await t.login('partner2@demo.test');
    expect((await get(recruiter, `/v2/payroll_runs/${beaconRun}/files`)).statusCode).toBe(403);
    await t.database.executeSql(`update users set role = 'owner' where email = 'partner2@demo.test'`);
  });
});
