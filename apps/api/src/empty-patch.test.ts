/**
 * An empty PATCH body answers the row unchanged (200, the same row a GET answers) on every
 * reference route that answered 500 to it (drizzle refuses an empty SET), with no audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Row = { id: string } & Record<string, unknown>;

/** The first row of the caller's list, and the row as GET answers it (the list's item where there is no GET). */
async function firstRow(email: string, url: string, hasGet: boolean): Promise<Row> {
  const list = await call(email, 'GET', url);
  expect(list.statusCode, list.body).toBe(200);
  const [row] = list.json().data.data as Row[];
  expect(row, `${url} has a row for ${email}`).toBeDefined();
  if (!hasGet) return row!;
  const one = await call(email, 'GET', `${url}/${row!.id}`);
  expect(one.statusCode, one.body).toBe(200);
  return one.json().data as Row;
}

const auditCount = async (id: string) =>
  Number(
    (await t.database.executeSql(`select count(*)::int as n from audit_logs where entity_id = $1`, [id])).rows[0]!.n,
  );

/** Each route, who may edit its rows (staff, and the owning partner where it may), and whether it has GET /:id. */
const routes = [
  { url: '/v2/workers_comp_codes', editors: ['admin@demo.test'], hasGet: false },
  { url: '/v2/clients', editors: ['admin@demo.test', 'partner@demo.test'], hasGet: true },
  { url: '/v2/work_locations', editors: ['admin@demo.test', 'partner@demo.test'], hasGet: true },
  { url: '/v2/departments', editors: ['admin@demo.test', 'partner@demo.test'], hasGet: true },
  { url: '/v2/jobs', editors: ['admin@demo.test', 'partner@demo.test'], hasGet: true },
  { url: '/v2/end_clients', editors: ['admin@demo.test', 'partner@demo.test'], hasGet: true },
  { url: '/v2/pto_rules', editors: ['admin@demo.test', 'partner@demo.test'], hasGet: true },
] as const;

describe('an empty PATCH body', () => {
  for (const route of routes) {
    for (const email of route.editors) {
      it(`${route.url}/:id as ${email}: 200 with the row unchanged, no write and no audit row`, async () => {
        const before = await firstRow(email, route.url, route.hasGet);
        const audits = await auditCount(before.id);
        const res = await call(email, 'PATCH', `${route.url}/${before.id}`, {});
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data).toEqual(before);
        expect(await firstRow(email, route.url, route.hasGet)).toEqual(before);
        expect(await auditCount(before.id)).toBe(audits);
      });
    }
  }

  it('still refuses a caller who may not edit the row', async () => {
    const rule = await firstRow('admin@demo.test', '/v2/pto_rules', true);
    const res = await call('contractor@demo.test', 'PATCH', `/v2/pto_rules/${rule.id}`, {});
    expect(res.statusCode).toBeGreaterThanOrEqual(403);
    expect(res.statusCode).toBeLessThan(500);
    const code = await firstRow('admin@demo.test', '/v2/workers_comp_codes', false);
    expect((await call('partner@demo.test', 'PATCH', `/v2/workers_comp_codes/${code.id}`, {})).statusCode).toBe(403);
  });

  it('answers a PTO rule unchanged when the only field sent does not apply to its method', async () => {
    const rule = await firstRow('admin@demo.test', '/v2/pto_rules', true);
    const other = rule.method === 'per_period' ? { accrual_rate: '0.05' } : { minutes_per_period: 60 };
    const res = await call('admin@demo.test', 'PATCH', `/v2/pto_rules/${rule.id}`, other);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(rule);
  });

  it('still writes and audits a PATCH that changes something', async () => {
    const dept = await firstRow('partner@demo.test', '/v2/departments', true);
    const audits = await auditCount(dept.id);
    const res = await call('partner@demo.test', 'PATCH', `/v2/departments/${dept.id}`, {
      name: `${String(dept.name)} (renamed)`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      ...dept,
      name: `${String(dept.name)} (renamed)`,
      updated_at: res.json().data.updated_at,
    });
    expect(await auditCount(dept.id)).toBe(audits + 1);
  });
});
