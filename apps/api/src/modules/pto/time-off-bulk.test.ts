/** POST /v2/time_off_requests/bulk (decision 0109): the chosen requests approved or rejected, all or nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_DECISION_MAX } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const sql = async (text: string) => (await t.database.executeSql(text)).rows;
let casey = '';
let bruno = '';

beforeAll(async () => {
  t = await createTestApp();
  const assignmentOf = async (email: string) =>
    String(
      (
        await sql(
          `select a.id from assignments a join contractors c on c.id = a.contractor_id where c.email = '${email}'
            order by a.start_date limit 1`,
        )
      )[0]!.id,
    );
  casey = await assignmentOf('contractor@demo.test');
  bruno = await assignmentOf('bruno@beacon.test');
});
afterAll(async () => t?.close());

const call = async (who: string, url: string, payload: object = {}) =>
  t.call(await token(who), { method: 'POST', url, payload });
const bulk = (who: string, body: object) => call(who, '/v2/time_off_requests/bulk', body);

/** Each request gets a weekday of its own (from Monday 2028-01-03 on), so none overlaps another. */
let day = 0;
const nextWeekday = () => {
  const d = new Date(Date.UTC(2028, 0, 3));
  d.setUTCDate(d.getUTCDate() + Math.floor(day / 5) * 7 + (day % 5));
  day += 1;
  return d.toISOString().slice(0, 10);
};
/** A pending sick-day request (no balance needed), asked by someone who may ask on that assignment. */
const pending = async (assignmentId = casey, who = 'admin') => {
  const date = nextWeekday();
  const res = await call(who, '/v2/time_off_requests', {
    assignment_id: assignmentId,
    type: 'sick',
    start_date: date,
    end_date: date,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};
const statusOf = async (id: string) =>
  String((await sql(`select status from time_off_requests where id = '${id}'`))[0]!.status);
const entriesOf = async (id: string) =>
  Number((await sql(`select count(*)::int as n from timesheets where time_off_request_id = '${id}'`))[0]!.n);

describe('bulk time off decisions', () => {
  it('answers each user type as the single-row approve does', async () => {
    const users = ['admin', 'eor', 'partner', 'recruiter', 'timesheets', 'client', 'contractor', 'sales'];
    const users2 = ['partner2', 'initech'];
    const single: Record<string, number> = {};
    const bulked: Record<string, number> = {};
    for (const who of [...users, ...users2]) {
      single[who] = (await call(who, `/v2/time_off_requests/${await pending()}/approve`)).statusCode;
      const id = await pending();
      bulked[who] = (await bulk(who, { action: 'approve', ids: [id] })).statusCode;
      expect(await statusOf(id)).toBe(bulked[who] === 200 ? 'approved' : 'pending');
      expect(await entriesOf(id)).toBe(bulked[who] === 200 ? 1 : 0);
    }
    expect(bulked).toEqual(single);
    expect(bulked).toMatchObject({ admin: 200, client: 200, contractor: 403, partner2: 404, initech: 404 });
  });

  it('approves a mixed batch (entries written per request) and reports the one already approved', async () => {
    const [a, b, done] = [await pending(), await pending(), await pending()];
    expect((await call('client', `/v2/time_off_requests/${done}/approve`)).statusCode).toBe(200);
    const res = await bulk('client', { action: 'approve', ids: [b, done, a] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ action: 'approve', count: 2, unchanged: [done] });
    expect([...data.ids].sort()).toEqual([a, b].sort());
    for (const id of [a, b, done]) {
      expect(await statusOf(id)).toBe('approved');
      expect(await entriesOf(id)).toBe(1);
    }
  });

  it('rejects with one reason for all', async () => {
    const [a, b] = [await pending(), await pending()];
    const res = await bulk('admin', { action: 'reject', ids: [a, b], reason: 'Short-staffed that week' });
    expect(res.statusCode, res.body).toBe(200);
    const notes = await sql(`select decision_note from time_off_requests where id in ('${a}', '${b}')`);
    expect(notes.map((r) => r.decision_note)).toEqual(['Short-staffed that week', 'Short-staffed that week']);
  });

  it('changes nothing when one row is refused, and names it and why', async () => {
    const [ok, cancelled] = [await pending(), await pending()];
    expect((await call('admin', `/v2/time_off_requests/${cancelled}/cancel`)).statusCode).toBe(200);
    const res = await bulk('client', { action: 'approve', ids: [ok, cancelled] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^1 of 2 cannot be approved, so none was\./);
    expect(res.json().message).toContain(`(request ${cancelled}): This request is already cancelled`);
    expect(await statusOf(ok)).toBe('pending');
    expect(await entriesOf(ok)).toBe(0); // the approval written before the refusal rolled back
  });

  it("names another partner's ids not found and changes nothing of theirs or the caller's", async () => {
    const acme = await pending();
    const beacon = await pending(bruno);
    const res = await bulk('partner2', { action: 'reject', ids: [beacon, acme], reason: 'No' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain(`request ${acme}`);
    expect(res.json().message).not.toContain(beacon);
    expect(await statusOf(acme)).toBe('pending');
    expect(await statusOf(beacon)).toBe('pending');
  });

  it('answers bad input with a 422 beside the field, never a 500', async () => {
    const id = await pending();
    const field = async (body: object) => {
      const res = await bulk('admin', body);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().detail[0].loc as string[];
    };
    expect(await field({ action: 'approve', ids: [] })).toEqual(['body', 'ids']);
    const tooMany = Array.from({ length: BULK_DECISION_MAX + 1 }, () => id);
    expect(await field({ action: 'approve', ids: tooMany })).toEqual(['body', 'ids']);
    expect(await field({ action: 'cancel', ids: [id] })).toEqual(['body', 'action']);
    expect(await field({ action: 'reject', ids: [id] })).toEqual(['body', 'reason']);
    expect(await field({ ids: [id] })).toEqual(['body', 'action']);
    expect(await statusOf(id)).toBe('pending');
  });
});
