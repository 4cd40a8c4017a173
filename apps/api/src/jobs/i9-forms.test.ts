/**
 * The daily I-9 reminders (decision 0079) on a controlled clock: the partner's staff are told in the app
 * once when section 2 is past its due date; the staff and the worker 90, 30 and 7 days before the work
 * authorization expires, each stage once (a missed stage is not sent late beside the one reached), and
 * again for the new expiry a re-verification records. Another partner's staff hear nothing of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i9Forms, users } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { createTestApp, type DemoIds, type TestApp } from '../test/test-app.js';
import {
  addDocumentVerifier,
  authorizedI9,
  reverification,
  SECTION2,
} from '../modules/i9-forms/i9-forms.test-support.js';
import { I9_REMINDERS_QUEUE, runI9Reminders } from './i9-forms.js';

let t: TestApp;
let ids: DemoIds;
let now = new Date('2026-12-09T12:00:00Z');
const clock: Clock = { now: () => new Date(now) };
const setToday = (day: string) => {
  now = new Date(`${day}T12:00:00Z`);
};

let ninaForm: string;
let wendyForm: string;

interface Notice {
  type: string;
  title: string;
  body: string;
  link: string | null;
  subject_id: string;
}
/** The I-9 notices in a user's bell, oldest first. */
async function notices(email: string): Promise<Notice[]> {
  const res = await t.database.executeSql(
    `select e.type, e.title, e.body, e.link, e.subject_id from notifications n
       join events e on e.id = n.event_id join users u on u.id = n.user_id
      where u.email = $1 and e.type in ('i9_section2_overdue', 'work_authorization_expiring')
      order by e.created_at, e.id`,
    [email],
  );
  return res.rows as unknown as Notice[];
}
const run = () => runI9Reminders(t.app.deps);
const ACME_VERIFIER = 'docs@acme.test';
const ACME_OWNER = 'partner@demo.test';
const NINA = 'newhire@demo.test';
const BEACON_VERIFIER = 'docs@beacon.test';

