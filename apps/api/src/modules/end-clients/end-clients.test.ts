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
  await one('retail', `select id from end_clients where name = 'Globex Retail Division'`);
  await one('federal', `select id from end_clients where name = 'Initech Federal'`);
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const names = async (email: string, url = '/v2/end_clients?per_page=100') =>
  ((await call(email, 'GET', url)).json().data.data as { name: string }[]).map((d) => d.name).sort();

describe('end clients', () => {
  it('scopes the list per user type and tenant, 404 for foreign rows', async () => {
    expect(await names('partner@demo.test')).toEqual(['Globex Retail Division']);
    expect(await names('partner2@demo.test')).toEqual(['Initech Federal']);
    expect(await names('sales@demo.test')).toEqual(['Globex Retail Division']);
    expect(await names('client@demo.test')).toEqual(['Globex Retail Division']);
    expect(await names('initech@demo.test')).toEqual(['Initech Federal']);
    expect(await names('eor@demo.test')).toEqual(['Globex Retail Division', 'Initech Federal']);
    expect((await call('contractor@demo.test', 'GET', '/v2/end_clients')).statusCode).toBe(403);
    expect((await call('partner@demo.test', 'GET', `/v2/end_clients/${ids.federal}`)).statusCode).toBe(404);
    expect((await call('client@demo.test', 'GET', `/v2/end_clients/${ids.federal}`)).statusCode).toBe(404);
    expect((await call('client@demo.test', 'GET', `/v2/end_clients/${ids.retail}`)).json().data).toMatchObject({
      name: 'Globex Retail Division',
      client: { id: ids.globex, name: 'Globex Corporation' },
      address: { street_address_line_1: '1 Retail Way', city: 'Austin', state: 'TX', zipcode: '78702' },
    });
    const csv = (await call('partner@demo.test', 'GET', '/v2/end_clients?format=csv')).body;
    expect(csv).toContain('Globex Retail Division');
    expect(csv).not.toContain('Initech Federal');
  });

  it('needs a client of the caller, takes its partner, and keeps Canada to Canada-enabled partners', async () => {
    const missing = await call('partner@demo.test', 'POST', '/v2/end_clients', { name: 'No client' });
    expect(missing.json().detail[0].loc).toEqual(['body', 'client_id']);
    const foreign = await call('partner@demo.test', 'POST', '/v2/end_clients', { name: 'X', client_id: ids.initech });
    expect(foreign.statusCode).toBe(422);
    const byAdmin = await call('admin@demo.test', 'POST', '/v2/end_clients', {
      name: 'Initech Labs',
      client_id: ids.initech,
    });
    expect(byAdmin.json().data).toMatchObject({ partner: { name: 'Beacon Talent' }, client: { name: 'Initech' } });
    const canada = {
      street_address_line_1: '1 Bay St',
      city: 'Toronto',
      state: 'ON',
      zipcode: 'M5J 2T3',
      country: 'CA',
    };
    const beacon = await call('partner2@demo.test', 'POST', '/v2/end_clients', {
      name: 'Maple',
      client_id: ids.initech,
      address: canada,
    });
    expect(beacon.statusCode).toBe(422);
    expect(beacon.json().detail[0].loc).toEqual(['body', 'address', 'country']);
    const acme = await call('partner@demo.test', 'POST', '/v2/end_clients', {
      name: 'Maple',
      client_id: ids.globex,
      address: canada,
    });
    expect(acme.statusCode).toBe(201);
    expect(
      (await call('client@demo.test', 'POST', '/v2/end_clients', { name: 'X', client_id: ids.globex })).statusCode,
    ).toBe(403);
  });

  it('archives within scope only', async () => {
    expect(
      (await call('partner2@demo.test', 'PATCH', `/v2/end_clients/${ids.retail}`, { active: false })).statusCode,
    ).toBe(404);
    const archived = await call('partner@demo.test', 'PATCH', `/v2/end_clients/${ids.retail}`, { active: false });
    expect(archived.json().data.active).toBe(false);
    expect(await names('client@demo.test', '/v2/end_clients?active=true')).toEqual(['Maple']);
  });
});
