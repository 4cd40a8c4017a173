/**
 * Report schedules (decision 0088) as every user type and another partner's user: staff and a partner's
 * sensitive roles create, list, change and delete their own; anyone else's is 404; bad input is 422. A due
 * schedule runs once for the period before it: the report is built as the owner and the owner is mailed
 * its CSV and XLSX as attachments (the link alone when they are over the size bound); the schedule moves
 * on to its next run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportScheduleView, ReportView } from '@app/domain';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { runDueSchedules } from './report-schedules.service.js';

let t: TestApp;
let ids: DemoIds;
let now = new Date('2026-11-27T12:00:00Z'); // a Friday
const clock: Clock = { now: () => new Date(now) };
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (who: string, method: Method, url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const ok = async (who: string, method: Method, url: string, payload?: object, status = 200) => {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return status === 204 ? null : res.json().data;
};
const rawOutbox = () => {
  const dir = join(t.config.dataDir, 'outbox');
  return readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
};
/** Messages with quoted-printable soft breaks joined (the text parts); attachments are read raw. */
const outbox = () => rawOutbox().map((m) => m.replace(/=\r?\n/g, ''));

/** A message's attachments by file name: each MIME part with Content-Disposition attachment, decoded. */
function attachmentsOf(mail: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const part of mail.split(/\n--[^\n]+\n/)) {
    const [head, ...body] = part.split(/\r?\n\r?\n/);
    const name = /Content-Disposition: attachment;\s*filename="?([^"\n]+)"?/i.exec(head ?? '')?.[1];
    if (name && /Content-Transfer-Encoding: base64/i.test(head!))
      files.set(name.trim(), Buffer.from(body.join('').replace(/\s+/g, ''), 'base64'));
  }
  return files;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('report schedules', () => {
  let weekly: ReportScheduleView;

  it('a partner owner creates a weekly schedule due next Monday; bad input is 422', async () => {
    weekly = await ok(
      'partner',
      'POST',
      '/v2/report_schedules',
      { kind: 'billing_register', frequency: 'weekly' },
      201,
    );
    expect(weekly).toMatchObject({ label: 'Billing register', next_run_on: '2026-11-30', last_run_at: null });
    for (const body of [
      { kind: 'billing_register', frequency: 'daily' },
      { kind: 'billing_register', frequency: 'weekly', params: { partner_id: ids.beacon } },
      { kind: 'pto_balances', frequency: 'weekly', params: { client_id: ids.globex } },
      { kind: 'billing_register', frequency: 'weekly', params: { date_from: '2026-01-01', date_to: '2026-01-31' } },
    ])
      expect((await call('partner', 'POST', '/v2/report_schedules', body)).statusCode).toBe(422);
  });

  it('is its owner’s alone; users without Reports are refused', async () => {
    for (const who of ['partner2', 'eor', 'admin']) {
      expect((await call(who, 'GET', `/v2/report_schedules/${weekly.id}`)).statusCode).toBe(404);
      expect(
        (await call(who, 'PUT', `/v2/report_schedules/${weekly.id}`, { kind: 'ar_aging', frequency: 'monthly' }))
          .statusCode,
      ).toBe(404);
      expect((await call(who, 'DELETE', `/v2/report_schedules/${weekly.id}`)).statusCode).toBe(404);
      const list = await ok(who, 'GET', '/v2/report_schedules');
      expect(list.data.map((s: ReportScheduleView) => s.id)).not.toContain(weekly.id);
    }
    for (const who of ['recruiter', 'client', 'contractor', 'sales']) {
      expect([403, 404]).toContain((await call(who, 'GET', '/v2/report_schedules')).statusCode);
      expect([403, 404]).toContain(
        (await call(who, 'POST', '/v2/report_schedules', { kind: 'ar_aging', frequency: 'weekly' })).statusCode,
      );
    }
    const mine = await ok('partner', 'GET', '/v2/report_schedules');
    expect(mine.data.map((s: ReportScheduleView) => s.id)).toContain(weekly.id);
  });

  it('is changed and deleted by its owner', async () => {
    const monthly = await ok('partner', 'POST', '/v2/report_schedules', { kind: 'ar_aging', frequency: 'weekly' }, 201);
    const changed = await ok('partner', 'PUT', `/v2/report_schedules/${monthly.id}`, {
      kind: 'ar_aging',
      frequency: 'monthly',
    });
    expect(changed).toMatchObject({ frequency: 'monthly', next_run_on: '2026-12-01' });
    await ok('partner', 'DELETE', `/v2/report_schedules/${monthly.id}`, undefined, 204);
    expect((await call('partner', 'GET', `/v2/report_schedules/${monthly.id}`)).statusCode).toBe(404);
  });

  it('runs once when due: the last week’s report, built, and mailed to the owner with its files attached', async () => {
    // Only this test's schedule may fall due (the demo's own are moved out of the way).
    await t.database.executeSql(`update report_schedules set next_run_on = '2099-01-01' where id <> $1`, [weekly.id]);
    expect(await runDueSchedules(t.app.deps)).toEqual([]);
    now = new Date('2026-11-30T00:10:00Z');
    const made = await runDueSchedules(t.app.deps);
    expect(made).toHaveLength(1);
    const report = (await ok('partner', 'GET', `/v2/reports/${made[0]}`)) as ReportView;
    expect(report).toMatchObject({
      kind: 'billing_register',
      status: 'FINISHED',
      params: { date_from: '2026-11-23', date_to: '2026-11-29' },
    });
    const mail = outbox().find((m) => m.includes(`/reports/${made[0]}`));
    expect(mail).toBeDefined();
    expect(mail).toContain('To: partner@demo.test');
    expect(mail).toContain('Subject: Your billing register is ready');
    // The files travel with the mail: the same bytes the download routes answer.
    const files = attachmentsOf(rawOutbox().find((m) => m.includes(`report-schedule-${weekly.id}-2026-11-30`))!);
    expect([...files.keys()].sort()).toEqual(['billing_register-2026-11-30.csv', 'billing_register-2026-11-30.xlsx']);
    const csv = await call('partner', 'GET', `/v2/reports/${made[0]}/download?format=csv`);
    expect(files.get('billing_register-2026-11-30.csv')!.toString('utf8')).toBe(csv.body);
    const xlsx = await call('partner', 'GET', `/v2/reports/${made[0]}/download?format=xlsx`);
    expect(files.get('billing_register-2026-11-30.xlsx')!.equals(xlsx.rawPayload)).toBe(true);
    // Moved on: not run again the same day, next Monday next.
    expect(await runDueSchedules(t.app.deps)).toEqual([]);
    expect((await ok('partner', 'GET', `/v2/report_schedules/${weekly.id}`)).next_run_on).toBe('2026-12-07');
  });

  it('mails only the link when the files are over the size bound', async () => {
    now = new Date('2026-12-07T00:10:00Z');
    const made = await runDueSchedules(t.app.deps, { attachmentMaxBytes: 10 });
    expect(made).toHaveLength(1);
    const mail = outbox().find((m) => m.includes(`/reports/${made[0]}`))!;
    expect(mail).toContain('too large to attach');
    expect(attachmentsOf(mail).size).toBe(0);
  });
});