beforeAll(async () => {
  t = await createTestApp({ startJobs: true }, { clock });
  ids = await t.demoIds();
  await addDocumentVerifier(t, 'Acme Staffing', ACME_VERIFIER);
  await addDocumentVerifier(t, 'Beacon Talent', BEACON_VERIFIER);
  // Nina: W-2 at Acme from Monday 7 December 2026 (section 2 due Thursday 10), authorized until 30 June 2027.
  const token = await t.login(NINA);
  const signed = await t.call(token, {
    method: 'POST',
    url: '/v2/onboarding/steps/form_i9',
    payload: authorizedI9('2027-06-30'),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  ninaForm = (await t.database.db.select().from(i9Forms).where(eq(i9Forms.contractorId, ids.nina)))[0]!.id;
  // Wendy: W-2 at Beacon since 16 February 2026, section 1 signed and section 2 never done.
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
  const [wendy] = await t.database.db
    .insert(i9Forms)
    .values({
      contractorId: ids.wendy,
      userId: admin!.id,
      section1: { citizenship_status: 'us_citizen' },
      section1SignedAt: new Date('2026-02-16T12:00:00Z'),
    })
    .returning({ id: i9Forms.id });
  wendyForm = wendy!.id;
});
afterAll(async () => t?.close());

describe('I-9 reminders', () => {
  it('are scheduled every morning, one run at a time', async () => {
    const rows = (
      await t.database.executeSql(`select name, cron from pgboss.schedule where name = $1`, [I9_REMINDERS_QUEUE])
    ).rows;
    expect(rows).toEqual([{ name: I9_REMINDERS_QUEUE, cron: '35 6 * * *' }]);
    const queues = (
      await t.database.executeSql(`select policy from pgboss.queue where name = $1`, [I9_REMINDERS_QUEUE])
    ).rows;
    expect(queues).toEqual([{ policy: 'singleton' }]);
  });

  it("tell the partner's staff once when section 2 becomes overdue, never another partner", async () => {
    setToday('2026-12-10'); // Nina's due date: not overdue yet; Wendy's long is.
    await run();
    expect(await notices(ACME_VERIFIER)).toEqual([]);
    const beacon = await notices(BEACON_VERIFIER);
    expect(beacon).toHaveLength(1);
    expect(beacon[0]).toMatchObject({
      type: 'i9_section2_overdue',
      title: 'Form I-9 section 2 overdue: Wendy Walsh',
      link: `/i9_forms/${wendyForm}`,
    });

    setToday('2026-12-11');
    await Promise.all([run(), run()]);
    const told = await notices(ACME_VERIFIER);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'i9_section2_overdue',
      title: 'Form I-9 section 2 overdue: Nina Newhire',
      link: `/i9_forms/${ninaForm}`,
      subject_id: ninaForm,
    });
    expect(told[0]!.body).toContain('Section 2 was due 2026-12-10');
    // The owner (who manages workers, not the verifier's page) opens the worker instead.
    const owner = await notices(ACME_OWNER);
    expect(owner).toHaveLength(1);
    expect(owner[0]).toMatchObject({ type: 'i9_section2_overdue', link: `/contractors/${ids.nina}` });
    for (const email of ['recruiter@demo.test', NINA]) expect(await notices(email), email).toEqual([]);
    expect(await notices(BEACON_VERIFIER)).toHaveLength(1);

    // The same day, and the next ones: nothing new.
    await run();
    setToday('2026-12-14');
    await run();
    expect(await notices(ACME_VERIFIER)).toHaveLength(1);
    expect(await notices(ACME_OWNER)).toHaveLength(1);
  });

  it('tell the staff and the worker 90, 30 and 7 days before the authorization expires, each once', async () => {
    const done = await t.call(await t.login(ACME_VERIFIER), {
      method: 'POST',
      url: `/v2/i9_forms/${ninaForm}/section2`,
      payload: SECTION2,
    });
    expect(done.statusCode, done.body).toBe(200);
    const expiring = async (email: string) =>
      (await notices(email)).filter((n) => n.type === 'work_authorization_expiring');

    setToday('2027-03-31'); // 91 days before
    await run();
    expect(await expiring(NINA)).toEqual([]);

    setToday('2027-04-01'); // 90 days before
    await run();
    await run();
    const worker = await expiring(NINA);
    expect(worker).toHaveLength(1);
    expect(worker[0]).toMatchObject({ title: 'Your work authorization is expiring', link: null });
    expect(worker[0]!.body).toContain('expires in 90 days (2027-06-30)');
    const verifier = await expiring(ACME_VERIFIER);
    expect(verifier).toHaveLength(1);
    expect(verifier[0]).toMatchObject({
      title: 'Work authorization expiring: Nina Newhire',
      link: `/i9_forms/${ninaForm}`,
    });
    expect(await expiring(ACME_OWNER)).toHaveLength(1);
    expect(await expiring(BEACON_VERIFIER)).toEqual([]);

    setToday('2027-04-02');
    await run();
    expect(await expiring(NINA)).toHaveLength(1);

    // The 30-day stage is reached while no run went on 31 May: told on the next run, once.
    setToday('2027-06-05');
    await run();
    await run();
    expect((await expiring(NINA)).map((n) => n.body.match(/expires in \d+ days/)![0])).toEqual([
      'expires in 90 days',
      'expires in 25 days',
    ]);

    setToday('2027-06-29');
    await run();
    setToday('2027-06-30');
    await run();
    const all = await expiring(NINA);
    expect(all).toHaveLength(3);
    expect(all[2]!.body).toContain('expires in 1 day (2027-06-30)');
    expect(await expiring(ACME_VERIFIER)).toHaveLength(3);
  });

  it('a re-verification’s new expiry is reminded again in its turn', async () => {
    setToday('2027-06-30');
    const res = await t.call(await t.login(ACME_VERIFIER), {
      method: 'POST',
      url: `/v2/i9_forms/${ninaForm}/reverifications`,
      payload: reverification('2028-06-30'),
    });
    expect(res.statusCode, res.body).toBe(201);
    await run();
    setToday('2028-03-01');
    await run();
    expect(await notices(NINA)).toHaveLength(3);

    setToday('2028-04-01'); // 90 days before 30 June 2028
    await run();
    const latest = await notices(NINA);
    expect(latest).toHaveLength(4);
    expect(latest[3]!.body).toContain('expires in 90 days (2028-06-30)');
  });
});
