/**
 * The pay stub notifications (decision 0081): when a run ends, each paycheck a transfer paid is one
 * 'pay_stub_ready' event to its worker, written in the transaction that records the paid state — a run
 * whose end rolls back announces nothing — and never twice (settling the run again adds none). A worker
 * who switched the in-app channel off gets no notification; one who switched e-mail off gets no e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationView } from '@app/domain';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { mailPayStubs } from './pay-stub-mail.service.js';
import { processPayrollRun } from './payroll-processing.service.js';
import { approveFirstRun } from './payroll-runs.test-support.js';
import { settleRunStatus } from './single-transfer.js';
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

const approvedRun = () => approveFirstRun(t, admin, ids.acme);

const recordingMailer = (): Mailer & { sent: Mail[] } => {
  const sent: Mail[] = [];
  return { sent, send: async (m) => void sent.push(m) };
};

const stubEvents = (runId: string) =>
  rows(
    `select e.subject_id::text as paycheck_id, e.once_key, e.link, e.title, p.contractor_id::text as contractor_id,
            (select count(*)::int from notifications n where n.event_id = e.id) as delivered
       from events e join paychecks p on p.id = e.subject_id
      where e.type = 'pay_stub_ready' and p.payroll_run_id = $1 order by e.subject_id`,
    [runId],
  ) as Promise<
    { paycheck_id: string; once_key: string; link: string; title: string; contractor_id: string; delivered: number }[]
  >;

const paidPaychecks = async (runId: string) =>
  (
    await rows(
      `select p.id::text as id, p.contractor_id::text as contractor_id from paychecks p
        where p.payroll_run_id = $1
          and exists (select 1 from payroll_transfers t where t.paycheck_id = p.id and t.status = 'paid')
        order by p.id`,
      [runId],
    )
  ).map((r) => r as { id: string; contractor_id: string });

describe('pay stub ready', () => {
  it('is announced in the run’s closing transaction: a rolled-back end announces nothing', async () => {
    const runId = await approvedRun();
    const failed = processPayrollRun({ ...t.app.deps, mailer: recordingMailer() }, runId, (label) => {
      if (label === 'finished') throw new Error('killed before the commit');
    });
    await expect(failed).rejects.toThrow('killed before the commit');
    expect(await stubEvents(runId)).toEqual([]);

    await processPayrollRun({ ...t.app.deps, mailer: recordingMailer() }, runId);
    const paid = await paidPaychecks(runId);
    expect(paid.length).toBeGreaterThan(0);
    const events = await stubEvents(runId);
    expect(events.map((e) => e.paycheck_id)).toEqual(paid.map((p) => p.id));
    for (const e of events) {
      expect(e).toMatchObject({
        once_key: e.paycheck_id,
        link: `/paychecks/${e.paycheck_id}`,
        title: 'Your pay stub is ready',
      });
    }

    // Casey reads hers in the bell, linking to the paycheck.
    const casey = paid.find((p) => p.contractor_id === ids.casey);
    expect(casey, 'Casey is paid in Acme’s run').toBeDefined();
    const res = await t.callAs('contractor', {
      method: 'GET',
      url: '/v2/notifications?type=pay_stub_ready&per_page=50',
    });
    expect(res.statusCode).toBe(200);
    const mine = (res.json().data.data as NotificationView[]).filter((n) => n.subject_id === casey!.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      link: `/paychecks/${casey!.id}`,
      body: expect.stringMatching(/^Pay date \d{4}-\d{2}-\d{2}$/),
    });
    // Another worker's stub is not hers.
    const others = paid.filter((p) => p.contractor_id !== ids.casey).map((p) => p.id);
    expect((res.json().data.data as NotificationView[]).some((n) => others.includes(n.subject_id ?? ''))).toBe(false);
  });

  it('is announced once: settling the run again writes no second event', async () => {
    const [run] = await rows(
      `select distinct p.payroll_run_id::text as id from events e join paychecks p on p.id = e.subject_id
        where e.type = 'pay_stub_ready' limit 1`,
    );
    const runId = String(run!.id);
    const before = await stubEvents(runId);
    await t.app.deps.db.transaction((tx) => settleRunStatus(tx, runId));
    await processPayrollRun({ ...t.app.deps, mailer: recordingMailer() }, runId);
    expect(await stubEvents(runId)).toEqual(before);
  });

  it('follows the worker’s preferences: in-app off writes no notification, e-mail off sends no e-mail', async () => {
    const saved = await t.callAs('contractor', {
      method: 'PUT',
      url: '/v2/notifications/preferences',
      payload: { preferences: [{ type: 'pay_stub_ready', in_app: false, email: false }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const runId = await approvedRun();
      await processPayrollRun({ ...t.app.deps, mailer: recordingMailer() }, runId);
      const events = await stubEvents(runId);
      const caseys = events.filter((e) => e.contractor_id === ids.casey);
      expect(caseys).toHaveLength(1);
      // The event stands (what happened); Casey, who switched the bell off, is not among its recipients.
      expect(caseys[0]!.delivered).toBe(0);
      // Every other worker with a login is told.
      const logins = await rows(`select contractor_id::text as id, count(*)::int as n from users
                                  where contractor_id is not null and active group by contractor_id`);
      const loginsOf = new Map(logins.map((r) => [String(r.id), Number(r.n)]));
      for (const e of events.filter((x) => x.contractor_id !== ids.casey))
        expect(e.delivered).toBe(loginsOf.get(e.contractor_id) ?? 0);

      const mailer = recordingMailer();
      await mailPayStubs({ ...t.app.deps, mailer }, { runId });
      const [casey] = await rows(`select email from contractors where id = $1`, [ids.casey]);
      expect(mailer.sent.map((m) => m.to)).not.toContain(casey!.email);
      expect(mailer.sent.length).toBe(events.length - 1);
      // Her stub is not left for the next job to try again.
      const [left] = await rows(
        `select count(*)::int as n from paychecks where payroll_run_id = $1 and stub_mailed_at is null
           and contractor_id = $2`,
        [runId, ids.casey],
      );
      expect(left!.n).toBe(0);
    } finally {
      await t.callAs('contractor', {
        method: 'PUT',
        url: '/v2/notifications/preferences',
        payload: { preferences: [{ type: 'pay_stub_ready', in_app: true, email: true }] },
      });
    }
  });
});
