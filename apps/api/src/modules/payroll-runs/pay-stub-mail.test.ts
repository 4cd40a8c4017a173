/**
 * The pay stub e-mails' job (decision 0066): processing no longer sends them; the job sends each ended run's
 * stubs in batches, marks each batch with one UPDATE, and — failed sends and a process killed between a
 * batch's sends and its mark — neither loses a stub nor marks one twice; a killed batch is sent again with
 * the same Message-ID, and only that batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { mailPayStubs, stubMessageId } from './pay-stub-mail.service.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { approveFirstRun } from './payroll-runs.test-support.js';
import { withoutEmailCodes } from '../../test/email-codes.js';

let t: TestApp;
let ids: DemoIds;
let admin: string;
const rows = async (sql: string, values: unknown[] = []) => (await t.database.executeSql(sql, values)).rows;

beforeAll(async () => {
  t = await createTestApp();
  ids = await t.demoIds();
  admin = await t.login('admin@demo.test');
  await withoutEmailCodes(t);
});
afterAll(async () => t?.close());

const paidRun = () => approveFirstRun(t, admin, ids.acme);

/** A mailer that records what it was given and fails the sends `fail` says to. */
function recordingMailer(fail: (m: Mail, n: number) => boolean = () => false): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  let n = 0;
  return {
    sent,
    async send(m) {
      n += 1;
      if (fail(m, n)) throw new Error('connection reset by the mail server');
      sent.push(m);
    },
  };
}

/** The stubs of these paychecks: each with when it was marked mailed. */
const stubState = (paycheckIds: readonly string[]) =>
  rows(`select id, stub_mailed_at from paychecks where id = any($1::uuid[]) order by id`, [paycheckIds]);

describe('the pay stub e-mails job', () => {
  it('sends nothing from processing; in batches, a failed send and a kill before the mark lose nothing and mark once', async () => {
    const runId = await paidRun();
    const quiet = recordingMailer();
    await processPayrollRun({ ...t.app.deps, mailer: quiet }, runId);
    expect(quiet.sent).toEqual([]);
    // This run's stub, and the demo's paid Beacon stubs made unmailed again: every stub of an ended run to mail.
    await t.database.executeSql(
      `update paychecks set stub_mailed_at = null where payroll_run_id in
         (select id from payroll_runs where partner_id = $1 and status in ('paid', 'partially_paid'))`,
      [ids.beacon],
    );
    const targets = (
      await rows(
        `select p.id from paychecks p join payroll_runs r on r.id = p.payroll_run_id
          where r.status in ('paid', 'partially_paid') and p.stub_mailed_at is null
            and exists (select 1 from payroll_transfers x where x.paycheck_id = p.id and x.status = 'paid')`,
      )
    ).map((r) => String(r.id));
    expect(targets).toContain((await rows(`select id from paychecks where payroll_run_id = $1`, [runId]))[0]!.id);
    const before = await stubState(targets);
    expect(before.length).toBeGreaterThanOrEqual(3);
    const stubIds = before.map((r) => String(r.id));
    let failedId = '';
    const mailer = recordingMailer((m, n) => {
      if (n !== 2) return false;
      failedId = /\/paychecks\/([0-9a-f-]{36})/.exec(m.text)![1]!;
      return true;
    });

    // 1. The second send fails: the job throws, every other stub is sent and marked, that one is left for later.
    await expect(mailPayStubs({ ...t.app.deps, mailer }, { batch: 2 })).rejects.toThrow(/connection reset/);
    const afterFailure = await stubState(targets);
    const unmarked = afterFailure.filter((r) => r.stub_mailed_at === null).map((r) => String(r.id));
    expect(unmarked).toEqual([failedId]);
    expect(mailer.sent.length).toBe(stubIds.length - 1);
    const firstMarks = new Map(afterFailure.map((r) => [String(r.id), String(r.stub_mailed_at)]));

    // 2. Killed after the batch's send, before its mark: the stub stays unmarked (not lost).
    await expect(
      mailPayStubs(
        { ...t.app.deps, mailer },
        {
          checkpoint: () => {
            throw new Error('killed before the mark');
          },
        },
      ),
    ).rejects.toThrow(/killed/);
    expect((await stubState(targets)).filter((r) => r.stub_mailed_at === null).map((r) => String(r.id))).toEqual(
      unmarked,
    );

    // 3. The next job sends what is left and marks it; once more, nothing is sent.
    expect(await mailPayStubs({ ...t.app.deps, mailer })).toEqual({ sent: 1 });
    expect(await mailPayStubs({ ...t.app.deps, mailer })).toEqual({ sent: 0 });
    const after = await stubState(targets);
    expect(after.every((r) => r.stub_mailed_at !== null)).toBe(true);
    // Marks are kept: a stub marked by the first job keeps that moment.
    for (const r of after.filter((x) => String(x.id) !== failedId)) {
      expect(String(r.stub_mailed_at)).toBe(firstMarks.get(String(r.id)));
    }

    // Every stub reached its worker; only the killed batch's stub went twice, with one Message-ID each time.
    const byStub = new Map<string, Mail[]>();
    for (const m of mailer.sent) {
      const id = /\/paychecks\/([0-9a-f-]{36})/.exec(m.text)![1]!;
      byStub.set(id, [...(byStub.get(id) ?? []), m]);
    }
    expect([...byStub.keys()].sort()).toEqual([...stubIds].sort());
    for (const [id, mails] of byStub) {
      expect(mails.length).toBe(id === failedId ? 2 : 1);
      expect(new Set(mails.map((m) => m.messageId))).toEqual(new Set([stubMessageId(t.app.deps, id)]));
      expect(mails[0]!.subject).toBe('Your pay stub is ready');
    }
    // No amount in the e-mail.
    const [net] = await rows(`select net::text from paychecks where id = $1`, [stubIds[0]]);
    expect(byStub.get(stubIds[0]!)![0]!.text).not.toContain(String(net!.net));
  });

  it('sends nothing for a run still processing, and what it sends lands in the outbox once per paycheck', async () => {
    const [pending] = await rows(
      `select count(*)::int as n from paychecks p join payroll_runs r on r.id = p.payroll_run_id
        where r.status not in ('paid', 'partially_paid') and p.stub_mailed_at is null`,
    );
    const mailer = recordingMailer();
    await mailPayStubs({ ...t.app.deps, mailer });
    const ids = mailer.sent.map((m) => /\/paychecks\/([0-9a-f-]{36})/.exec(m.text)![1]!);
    expect(new Set(ids).size).toBe(ids.length);
    if (ids.length > 0) {
      const [open] = await rows(
        `select count(*)::int as n from paychecks p join payroll_runs r on r.id = p.payroll_run_id
          where p.id = any($1::uuid[]) and r.status not in ('paid', 'partially_paid')`,
        [ids],
      );
      expect(open!.n).toBe(0);
    }
    const [still] = await rows(
      `select count(*)::int as n from paychecks p join payroll_runs r on r.id = p.payroll_run_id
        where r.status not in ('paid', 'partially_paid') and p.stub_mailed_at is null`,
    );
    expect(still!.n).toBe(pending!.n);
  });
});
