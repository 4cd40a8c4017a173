import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

describe('workers comp codes', () => {
  it('lists the codes for every signed-in user in the start-up shape', async () => {
    for (const email of ['admin@demo.test', 'partner@demo.test', 'client@demo.test', 'contractor@demo.test']) {
      const res = await call(email, 'GET', '/v2/workers_comp_codes?per_page=200');
      expect(res.statusCode).toBe(200);
      const body = res.json().data;
      expect(body.total).toBe(7);
      expect(body.data[0]).toEqual({
        id: expect.any(String),
        code: '3632',
        description: 'Machine Shop NOC',
        active: true,
      });
    }
    expect((await t.call(null, { method: 'GET', url: '/v2/workers_comp_codes' })).statusCode).toBe(401);
  });

  it('lets admin and eor add and change codes, with unique codes', async () => {
    const created = await call('admin@demo.test', 'POST', '/v2/workers_comp_codes', {
      code: ' 8868 ',
      description: 'College: Professional Employees',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ code: '8868', active: true });
    const dup = await call('eor@demo.test', 'POST', '/v2/workers_comp_codes', { code: '8810', description: 'Again' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('8810');
    const id = created.json().data.id;
    const renamed = await call('eor@demo.test', 'PATCH', `/v2/workers_comp_codes/${id}`, { code: '8742' });
    expect(renamed.statusCode).toBe(409);
    const archived = await call('eor@demo.test', 'PATCH', `/v2/workers_comp_codes/${id}`, { active: false });
    expect(archived.json().data).toMatchObject({ code: '8868', active: false });
    const inactive = (await call('partner@demo.test', 'GET', '/v2/workers_comp_codes?active=false')).json().data.data;
    expect(inactive.map((c: { code: string }) => c.code)).toEqual(['8868']);
    const [log] = (await t.database.executeSql(`select count(*)::int as n from audit_logs where entity_id = '${id}'`))
      .rows;
    expect(log).toEqual({ n: 2 });
  });

  it('refuses everyone else, bad codes and unknown ids', async () => {
    const body = { code: '9999', description: 'Nope' };
    for (const email of ['partner@demo.test', 'client@demo.test', 'sales@demo.test', 'contractor@demo.test']) {
      expect((await call(email, 'POST', '/v2/workers_comp_codes', body)).statusCode).toBe(403);
    }
    const bad = await call('admin@demo.test', 'POST', '/v2/workers_comp_codes', { code: 'bad code!', description: '' });
    expect(bad.statusCode).toBe(422);
    expect((bad.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.code', 'body.description']),
    );
    const missing = await call(
      'admin@demo.test',
      'PATCH',
      '/v2/workers_comp_codes/00000000-0000-4000-8000-000000000000',
      {
        active: false,
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});
