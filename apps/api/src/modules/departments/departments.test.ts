import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const one = async (key: string, sql: string) => (ids[key] = String((await t.database.executeSql(sql)).rows[0]!.id));
  await one('globex', `select id from clients where name = 'Globex Corporation'`);
  await one('initech', `select id from clients where name = 'Initech'`);
  await one('acme', `select id from partners where subdomain = 'acme'`);
  await one('engineering', `select id from departments where name = 'Engineering'`);
  await one('tps', `select id from departments where name = 'TPS Reports'`);
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const names = async (email: string, url = '/v2/departments?per_page=100') =>
  ((await call(email, 'GET', url)).json().data.data as { name: string }[]).map((d) => d.name).sort();

describe('departments', () => {
  it('scopes the list per user type and tenant, 404 for foreign rows', async () => {
    expect(await names('partner@demo.test')).toEqual(['Engineering', 'Warehouse']);
    expect(await names('partner2@demo.test')).toEqual(['TPS Reports']);
    expect(await names('sales@demo.test')).toEqual(['Engineering', 'Warehouse']);
    expect(await names('client@demo.test')).toEqual(['Engineering', 'Warehouse']);
    expect(await names('initech@demo.test')).toEqual(['TPS Reports']);
    expect(await names('admin@demo.test')).toEqual(['Engineering', 'TPS Reports', 'Warehouse']);
    expect((await call('contractor@demo.test', 'GET', '/v2/departments')).statusCode).toBe(403);
    expect((await call('partner@demo.test', 'GET', `/v2/departments/${ids.tps}`)).statusCode).toBe(404);
    expect((await call('initech@demo.test', 'GET', `/v2/departments/${ids.engineering}`)).statusCode).toBe(404);
    expect((await call('partner2@demo.test', 'GET', `/v2/departments/${ids.engineering}`)).statusCode).toBe(404);
    expect((await call('partner@demo.test', 'GET', `/v2/departments/${ids.engineering}`)).json().data).toMatchObject({
      name: 'Engineering',
      code: 'ENG',
      client: { id: ids.globex, name: 'Globex Corporation' },
      partner: { id: ids.acme },
      active: true,
    });
  });

  it('searches by name or code, sorts, and exports only visible rows', async () => {
    expect(await names('partner@demo.test', '/v2/departments?search=whs')).toEqual(['Warehouse']);
    const sorted = (await call('partner@demo.test', 'GET', '/v2/departments?sort=-code')).json().data.data;
    expect(sorted.map((d: { code: string }) => d.code)).toEqual(['WHS', 'ENG']);
    const csv = (await call('sales@demo.test', 'GET', '/v2/departments?format=csv')).body;
    expect(csv).toContain('Engineering');
    expect(csv).not.toContain('TPS Reports');
  });

  it('creates, renames and archives for managing roles only', async () => {
    const created = await call('recruiter@demo.test', 'POST', '/v2/departments', {
      name: 'Finance',
      code: 'FIN',
      client_id: ids.globex,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(await names('client@demo.test')).toContain('Finance');
    expect(await names('partner2@demo.test')).not.toContain('Finance');
    expect((await call('client@demo.test', 'POST', '/v2/departments', { name: 'X' })).statusCode).toBe(403);
    expect((await call('sales@demo.test', 'POST', '/v2/departments', { name: 'X' })).statusCode).toBe(403);
    const foreign = await call('partner@demo.test', 'POST', '/v2/departments', { name: 'X', client_id: ids.initech });
    expect(foreign.statusCode).toBe(422);
    expect((await call('partner2@demo.test', 'PATCH', `/v2/departments/${id}`, { name: 'Y' })).statusCode).toBe(404);
    const moved = await call('partner@demo.test', 'PATCH', `/v2/departments/${id}`, { client_id: ids.initech });
    expect(moved.statusCode).toBe(422);
    const archived = await call('partner@demo.test', 'PATCH', `/v2/departments/${id}`, { active: false, code: '' });
    expect(archived.json().data).toMatchObject({ active: false, code: null });
    expect(await names('partner@demo.test', '/v2/departments?active=false')).toEqual(['Finance']);
  });
});
