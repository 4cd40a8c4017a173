/**
 * The smaller lists page through lib/list-page.ts `keysetList` too (keyset-lists.test.ts walks the
 * larger ones): walking a list by cursor, a few rows at a time, visits exactly the rows one big page
 * shows, in the same order, whatever the sort and its direction, including sorts on an expression
 * that holds NULL (a user's last sign-in) and sorts with many ties (log rows written in one batch
 * share their time and status).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWalker } from '../test/list-walk.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  const post = async (url: string, payload: object) => {
    const res = await t.call(admin, { method: 'POST', url, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  };
  // The demo has one sales partner and one corp-to-corp: add some, two of a name (a tie on the sort).
  const { acme } = await t.demoIds();
  for (const name of ['Keyset Leads', 'Keyset Leads', 'Another Lead']) {
    await post('/v2/sales_partners', { name });
    await post('/v2/corp_to_corps', { name, partner_id: acme });
  }
  // Rates of one kind with several effective dates, some on the same day.
  for (const [effective_date, value] of [
    ['2020-01-01', '2.5'],
    ['2027-01-01', '3.1'],
    ['2027-01-01', '3.2'],
  ] as const)
    await post('/v2/rates', { kind: 'suta_percent', region: 'tx', effective_date, value });
  // Requests the access log keeps, all written in one batch (one time, one status): the walk below
  // reads them by their path, so its own requests, logged as it goes, stay out of the list.
  for (let i = 0; i < 7; i++) await t.call(admin, { method: 'GET', url: `/v2/keyset-walk-${i % 3}` });
  await t.app.flushAccessLogs();
  // The service log: calls with ties on time and duration.
  await t.database.executeSql(
    `insert into service_logs (service, operation, status, duration_ms, created_at)
     select 'mail', 'send', case when n % 2 = 0 then 'success' else 'failure' end, 10 * (n % 3),
            timestamptz '2026-11-02 09:00:00+00' + (n / 2) * interval '1 second'
       from generate_series(1, 7) n`,
  );
});
afterAll(async () => t?.close());
const { get, checkWalk } = listWalker(
  () => t,
  () => admin,
);

const LISTS: [path: string, sorts: string[]][] = [
  ['/v2/sales_partners', ['name', '-created_at']],
  ['/v2/users', ['email', '-last_sign_in_at', 'role']],
  ['/v2/rates', ['kind', '-effective_date']],
  ['/v2/corp_to_corps', ['name', '-created_at']],
  ['/v2/holidays', ['date', '-name']],
  ['/v2/gsa_rates', ['state', '-lodging']],
  ['/v2/access_logs?search=/v2/keyset-walk-', ['-created_at', 'status', '-duration_ms']],
  ['/v2/service_logs', ['-created_at', 'duration_ms']],
];

describe.each(LISTS)('%s by cursor', (path, sorts) => {
  it.each(sorts)('visits every row of one big page once, in its order (sort %s)', (sort) => checkWalk(path, sort));
});

describe('a sort on an expression that holds NULL', () => {
  it('users who never signed in come first under -last_sign_in_at, last under last_sign_in_at', async () => {
    const down = (await get('/v2/users?sort=-last_sign_in_at&per_page=200')).data.map((u) => u.last_sign_in_at);
    expect(down.some((s) => s === null)).toBe(true);
    expect(down.some((s) => s !== null)).toBe(true);
    // NULL sorts as the largest value: first descending, last ascending.
    expect(down[0]).toBeNull();
    const up = (await get('/v2/users?sort=last_sign_in_at&per_page=200')).data.map((u) => u.last_sign_in_at);
    expect(up.at(-1)).toBeNull();
  });
});

describe('the rates list keeps its order within a kind', () => {
  it('lists the newest row of a kind first under the default sort', async () => {
    const rows = (await get('/v2/rates?per_page=200')).data as { kind: string; effective_date: string }[];
    const kinds = rows.map((r) => r.kind).filter((k, i, all) => i === 0 || all[i - 1] !== k);
    expect(new Set(kinds).size, 'each kind in one run').toBe(kinds.length);
    const pairs = rows.slice(1).map((b, i) => [rows[i]!, b] as const);
    expect(pairs.some(([a, b]) => a.kind === b.kind && a.effective_date !== b.effective_date)).toBe(true);
    for (const [a, b] of pairs.filter(([a, b]) => a.kind === b.kind))
      expect(a.effective_date >= b.effective_date, `${a.kind}: ${a.effective_date} before ${b.effective_date}`).toBe(
        true,
      );
    // On the same day, the one written last first.
    const tx = (await get('/v2/rates?kind=suta_percent&region=TX&per_page=200')).data.map((r) => r.value);
    expect(tx).toEqual(['3.2000', '3.1000', '2.7000', '2.5000']);
  });
});
