/**
 * The cached principal against the real database: a request reuses its caller's principal while nothing
 * it is built from changed, and sees logout, deactivation, a permission change or a write made behind the
 * app's back (another process) on the very next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PrincipalCache } from './principal-cache.js';
import { sessionPrincipalResolver } from './sessions.service.js';

let t: TestApp;
let recruiterId: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.executeSql(`select id from users where email = 'recruiter@demo.test'`);
  recruiterId = String(rows.rows[0]!.id);
});
afterAll(async () => t?.close());

const me = (token: string) => t.call(token, { method: 'GET', url: '/v2/user' });
const epoch = async () =>
  String((await t.database.executeSql('select last_value::text as v from principal_epoch')).rows[0]!.v);

describe('the cached principal', () => {
  it('is reused while the epoch stays, so the principal is not rebuilt', async () => {
    const token = await t.login('recruiter@demo.test');
    const before = await epoch();
    // Reading is not writing: requests that only read leave the epoch where it was.
    for (let i = 0; i < 3; i++) expect((await me(token)).statusCode).toBe(200);
    expect(await epoch()).toBe(before);

    const cache = new PrincipalCache();
    const resolve = sessionPrincipalResolver({ config: t.config, db: t.database.db }, cache);
    const first = await resolve(token);
    expect(first?.email).toBe('recruiter@demo.test');
    expect(await resolve(token)).toBe(first);
    expect(cache.size).toBe(1);
    // Any write to a table the principal is built from moves the epoch: the next call rebuilds it.
    await t.database.executeSql(`update partners set name = name where id = $1`, [first!.partnerId]);
    const rebuilt = await resolve(token);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt).toEqual(first);
  });

  it('is dropped at logout: the next request with the same token is 401', async () => {
    const token = await t.login('recruiter@demo.test');
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.call(token, { method: 'POST', url: '/v2/user/logout' })).statusCode).toBeLessThan(300);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('follows a permission change on the next request', async () => {
    const member = await t.login('recruiter@demo.test');
    const owner = await t.login('partner@demo.test');
    expect((await me(member)).json().data.links).toContain('/clients');
    const put = await t.call(owner, {
      method: 'PUT',
      url: `/v2/permissions/${recruiterId}`,
      payload: { link: '/clients', enabled: false },
    });
    expect(put.statusCode).toBe(200);
    expect((await me(member)).json().data.links).not.toContain('/clients');
    expect((await t.call(member, { method: 'GET', url: '/v2/clients' })).statusCode).toBe(404);
    await t.call(owner, {
      method: 'PUT',
      url: `/v2/permissions/${recruiterId}`,
      payload: { link: '/clients', enabled: true },
    });
    expect((await me(member)).json().data.links).toContain('/clients');
  });

  it('is refused at once after deactivation', async () => {
    const member = await t.login('recruiter@demo.test');
    const owner = await t.login('partner@demo.test');
    expect((await me(member)).statusCode).toBe(200);
    const off = await t.call(owner, { method: 'POST', url: `/v2/users/${recruiterId}/deactivate` });
    expect(off.statusCode).toBeLessThan(300);
    expect((await me(member)).statusCode).toBe(401);
    await t.call(owner, { method: 'POST', url: `/v2/users/${recruiterId}/reactivate` });
  });

  it('sees a write made outside the app (another process) on the next request', async () => {
    const member = await t.login('recruiter@demo.test');
    expect((await me(member)).json().data.first_name).not.toBe('Renamed');
    await t.database.executeSql(`update users set first_name = 'Renamed' where id = $1`, [recruiterId]);
    expect((await me(member)).json().data.first_name).toBe('Renamed');
    // Deactivated behind the app's back: no session is revoked, yet the principal is not served again.
    await t.database.executeSql(`update users set active = false where id = $1`, [recruiterId]);
    expect((await me(member)).statusCode).toBe(401);
    await t.database.executeSql(`update users set active = true, first_name = 'Rita' where id = $1`, [recruiterId]);
  });
});
