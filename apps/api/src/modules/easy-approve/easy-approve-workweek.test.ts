/**
 * The easy-approve week is the employer's workweek (its pay calendar's start day; Monday without
 * one), so a client approves the same week its workers' overtime and the approvals queue count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addEntry } from './easy-approve-test-entries.js';
import { sendEasyApprovals } from './easy-approve.service.js';

let t: TestApp;
const ids: Record<string, string> = {};
const sql = async (text: string) => (await t.database.executeSql(text)).rows as Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp();
  const one = async (key: string, text: string) => (ids[key] = String((await sql(text))[0]!.id));
  await one('globex', `select id from clients where name = 'Globex Corporation'`);
  await one('initech', `select id from clients where name = 'Initech'`);
  const assignment = (first: string) =>
    `select a.id from assignments a join contractors c on c.id = a.contractor_id where c.first_name = '${first}'`;
  await one('casey', assignment('Casey'));
  await one('bruno', assignment('Bruno'));
  await one('beacon', `select partner_id as id from assignments where id = '${ids.bruno}'`);
  // Beacon (a self-employer, Initech's partner) counts its workweek from Sunday; the platform keeps Monday.
  await sql(
    `insert into pay_calendars (employer_key, frequency, anchor_date, workweek_start_day, workweek_start_hour)
     values ('${ids.beacon}', 'weekly', '2027-01-03', 0, 0)`,
  );
  const day = (date: string) => ({ date, start: 9 * 60, end: 17 * 60 });
  // Bruno: Sunday 3rd and Saturday 9th are one Beacon week; Sunday 10th starts the next.
  await addEntry(t, ids.bruno!, day('2027-01-03'));
  await addEntry(t, ids.bruno!, day('2027-01-09'));
  await addEntry(t, ids.bruno!, day('2027-01-10'));
  // Casey (EOR, the platform's Monday week): Sunday 3rd closes the week of Dec 28; Monday 4th opens the next.
  await addEntry(t, ids.casey!, day('2027-01-03'));
  await addEntry(t, ids.casey!, day('2027-01-04'));
});
afterAll(async () => t?.close());

const in2027 = <T extends { week_start: string }>(sent: T[]) => sent.filter((s) => s.week_start >= '2026-12-27');
const weeksOf = (sent: { client: { id: string }; week_start: string; entries: number }[], clientId: string) =>
  [...new Map(in2027(sent.filter((s) => s.client.id === clientId)).map((s) => [s.week_start, s.entries]))].sort();

describe('the easy-approve week', () => {
  it('follows each employer’s workweek start day in the weekly send', async () => {
    const { sent } = await sendEasyApprovals(t.app.deps, {}, new Date('2027-01-12T13:00:00Z'));
    expect(weeksOf(sent, ids.initech!)).toEqual([
      ['2027-01-03', 2],
      ['2027-01-10', 1],
    ]);
    expect(weeksOf(sent, ids.globex!)).toEqual([
      ['2026-12-28', 1],
      ['2027-01-04', 1],
    ]);
  });

  it('sends, for a Monday, each client’s own workweek holding it, and opens exactly that week', async () => {
    const token = await t.login('admin@demo.test');
    const res = await t.call(token, {
      method: 'POST',
      url: '/v2/easy_approve/send',
      payload: { week_start: '2027-01-04' },
    });
    expect(res.statusCode).toBe(200);
    const sent = res.json().data.sent as { client: { id: string }; week_start: string; entries: number }[];
    expect(weeksOf(sent, ids.initech!)).toEqual([['2027-01-03', 2]]);
    expect(weeksOf(sent, ids.globex!)).toEqual([['2027-01-04', 1]]);

    const link = t.lastLinkToken('initech@demo.test', '/easy_approve');
    const week = await t.call(null, { method: 'GET', url: `/v2/easy_approve?token=${encodeURIComponent(link)}` });
    expect(week.statusCode).toBe(200);
    expect(week.json().data).toMatchObject({ week_start: '2027-01-03', week_end: '2027-01-09' });
    expect(week.json().data.entries.map((e: { date: string }) => e.date)).toEqual(['2027-01-03', '2027-01-09']);
  });
});
