import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const prefs = (token: string, table = 'clients') =>
  t.call(token, { method: 'GET', url: `/v2/column_preferences/${table}` });
const save = (token: string, hidden: string[], table = 'clients') =>
  t.call(token, { method: 'PUT', url: `/v2/column_preferences/${table}`, payload: { hidden_columns: hidden } });

describe('column preferences', () => {
  it('keeps hidden columns per user and table', async () => {
    const partner = await t.login('partner@demo.test');
    expect((await prefs(partner)).json().data).toEqual({ table: 'clients', hidden_columns: [], updated_at: null });
    const res = await save(partner, ['city', 'billing_email', 'city']);
    expect(res.json().data.hidden_columns).toEqual(['billing_email', 'city']);
    expect((await prefs(partner)).json().data.hidden_columns).toEqual(['billing_email', 'city']);
    expect((await prefs(partner, 'admin-users')).json().data.hidden_columns).toEqual([]);
    const other = await t.login('partner2@demo.test');
    expect((await prefs(other)).json().data.hidden_columns).toEqual([]);
  });

  it("keeps the real admin's choice while acting as someone (platform user id)", async () => {
    const admin = await t.login('admin@demo.test');
    await save(admin, ['partner']);
    const [client] = (await t.database.executeSql(`select id from users where email = 'client@demo.test'`)).rows;
    const acting = (
      await t.call(admin, { method: 'POST', url: '/v2/user/act-as', payload: { user_id: client!.id } })
    ).json().data.access_token;
    expect((await prefs(acting)).json().data.hidden_columns).toEqual(['partner']);
    await save(acting, ['partner', 'city']);
    expect((await prefs(admin)).json().data.hidden_columns).toEqual(['city', 'partner']);
    // The client's own preferences are untouched.
    expect((await prefs(await t.login('client@demo.test'))).json().data.hidden_columns).toEqual([]);
  });

  it('refuses bad table names and anonymous callers', async () => {
    const token = await t.login('contractor@demo.test');
    expect((await prefs(token, 'Robert%27);DROP')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/v2/column_preferences/clients' })).statusCode).toBe(401);
  });
});
