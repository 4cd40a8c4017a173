/**
 * A staff list over a large table keeps to its recent period by default (decision 0034): only staff,
 * only with no narrowing filter, only once the table holds more rows than a list counts, and never when
 * the caller asks for every date; the answer names the period it kept to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from './clock.js';
import { COUNT_CAP } from './list-page.js';
import { RECENT_DAYS } from './recent-period.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock('2026-11-25') });
  admin = await t.login('admin@demo.test');
});
afterAll(async () => t?.close());

interface Page {
  data: { date?: string; work_date?: string }[];
  total: number | null;
  total_capped?: boolean;
  default_period?: { date_from: string; date_to: string };
}
const get = async (token: string, url: string): Promise<Page> => {
  const res = await t.call(token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
};

/** Copies the demo's oldest approved entry `n` times, one a day back from `newest`. */
async function addOldTimesheets(n: number, newest: string) {
  const { rows } = await t.database.executeSql(
    `select column_name from information_schema.columns
      where table_name = 'timesheets' and column_name not in ('id', 'date') order by ordinal_position`,
  );
  const columns = rows.map((r) => `"${String(r.column_name)}"`).join(', ');
  await t.database.executeSql(
    `insert into timesheets (id, date, ${columns})
      select gen_random_uuid(), date '${newest}' - g, ${columns}
      from (select * from timesheets where status = 'approved' order by date limit 1) t
      cross join generate_series(0, ${n - 1}) g`,
  );
}

describe('before the table is large', () => {
  it('shows staff every date and names no period', async () => {
    const page = await get(admin, '/v2/timesheets');
    expect(page.default_period).toBeUndefined();
  });
});

describe('once the table holds more rows than a list counts', () => {
  beforeAll(async () => addOldTimesheets(COUNT_CAP + 10, '2026-06-30'));

  it('keeps an unfiltered staff list to the days up to the newest entry, and says which', async () => {
    const page = await get(admin, '/v2/timesheets?per_page=200&sort=date');
    const period = page.default_period!;
    const { rows } = await t.database.executeSql(`select max(date)::text newest from timesheets`);
    expect(period.date_to).toBe(rows[0]!.newest); // the demo's newest entry, before the clock's today
    const from = new Date(`${period.date_to}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() - (RECENT_DAYS - 1));
    expect(period.date_from).toBe(from.toISOString().slice(0, 10));
    // Every demo entry is in it, none of the old copies (the newest of them is 2026-06-30).
    expect(page.data.every((r) => r.date! >= period.date_from && r.date! <= period.date_to)).toBe(true);
    expect(page.total).toBeLessThan(COUNT_CAP);
    expect(page.total_capped).toBe(false);
  });

  it('answers every date when asked, or when the caller narrows the list', async () => {
    const all = await get(admin, '/v2/timesheets?all_dates=true&sort=date&per_page=1');
    expect(all.default_period).toBeUndefined();
    expect(all.total_capped).toBe(true);
    expect(all.data[0]!.date! < '2026-07-01').toBe(true);
    const partner = (await t.demoIds()).acme;
    const narrowed = await get(admin, `/v2/timesheets?partner_id=${partner}&sort=date&per_page=1`);
    expect(narrowed.default_period).toBeUndefined();
    const dated = await get(admin, '/v2/timesheets?date_from=2026-01-01&date_to=2026-12-31&per_page=1');
    expect(dated.default_period).toBeUndefined();
  });

  it('never bounds a tenant’s own list', async () => {
    const owner = await t.loginAs('partner');
    const page = await get(owner, '/v2/timesheets?per_page=1');
    expect(page.default_period).toBeUndefined();
  });
});
