/**
 * The detail read is a statement prepared once per user type with the caller's tenant as a value
 * (lib/prepared-scope.ts): every caller sees exactly the entries the list shows it, and a statement
 * prepared for one partner's user never answers another partner's entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let entries: { id: string; partner: string }[];
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.executeSql(
    `select distinct on (partner_id) id, partner_id as partner from timesheets order by partner_id, date desc`,
  );
  entries = rows.map((r) => ({ id: String(r.id), partner: String(r.partner) }));
});
afterAll(async () => t?.close());

const EMAILS = [
  'admin@demo.test',
  'eor@demo.test',
  'partner@demo.test',
  'partner2@demo.test',
  'sales@demo.test',
  'client@demo.test',
  'contractor@demo.test',
];

describe('GET /v2/timesheets/:id, prepared per user type', () => {
  it('answers each caller exactly the entries its list shows, in either order of callers', async () => {
    expect(entries.length).toBeGreaterThan(1);
    for (const order of [EMAILS, [...EMAILS].reverse()]) {
      for (const email of order) {
        const token = await t.login(email);
        const listed = await t.call(token, { method: 'GET', url: '/v2/timesheets?per_page=200' });
        // A caller without time (the sales partner) is refused both alike.
        const visible = new Set(
          listed.statusCode === 200 ? (listed.json().data.data as { id: string }[]).map((r) => r.id) : [],
        );
        for (const entry of entries) {
          const res = await t.call(token, { method: 'GET', url: `/v2/timesheets/${entry.id}` });
          const expected = listed.statusCode !== 200 ? listed.statusCode : visible.has(entry.id) ? 200 : 404;
          expect(res.statusCode, `${email} ${entry.id}`).toBe(expected);
        }
      }
    }
  });
});
