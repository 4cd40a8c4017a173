/**
 * The daily training reminders (decision 0076) on a controlled clock: a worker is e-mailed once when a
 * course is due within a week and once more when it is overdue; a done course, an archived course, a
 * course due later and a course without a due date are not named; a failed send is retried by the next
 * run for that worker only, and a changed due date is told again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../lib/clock.js';
import { createTestApp, type DemoIds, type TestApp } from '../test/test-app.js';
import { TRAINING_REMINDERS_QUEUE, runTrainingReminders } from './training.js';

let t: TestApp;
let ids: DemoIds;
/** The app's clock, moved by the test. */
let now = new Date('2029-01-01T12:00:00Z');
const clock: Clock = { now: () => new Date(now) };
const setToday = (day: string) => {
  now = new Date(`${day}T12:00:00Z`);
};

const outbox = () => {
  const dir = join(t.config.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .map((text) => text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
};
const mailsTo = (email: string, all: string[]) => all.filter((m) => m.includes(`To: ${email}`));

async function course(title: string) {
  const res = await t.callAs('partner', {
    method: 'POST',
    url: '/v2/courses',
    payload: { title, content_url: 'https://learn.example.com/' + title.replace(/\W+/g, '-') },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}
async function enroll(courseId: string, contractorIds: string[], dueOn: string | null) {
  const res = await t.callAs('partner', {
    method: 'POST',
    url: '/v2/course_enrollments',
    payload: { course_id: courseId, contractor_ids: contractorIds, due_on: dueOn },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.enrolled as { id: string; contractor: { id: string } }[];
}

beforeAll(async () => {
  t = await createTestApp({ startJobs: true }, { clock });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('training reminders', () => {
  it('are scheduled every morning, one run at a time', async () => {
    const rows = (
      await t.database.executeSql(`select name, cron from pgboss.schedule where name = $1`, [TRAINING_REMINDERS_QUEUE])
    ).rows as { name: string; cron: string }[];
    expect(rows).toEqual([{ name: TRAINING_REMINDERS_QUEUE, cron: '25 6 * * *' }]);
    const queues = (
      await t.database.executeSql(`select policy from pgboss.queue where name = $1`, [TRAINING_REMINDERS_QUEUE])
    ).rows as { policy: string }[];
    expect(queues).toEqual([{ policy: 'singleton' }]);
  });

  it('tell a worker once when a course is due within a week, and once more when it is overdue', async () => {
    setToday('2029-01-01');
    const safety = await course('Forklift safety');
    const later = await course('Annual ethics');
    const undated = await course('Optional reading');
    const done = await course('Done already');
    const [casey] = await enroll(safety, [ids.casey], '2029-01-05');
    await enroll(later, [ids.casey], '2029-02-01');
    await enroll(undated, [ids.casey], null);
    const [doneOne] = await enroll(done, [ids.casey], '2029-01-03');
    const finished = await t.callAs('contractor', {
      method: 'POST',
      url: `/v2/course_enrollments/${doneOne!.id}/progress`,
      payload: { lesson_status: 'completed' },
    });
    expect(finished.statusCode, finished.body).toBe(200);

    let before = outbox().length;
    const first = await runTrainingReminders(t.app.deps);
    expect(first.mails).toBeGreaterThanOrEqual(1);
    let sent = mailsTo('contractor@demo.test', outbox().slice(before));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Forklift safety is due 2029-01-05, in 4 days');
    expect(sent[0]).toContain(`${t.config.publicUrl}/training`);
    for (const other of ['Annual ethics', 'Optional reading', 'Done already']) expect(sent[0]).not.toContain(other);

    // The same morning, and the next: nothing new for Casey.
    before = outbox().length;
    await runTrainingReminders(t.app.deps);
    setToday('2029-01-02');
    await runTrainingReminders(t.app.deps);
    expect(mailsTo('contractor@demo.test', outbox().slice(before))).toEqual([]);

    // Past the due date: told once more that it is overdue, then never again.
    setToday('2029-01-07');
    before = outbox().length;
    await runTrainingReminders(t.app.deps);
    sent = mailsTo('contractor@demo.test', outbox().slice(before));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Subject: Training overdue: Forklift safety');
    expect(sent[0]).toContain('Forklift safety was due 2029-01-05 (2 days ago)');
    before = outbox().length;
    setToday('2029-01-08');
    await runTrainingReminders(t.app.deps);
    expect(mailsTo('contractor@demo.test', outbox().slice(before))).toEqual([]);
    expect(casey).toBeDefined();
  });

  it("one worker's failed send: the next run mails only that worker", async () => {
    setToday('2029-03-01');
    const c = await course('Hazmat');
    await enroll(c, [ids.casey, ids.nina], '2029-03-04');
    const failing = {
      send: async (m: Parameters<typeof t.app.deps.mailer.send>[0]) => {
        if (m.to === 'contractor@demo.test') throw new Error('SMTP refused');
        return t.app.deps.mailer.send(m);
      },
    };
    let before = outbox().length;
    await expect(runTrainingReminders({ ...t.app.deps, mailer: failing })).rejects.toThrow('SMTP refused');
    let sent = outbox().slice(before);
    expect(mailsTo('newhire@demo.test', sent)).toHaveLength(1);
    expect(mailsTo('contractor@demo.test', sent)).toEqual([]);
    before = outbox().length;
    setToday('2029-03-02');
    await runTrainingReminders(t.app.deps);
    sent = outbox().slice(before);
    expect(mailsTo('contractor@demo.test', sent)).toHaveLength(1);
    expect(mailsTo('contractor@demo.test', sent)[0]).toContain('Hazmat is due 2029-03-04, in 2 days');
    expect(mailsTo('newhire@demo.test', sent)).toEqual([]);
  });
});
