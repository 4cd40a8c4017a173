import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const get = async (email: string, url: string) => t.call(await token(email), { method: 'GET', url });
const put = async (email: string, userId: string, payload: object) =>
  t.call(await token(email), { method: 'PUT', url: `/v2/permissions/${userId}`, payload });
type Link = { link: string; state: string; enabled: boolean; editable: boolean; group: string };
const linkOf = (body: { links: Link[] }, link: string) => body.links.find((l) => l.link === link)!;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.executeSql(`select id, email from users`);
  for (const r of rows.rows) ids[String(r.email)] = String(r.id);
});
afterAll(async () => t?.close());

describe("a member's permissions", () => {
  it('lists the base links of the user type with their state, grouped as the menu', async () => {
    const res = await get('partner@demo.test', `/v2/permissions/${ids['recruiter@demo.test']}`);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.user.email).toBe('recruiter@demo.test');
    expect(linkOf(body, '/clients')).toMatchObject({ state: 'default', enabled: true, editable: true, group: 'Menu' });
    // Recruiters may not see sensitive data: a grant cannot lift that.
    expect(linkOf(body, '/reports')).toMatchObject({ state: 'unavailable', enabled: false, editable: false });
    expect(linkOf(body, '/worker_classifications')).toMatchObject({ state: 'default', enabled: false, editable: true });
  });

  it('is Not Found across organizations and for members without /permissions', async () => {
    expect((await get('partner2@demo.test', `/v2/permissions/${ids['recruiter@demo.test']}`)).statusCode).toBe(404);
    expect((await get('partner@demo.test', `/v2/permissions/${ids['partner2@demo.test']}`)).statusCode).toBe(404);
    expect((await get('client@demo.test', `/v2/permissions/${ids['initech@demo.test']}`)).statusCode).toBe(404);
    expect((await get('recruiter@demo.test', `/v2/permissions/${ids['timesheets@demo.test']}`)).statusCode).toBe(404);
    expect((await get('contractor@demo.test', `/v2/permissions/${ids['timesheets@demo.test']}`)).statusCode).toBe(403);
    expect(
      (await put('partner2@demo.test', ids['recruiter@demo.test']!, { link: '/clients', enabled: false })).statusCode,
    ).toBe(404);
  });

  it('keeps owners and the caller themselves read-only', async () => {
    const own = (await get('partner@demo.test', `/v2/permissions/${ids['partner@demo.test']}`)).json().data;
    expect(own.editable).toBe(false);
    expect(
      (await put('partner@demo.test', ids['partner@demo.test']!, { link: '/clients', enabled: false })).statusCode,
    ).toBe(409);
    expect(
      (await put('admin@demo.test', ids['partner2@demo.test']!, { link: '/clients', enabled: false })).statusCode,
    ).toBe(409);
  });

  it('refuses links outside base_links and links the role cannot have (422)', async () => {
    const outside = await put('partner@demo.test', ids['recruiter@demo.test']!, {
      link: '/admin/users',
      enabled: true,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().detail[0].loc).toEqual(['body', 'link']);
    const capability = await put('partner@demo.test', ids['recruiter@demo.test']!, { link: '/reports', enabled: true });
    expect(capability.statusCode).toBe(422);
  });
});

describe('revoking and granting', () => {
  it('a revoked /clients is Not Found for the recruiter in the API, and comes back when restored', async () => {
    const recruiter = await token('recruiter@demo.test');
    expect((await t.call(recruiter, { method: 'GET', url: '/v2/clients' })).statusCode).toBe(200);
    const res = await put('partner@demo.test', ids['recruiter@demo.test']!, { link: '/clients', enabled: false });
    expect(res.statusCode).toBe(200);
    expect(linkOf(res.json().data, '/clients')).toMatchObject({ state: 'revoked', enabled: false });
    expect((await t.call(recruiter, { method: 'GET', url: '/v2/clients' })).statusCode).toBe(404);
    const me = (await t.call(recruiter, { method: 'GET', url: '/v2/user' })).json().data;
    expect(me.links).not.toContain('/clients');
    expect(me.base_links).toContain('/clients');

    const back = await put('partner@demo.test', ids['recruiter@demo.test']!, { link: '/clients', enabled: true });
    expect(linkOf(back.json().data, '/clients').state).toBe('default');
    expect((await t.call(recruiter, { method: 'GET', url: '/v2/clients' })).statusCode).toBe(200);
    // Back to the default stores nothing.
    const rows = await t.database.executeSql(
      `select * from user_link_grants where user_id = '${ids['recruiter@demo.test']}'`,
    );
    expect(rows.rows).toHaveLength(0);
  });

  it('grants a grant-only link beyond the default', async () => {
    const res = await put('partner@demo.test', ids['recruiter@demo.test']!, {
      link: '/worker_classifications',
      enabled: true,
    });
    expect(linkOf(res.json().data, '/worker_classifications')).toMatchObject({ state: 'granted', enabled: true });
    const me = (await t.call(await token('recruiter@demo.test'), { method: 'GET', url: '/v2/user' })).json().data;
    expect(me.links).toContain('/worker_classifications');
    const audits = await t.database.executeSql(
      `select action from audit_logs where entity_id = '${ids['recruiter@demo.test']}' order by created_at`,
    );
    expect(audits.rows.map((r) => r.action)).toEqual(['user_link_revoked', 'user_link_granted', 'user_link_granted']);
  });

  it('lets admins manage any non-admin member, and EOR owners too', async () => {
    const res = await put('admin@demo.test', ids['timesheets@demo.test']!, { link: '/timesheets', enabled: false });
    expect(res.statusCode).toBe(200);
    expect(linkOf(res.json().data, '/timesheets').state).toBe('revoked');
    expect((await get('eor@demo.test', `/v2/permissions/${ids['timesheets@demo.test']}`)).statusCode).toBe(200);
    expect((await get('eor@demo.test', `/v2/permissions/${ids['admin@demo.test']}`)).statusCode).toBe(403);
  });
});
