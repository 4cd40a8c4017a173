/**
 * Who has not acknowledged the employee handbook, and the reminder (decision 0081), as every user type
 * and another partner's users: staff see the W-2 workers whose current version (their partner's latest,
 * else the platform's) has no acknowledgement of theirs — a partner its own only, with CSV; the reminder
 * tells each worker's login in-app and by e-mail, at most once per worker, version and day, and is audited.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandbookPendingView, HandbookView, MyHandbook, NotificationView } from '@app/domain';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let now = new Date('2027-03-01T12:00:00Z');
const clock: Clock = { now: () => new Date(now) };
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const rows = async (q: string, values: unknown[] = []) => (await t.database.executeSql(q, values)).rows;

const pending = async (who: string, query = '') => {
  const res = await call(who, 'GET', `/v2/handbook_acknowledgements/pending?per_page=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as HandbookPendingView[];
};
const remind = async (who: string, body: object, expected = 200) => {
  const res = await call(who, 'POST', '/v2/handbook_acknowledgements/remind', body);
  expect(res.statusCode, res.body).toBe(expected);
  return res.json().data;
};
const reminders = async (who: string) => {
  const res = await call(who, 'GET', '/v2/notifications?type=handbook_to_acknowledge&per_page=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as NotificationView[];
};
const outbox = () => {
  const dir = join(t.config.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, ''));
};

let wendy: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ids = await t.demoIds();
  wendy = String((await rows(`select id from contractors where first_name = 'Wendy'`))[0]!.id);
});
afterAll(async () => t?.close());

describe('who has not acknowledged', () => {
  it("lists a partner's W-2 workers who have not acknowledged its current version, never another partner's", async () => {
    const acme = await pending('partner');
    const casey = acme.find((w) => w.contractor.id === ids.casey);
    expect(casey).toMatchObject({
      id: ids.casey,
      contractor: { name: 'Casey Contractor' },
      partner: { id: ids.acme, name: 'Acme Staffing' },
      handbook: { title: expect.any(String), version: expect.any(Number) },
      previous_version: null,
      has_login: true,
      last_reminded_at: null,
    });
    // Nina acknowledged Acme's handbook (the demo); Bruno is not W-2; Wendy is Beacon's.
    const names = acme.map((w) => w.contractor.id);
    expect(names).not.toContain(ids.nina);
    expect(names).not.toContain(ids.bruno);
    expect(names).not.toContain(wendy);
    expect(acme.every((w) => w.partner.id === ids.acme)).toBe(true);

    // Beacon publishes no handbook: its W-2 worker is asked for the platform's.
    const beacon = await pending('partner2');
    expect(beacon.map((w) => w.contractor.id)).toEqual([wendy]);
    expect(beacon[0]).toMatchObject({ partner: { id: ids.beacon }, handbook: { title: expect.any(String) } });
    const all = (await pending('admin')).map((w) => w.contractor.id);
    expect(all).toEqual(expect.arrayContaining([ids.casey, wendy]));
    expect((await pending('admin', `&partner_id=${ids.beacon}`)).map((w) => w.contractor.id)).toEqual([wendy]);
    expect((await pending('eor', '&q=casey')).map((w) => w.contractor.id)).toEqual([ids.casey]);
    // The search's own % and _ are letters, not wildcards.
    expect(await pending('eor', '&q=_')).toEqual([]);
    expect(await pending('eor', '&q=%25')).toEqual([]);
  });

  it('is exported as CSV', async () => {
    const res = await call('partner', 'GET', '/v2/handbook_acknowledgements/pending?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('Worker,Partner,Worker status,Handbook,Version');
    expect(res.body).toContain('Casey Contractor,Acme Staffing');
    expect(res.body).not.toContain('Wendy');
  });

  it('a worker leaves it on acknowledging, and is back with the version acknowledged when a new one is published', async () => {
    const mine = (await (await call('contractor', 'GET', '/v2/employee_handbook')).json().data) as MyHandbook;
    const ack = await call('contractor', 'POST', '/v2/employee_handbook/acknowledge', {
      handbook_id: mine.handbook!.id,
      sha256: mine.handbook!.sha256,
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect((await pending('partner')).map((w) => w.contractor.id)).not.toContain(ids.casey);

    const bytes = Buffer.from('%PDF-1.7\n% Acme handbook, new edition\ntrailer<<>>\n%%EOF\n');
    const published = await call('partner', 'POST', '/v2/handbooks', {
      title: 'Acme Handbook, new edition',
      filename: 'handbook.pdf',
      content_base64: bytes.toString('base64'),
    });
    expect(published.statusCode, published.body).toBe(201);
    const v = published.json().data as HandbookView;
    expect(v.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const back = (await pending('partner')).filter(
      (w) => w.contractor.id === ids.casey || w.contractor.id === ids.nina,
    );
    expect(back.map((w) => [w.contractor.name, w.handbook.version, w.previous_version])).toEqual([
      ['Casey Contractor', v.version, mine.handbook!.version],
      ['Nina Newhire', v.version, mine.handbook!.version],
    ]);
  });
});

describe('the reminder', () => {
  it('tells the worker in-app and by e-mail, once a day, and is audited', async () => {
    const before = outbox().length;
    expect(await remind('partner', { contractor_ids: [ids.casey] })).toEqual({
      reminded: 1,
      already_reminded_today: 0,
      without_login: 0,
      not_pending: 0,
    });
    const [n] = await reminders('contractor');
    expect(n).toMatchObject({
      title: 'Please read and acknowledge the employee handbook',
      body: expect.stringMatching(/^Acme Handbook, new edition \(version \d+\)$/),
      link: '/contractor/employee_handbook',
      actor: { name: 'Paula Partner' },
      read_at: null,
    });
    const mails = outbox()
      .slice(before)
      .filter((m) => m.includes('To: contractor@demo.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${t.config.publicUrl}/contractor/employee_handbook`);
    const [audit] = await rows(
      `select metadata from audit_logs where action = 'handbook_reminded' order by created_at desc limit 1`,
    );
    expect((audit!.metadata as { contractor_ids: string[] }).contractor_ids).toEqual([ids.casey]);
    const listed = (await pending('partner')).find((w) => w.contractor.id === ids.casey);
    expect(listed?.last_reminded_at).toEqual(expect.any(String));

    // The same day again (another staff member too): nobody told twice.
    expect(await remind('admin', { contractor_ids: [ids.casey] })).toMatchObject({
      reminded: 0,
      already_reminded_today: 1,
    });
    expect(await reminders('contractor')).toHaveLength(1);

    // The next day: told again.
    now = new Date('2027-03-02T09:00:00Z');
    expect(await remind('partner', { contractor_ids: [ids.casey] })).toMatchObject({ reminded: 1 });
    expect(await reminders('contractor')).toHaveLength(2);
  });

  it('everyone pending the caller sees, when no one is named; not those without a login or with nothing to do', async () => {
    now = new Date('2027-03-03T09:00:00Z');
    const res = await remind('partner', {});
    expect(res.reminded).toBeGreaterThanOrEqual(2); // Casey and Nina (asked for the new edition)
    expect(await reminders('newhire')).toHaveLength(1);
    // Beacon's worker is not Acme's to remind; without an active login, nobody can be told.
    const [told] = await rows(
      `select count(*)::int as n from events where type = 'handbook_to_acknowledge' and subject_id = $1`,
      [wendy],
    );
    expect(told!.n).toBe(0);
    await rows(`update users set active = false where contractor_id = $1`, [wendy]);
    expect(await remind('partner2', {})).toEqual({
      reminded: 0,
      already_reminded_today: 0,
      without_login: 1,
      not_pending: 0,
    });
    // Bruno is not W-2: nothing to acknowledge.
    expect(await remind('partner2', { contractor_ids: [ids.bruno, wendy] })).toEqual({
      reminded: 0,
      already_reminded_today: 0,
      without_login: 1,
      not_pending: 1,
    });
  });

  it("refuses another partner's worker (404) and bad input (422)", async () => {
    await remind('partner2', { contractor_ids: [ids.casey] }, 404);
    await remind('partner', { contractor_ids: [wendy] }, 404);
    const bad = await call('partner', 'POST', '/v2/handbook_acknowledgements/remind', { contractor_ids: ['x'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'contractor_ids', '0']);
    expect((await call('partner', 'POST', '/v2/handbook_acknowledgements/remind', { everyone: true })).statusCode).toBe(
      422,
    );
    expect(
      (await call('partner', 'POST', '/v2/handbook_acknowledgements/remind', { contractor_ids: [] })).statusCode,
    ).toBe(422);
  });
});

describe('authorization of the new routes', () => {
  const expected: Record<string, [number, number]> = {
    admin: [200, 200],
    eor: [200, 200],
    partner: [200, 200],
    recruiter: [200, 200],
    partner2: [200, 404],
    contractor: [403, 403],
    client: [403, 403],
    sales: [403, 403],
    timesheets: [404, 404],
  };
  for (const [who, [list, act]] of Object.entries(expected)) {
    it(`as ${who}`, async () => {
      expect((await call(who, 'GET', '/v2/handbook_acknowledgements/pending')).statusCode).toBe(list);
      const res = await call(who, 'POST', '/v2/handbook_acknowledgements/remind', { contractor_ids: [ids.casey] });
      expect(res.statusCode).toBe(act);
    });
  }
});
