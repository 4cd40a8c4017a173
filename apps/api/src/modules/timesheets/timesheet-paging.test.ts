/**
 * Keyset paging of the timesheet list: walking the cursor visits every row once, in the order offset
 * pages give, even while rows are inserted between pages; the total counts what the filter matches,
 * capped; a cursor is only accepted for the sort it came from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timesheets } from '../../db/schema/index.js';
import { cappedCount } from '../../lib/list-page.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t?.close());

interface Page {
  data: { id: string }[];
  total: number | null;
  total_capped?: boolean;
  next_cursor?: string | null;
}
const list = async (query: string): Promise<Page> => {
  const res = await t.call(admin, { method: 'GET', url: `/v2/timesheets?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

/** Every id in cursor order, pages of `perPage`, calling `between` after each page. */
async function walk(sort: string, perPage: number, between?: () => Promise<void>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null | undefined;
  for (let guard = 0; guard < 500; guard++) {
    const page = await list(`sort=${sort}&per_page=${perPage}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    ids.push(...page.data.map((r) => r.id));
    if (cursor) expect(page.total).toBeNull();
    cursor = page.next_cursor;
    if (!cursor) return ids;
    await between?.();
  }
  throw new Error('the cursor never ended');
}

/** A copy of an existing entry on a new day (another shift of the same assignment). */
async function insertCopy(day: string): Promise<string> {
  const { rows } = await t.database.executeSql(
    `with src as (select * from timesheets order by created_at limit 1)
     insert into timesheets
     select (jsonb_populate_record(null::timesheets, to_jsonb(src) || jsonb_build_object('id', gen_random_uuid(), 'date', $1::date))).*
     from src
     returning id`,
    [day],
  );
  return String(rows[0]!.id);
}

const dayOf = (year: number, day: number) => new Date(Date.UTC(year, 0, day)).toISOString().slice(0, 10);

describe('the timesheet list, paged by cursor', () => {
  it.each(['-date', 'date', 'contractor', '-client', 'status', '-hours_worked', 'created_date'])(
    'visits every row once, in the offset order (sort %s)',
    async (sort) => {
      const all = await list(`sort=${sort}&per_page=200`);
      expect(all.total).toBe(all.data.length);
      const walked = await walk(sort, 3);
      expect(walked).toEqual(all.data.map((r) => r.id));
    },
  );

  it('neither skips nor repeats a row while entries are inserted between pages', async () => {
    const before = (await list('sort=-date&per_page=200')).data.map((r) => r.id);
    const inserted: string[] = [];
    let n = 0;
    const walked = await walk('-date', 4, async () => {
      // Each time one entry older than any (always ahead of the cursor) and one newer than any (behind it).
      n++;
      inserted.push(await insertCopy(dayOf(2001, 1 - n)));
      inserted.push(await insertCopy(dayOf(2099, n)));
    });
    expect(new Set(walked).size).toBe(walked.length);
    expect(
      before.filter((id) => !walked.includes(id)),
      'rows there before',
    ).toEqual([]);
    // Rows inserted ahead of the cursor show up; those behind it belong to pages already read.
    const past = inserted.filter((_, i) => i % 2 === 0);
    expect(
      past.filter((id) => !walked.includes(id)),
      'rows inserted ahead',
    ).toEqual([]);
    await t.database.executeSql(`delete from timesheets where id = any($1::uuid[])`, [inserted]);
  });

  it('counts exactly what the filter matches, on the first page', async () => {
    const { rows } = await t.database.executeSql(`select count(*)::int as n from timesheets where status = 'approved'`);
    const page = await list('status=approved&per_page=2');
    expect(page.total).toBe(rows[0]!.n);
    expect(page.total_capped).toBe(false);
    expect(page.data.length).toBeLessThanOrEqual(2);
  });

  it('caps the count beyond the bound and says so', async () => {
    const matching = t.database.db.select({ id: timesheets.id }).from(timesheets).$dynamic();
    const { rows } = await t.database.executeSql('select count(*)::int as n from timesheets');
    const n = Number(rows[0]!.n);
    expect(n).toBeGreaterThan(3);
    expect(await cappedCount(t.database.db, matching, 3)).toEqual({ total: 3, capped: true });
    const all = t.database.db.select({ id: timesheets.id }).from(timesheets).$dynamic();
    expect(await cappedCount(t.database.db, all, n)).toEqual({ total: n, capped: false });
  });

  it('refuses a forged cursor, a cursor of another sort, and a cursor with a page number (422)', async () => {
    const first = await list('sort=-date&per_page=2');
    const cursor = encodeURIComponent(first.next_cursor!);
    const call = (q: string) => t.call(admin, { method: 'GET', url: `/v2/timesheets?${q}` });
    for (const q of ['cursor=not-a-cursor', `sort=date&cursor=${cursor}`, `sort=-date&page=2&cursor=${cursor}`]) {
      const res = await call(q);
      expect(res.statusCode, q).toBe(422);
      expect(JSON.stringify(res.json())).toContain('cursor');
    }
  });
});
