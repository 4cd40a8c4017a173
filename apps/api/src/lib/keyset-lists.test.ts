/**
 * Every list pages through lib/list-page.ts `keysetList`: walking a list by cursor, a few rows at a
 * time, visits exactly the rows one big page shows, in the same order, whatever the sort and its
 * direction, including sorts on a column that holds NULL (an assignment's end date) and sorts on
 * several columns (a contractor's name). A cursor page does not count, a cursor with a page number
 * or of another list's sort is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWalker } from '../test/list-walk.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  // The demo placements are open-ended but one: end two more, so the end date sort meets NULLs and
  // ties among dates.
  await t.database.executeSql(
    `update assignments set end_date = '2027-03-31'
      where id in (select id from assignments where end_date is null order by id limit 2)`,
  );
});
afterAll(async () => t?.close());
const { get, checkWalk } = listWalker(
  () => t,
  () => admin,
);

const LISTS: [path: string, sorts: string[]][] = [
  ['/v2/contractors', ['name', '-name', 'status', '-created_at']],
  ['/v2/assignments', ['end_date', '-end_date', 'contractor', '-start_date']],
  ['/v2/clients', ['name', '-name']],
  ['/v2/partners', ['name', '-name']],
  ['/v2/jobs', ['title', '-title']],
  ['/v2/work_locations', ['name', '-name']],
  ['/v2/pto_accruals', ['-effective_date', 'minutes']],
  ['/v2/pto_accruals/balances', ['contractor', '-contractor']],
  ['/v2/expenses', ['-date', 'amount', 'status']],
  ['/v2/pay_bill_transactions', ['-created_at', 'week_start']],
  ['/v2/approvals', ['week_start', '-contractor', 'pending_minutes']],
  ['/v2/timesheets/assignments', ['contractor', '-client', 'start_date']],
];

describe.each(LISTS)('%s by cursor', (path, sorts) => {
  it.each(sorts)('visits every row of one big page once, in its order (sort %s)', (sort) => checkWalk(path, sort));
});

describe('a sort on a column that holds NULL', () => {
  it('assignments with ends and open ends are walked above', async () => {
    const whole = await get('/v2/assignments?sort=end_date&per_page=200');
    const ends = whole.data.map((a) => a.end_date);
    expect(ends.some((e) => e === null)).toBe(true);
    expect(ends.some((e) => e !== null)).toBe(true);
    // NULL sorts as the largest value: last ascending.
    expect(ends.at(-1)).toBeNull();
  });
});

describe('a CSV export continues by cursor', () => {
  it('exports the rows after the cursor a page gave, and names no next part when all fit', async () => {
    const whole = await get('/v2/clients?sort=name&per_page=200');
    const first = await get('/v2/clients?sort=name&per_page=2');
    const res = await t.call(admin, {
      method: 'GET',
      url: `/v2/clients?sort=name&format=csv&cursor=${encodeURIComponent(first.next_cursor!)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-next-cursor']).toBeUndefined();
    const lines = res.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(whole.data.length - 2);
    expect(lines[0]).toContain(String(whole.data[2]!.name));
  });
});

describe('cursors are checked', () => {
  it('refuses a cursor with a page number, and a cursor of another sort', async () => {
    const first = await get('/v2/clients?sort=name&per_page=1');
    const cursor = encodeURIComponent(first.next_cursor!);
    const both = await t.call(admin, { method: 'GET', url: `/v2/clients?per_page=1&page=2&cursor=${cursor}` });
    expect(both.statusCode).toBe(422);
    const other = await t.call(admin, { method: 'GET', url: `/v2/clients?sort=-name&cursor=${cursor}` });
    expect(other.statusCode).toBe(422);
    expect(other.json().detail[0].loc).toEqual(['querystring', 'cursor']);
  });
});
