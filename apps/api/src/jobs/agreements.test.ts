/**
 * The reminder job for unsigned agreements (decision 0069) on a controlled clock: the demo's two agreements
 * awaiting a signature (Bruno's sent on 18 November, Casey's on 20 November, both 15:00 UTC) are reminded
 * AGREEMENT_REMINDER_DAYS after sending, again as long after each reminder, at most AGREEMENT_REMINDER_MAX
 * times, and never once signed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_REMINDER_MAX } from '@app/domain';
import { remindUnsignedAgreements } from '../modules/agreements/agreement-reminders.service.js';
import { createTestApp, fixedClock, type TestApp } from '../test/test-app.js';
import { AGREEMENT_REMINDERS_CRON, AGREEMENT_REMINDERS_QUEUE } from './agreements.js';

let t: TestApp;
let casey = '';
let bruno = '';

const sql = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;
/** The job as it runs at `at`: the app's dependencies with the clock stopped there. */
const runAt = async (at: string) => (await remindUnsignedAgreements({ ...t.app.deps, clock: fixedClock(at) })).reminded;
const reminderMails = (to: string) => {
  const dir = join(t.config.dataDir, 'outbox');
  return readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((m) => m.includes(`To: ${to}`) && m.includes('Subject: Reminder: please sign'));
};

beforeAll(async () => {
  t = await createTestApp({ startJobs: true });
  const rows = await sql(
    `select a.id, c.first_name from agreements a join contractors c on c.id = a.contractor_id where a.status = 'sent'`,
  );
  casey = String(rows.find((r) => r.first_name === 'Casey')!.id);
  bruno = String(rows.find((r) => r.first_name === 'Bruno')!.id);
});
afterAll(async () => t?.close());

describe('agreement reminders', () => {
  it('are a daily pg-boss job, one at a time', async () => {
    const scheduled = await sql(`select name, cron from pgboss.schedule where name = $1`, [AGREEMENT_REMINDERS_QUEUE]);
    expect(scheduled).toEqual([{ name: AGREEMENT_REMINDERS_QUEUE, cron: AGREEMENT_REMINDERS_CRON }]);
    const [queue] = await sql(`select policy from pgboss.queue where name = $1`, [AGREEMENT_REMINDERS_QUEUE]);
    expect(queue!.policy).toBe('singleton');
  });

  it('remind each signer after the days have passed, not before, and not twice for one reminder', async () => {
    expect(await runAt('2026-11-21T14:00:00Z')).toEqual([]);
    expect(await runAt('2026-11-21T15:00:00Z')).toEqual([bruno]);
    expect(await runAt('2026-11-21T15:00:00Z')).toEqual([]);
    expect(reminderMails('bruno@beacon.test')).toHaveLength(1);
    expect(await runAt('2026-11-23T14:59:59Z')).toEqual([]);
    expect(await runAt('2026-11-23T15:00:00Z')).toEqual([casey]);
    expect(reminderMails('contractor@demo.test')[0]).toContain('/agreements/' + casey);
    expect(await runAt('2026-11-24T15:00:00Z')).toEqual([bruno]);
  });

  it('a reminder whose e-mail failed is not counted: the next run sends it', async () => {
    const failing = {
      send: async (m: Parameters<typeof t.app.deps.mailer.send>[0]) => {
        if (m.to === 'bruno@beacon.test') throw new Error('SMTP refused');
        return t.app.deps.mailer.send(m);
      },
    };
    const at = '2026-11-27T15:00:00Z';
    await expect(remindUnsignedAgreements({ ...t.app.deps, mailer: failing, clock: fixedClock(at) })).rejects.toThrow(
      'SMTP refused',
    );
    // Casey's second reminder (due since the 26th) went in that run; Bruno's failed one was given back.
    const counts = await sql(`select id, reminders_sent from agreements where id in ($1, $2)`, [casey, bruno]);
    expect(Object.fromEntries(counts.map((r) => [r.id, r.reminders_sent]))).toEqual({ [casey]: 2, [bruno]: 2 });
    expect(reminderMails('bruno@beacon.test')).toHaveLength(2);
    expect(await runAt(at)).toEqual([bruno]);
    expect(reminderMails('bruno@beacon.test')).toHaveLength(3);
    expect(await runAt(at)).toEqual([]);
  });

  it('stop at the cap, and never remind a signed agreement', async () => {
    const [row] = await sql(`select document_hash from agreements where id = $1`, [casey]);
    const signed = await t.callAs('contractor', {
      method: 'POST',
      url: `/v2/agreements/${casey}/sign`,
      payload: { document_hash: row!.document_hash, agree: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    for (const day of ['2026-12-01', '2026-12-10', '2026-12-20', '2027-01-05']) await runAt(`${day}T15:00:00Z`);
    const counts = await sql(`select id, reminders_sent from agreements where id in ($1, $2)`, [casey, bruno]);
    expect(Object.fromEntries(counts.map((r) => [r.id, r.reminders_sent]))).toEqual({
      [casey]: 2,
      [bruno]: AGREEMENT_REMINDER_MAX,
    });
    expect(reminderMails('bruno@beacon.test')).toHaveLength(AGREEMENT_REMINDER_MAX);
  });
});
