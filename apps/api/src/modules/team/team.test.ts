import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload ? { payload } : {}) });
const emails = async (email: string, url = '/v2/users') => {
  const res = await call(email, 'GET', url);
  expect(res.statusCode, `${email} ${url}`).toBe(200);
  return (res.json().data.data as { email: string }[]).map((u) => u.email).sort();
};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.executeSql(`select id, email from users`);
  for (const r of rows.rows) ids[String(r.email)] = String(r.id);
});
afterAll(async () => t?.close());

const ACME = ['partner@demo.test', 'recruiter@demo.test', 'secure@demo.test', 'timesheets@demo.test'];

describe('listing team members', () => {
  it("shows each owner only their own organization's members", async () => {
    expect(await emails('partner@demo.test')).toEqual(ACME);
    expect(await emails('partner2@demo.test')).toEqual(['partner2@demo.test']);
    expect(await emails('client@demo.test')).toEqual(['client@demo.test']);
    expect(await emails('initech@demo.test')).toEqual(['initech@demo.test']);
    expect(await emails('sales@demo.test')).toEqual(['sales@demo.test']);
    expect(await emails('eor@demo.test', '/v2/users?scope=organization')).toEqual(['eor@demo.test']);
  });

  it('lets staff list every user', async () => {
    // The demo's users, with the two contractors the demo payroll signs in (decision 0057).
    expect(await emails('admin@demo.test')).toHaveLength(14);
    expect(await emails('eor@demo.test')).toHaveLength(14);
  });

  it('answers Not Found to members without /team and 403 to contractors', async () => {
    expect((await call('recruiter@demo.test', 'GET', '/v2/users')).statusCode).toBe(404);
    expect((await call('timesheets@demo.test', 'GET', '/v2/users')).statusCode).toBe(404);
    expect((await call('contractor@demo.test', 'GET', '/v2/users')).statusCode).toBe(403);
    expect((await call('admin@demo.test', 'GET', '/v2/users?scope=organization')).statusCode).toBe(404);
    expect((await call('partner@demo.test', 'GET', '/v2/users?scope=platform')).statusCode).toBe(403);
  });

  it('keeps other organizations out of the CSV export', async () => {
    const csv = (await call('partner@demo.test', 'GET', '/v2/users?format=csv')).body;
    expect(csv).toContain('recruiter@demo.test');
    expect(csv).not.toContain('partner2@demo.test');
    expect(csv).not.toContain('admin@demo.test');
  });

  it('shows role, status and last sign-in', async () => {
    const res = await call('partner@demo.test', 'GET', '/v2/users?sort=email');
    const me = res.json().data.data.find((u: { email: string }) => u.email === 'partner@demo.test');
    expect(me).toMatchObject({ role: 'owner', status: 'active', user_type: 'partner' });
    expect(me.last_sign_in_at).not.toBeNull();
  });
});

describe('one user', () => {
  it('shows an owner their member without staff-only fields, and 404 across organizations', async () => {
    const res = await call('partner@demo.test', 'GET', `/v2/users/${ids['recruiter@demo.test']}`);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({
      email: 'recruiter@demo.test',
      organization: { type: 'partner', name: 'Acme Staffing' },
    });
    expect(body).not.toHaveProperty('sessions');
    expect(body).not.toHaveProperty('audit');
    expect((await call('partner2@demo.test', 'GET', `/v2/users/${ids['recruiter@demo.test']}`)).statusCode).toBe(404);
    expect((await call('partner@demo.test', 'GET', `/v2/users/${ids['partner2@demo.test']}`)).statusCode).toBe(404);
    expect((await call('client@demo.test', 'GET', `/v2/users/${ids['initech@demo.test']}`)).statusCode).toBe(404);
    expect((await call('recruiter@demo.test', 'GET', `/v2/users/${ids['partner@demo.test']}`)).statusCode).toBe(404);
  });

  it('shows staff sessions, grants and the audit trail', async () => {
    await token('secure@demo.test').catch(() => undefined);
    await token('recruiter@demo.test');
    for (const staff of ['admin@demo.test', 'eor@demo.test']) {
      const body = (await call(staff, 'GET', `/v2/users/${ids['recruiter@demo.test']}`)).json().data;
      expect(body.sessions.length).toBeGreaterThan(0);
      expect(body.grants).toEqual([]);
      expect(Array.isArray(body.audit)).toBe(true);
    }
  });
});

describe('inviting members', () => {
  it('creates the member in the owner’s organization and mails a set-password link', async () => {
    const res = await call('partner@demo.test', 'POST', '/v2/users', {
      email: 'New.Recruiter@Acme.test',
      first_name: 'Nora',
      last_name: 'New',
      role: 'recruiter',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'new.recruiter@acme.test', status: 'invited', role: 'recruiter' });
    const link = t.lastLinkToken('new.recruiter@acme.test', '/forgot_password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v2/user/reset-password',
      payload: { token: link, password: 'a-long-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await t.login('new.recruiter@acme.test', 'a-long-new-password');
    const me = (await t.call(signedIn, { method: 'GET', url: '/v2/user' })).json().data;
    expect(me).toMatchObject({ user_type: 'partner', role: 'recruiter', partner: { name: 'Acme Staffing' } });
    expect(await emails('partner@demo.test')).toContain('new.recruiter@acme.test');
    expect(await emails('partner2@demo.test')).not.toContain('new.recruiter@acme.test');
  });

  it('refuses a role the user type may not hold, a taken e-mail, and non-owners', async () => {
    const bad = await call('client@demo.test', 'POST', '/v2/users', {
      email: 'r@globex.test',
      first_name: 'R',
      last_name: 'R',
      role: 'recruiter',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'role']);
    const taken = await call('partner2@demo.test', 'POST', '/v2/users', {
      email: 'recruiter@demo.test',
      first_name: 'R',
      last_name: 'R',
      role: 'manager',
    });
    expect(taken.statusCode).toBe(409);
    const invite = { email: 'x@acme.test', first_name: 'X', last_name: 'X', role: 'manager' };
    expect((await call('recruiter@demo.test', 'POST', '/v2/users', invite)).statusCode).toBe(404);
    expect((await call('admin@demo.test', 'POST', '/v2/users', invite)).statusCode).toBe(403);
    expect((await call('contractor@demo.test', 'POST', '/v2/users', invite)).statusCode).toBe(403);
  });

  it('lets a client owner invite a time-sheet approver into the client', async () => {
    const res = await call('client@demo.test', 'POST', '/v2/users', {
      email: 'approver@globex.test',
      first_name: 'Ann',
      last_name: 'Approver',
      role: 'time_sheet_only',
    });
    expect(res.statusCode).toBe(201);
    expect(await emails('client@demo.test')).toEqual(['approver@globex.test', 'client@demo.test']);
  });
});

describe('changing roles', () => {
  it('changes a member’s role within the organization only', async () => {
    const res = await call('partner@demo.test', 'PATCH', `/v2/users/${ids['secure@demo.test']}`, { role: 'finance' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('finance');
    expect(
      (await call('partner2@demo.test', 'PATCH', `/v2/users/${ids['secure@demo.test']}`, { role: 'admin' })).statusCode,
    ).toBe(404);
    const invalid = await call('sales@demo.test', 'PATCH', `/v2/users/${ids['sales@demo.test']}`, {
      role: 'recruiter',
    });
    expect(invalid.statusCode).toBe(422);
  });

  it('refuses an owner demoting themselves, and anyone demoting the last owner', async () => {
    const self = await call('partner@demo.test', 'PATCH', `/v2/users/${ids['partner@demo.test']}`, { role: 'manager' });
    expect(self.statusCode).toBe(409);
    const last = await call('admin@demo.test', 'PATCH', `/v2/users/${ids['partner2@demo.test']}`, { role: 'manager' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain('at least one active owner');
  });

  it('lets staff demote an owner when another owner remains', async () => {
    await call('partner@demo.test', 'PATCH', `/v2/users/${ids['secure@demo.test']}`, { role: 'owner' });
    const res = await call('admin@demo.test', 'PATCH', `/v2/users/${ids['partner@demo.test']}`, { role: 'manager' });
    expect(res.statusCode).toBe(200);
    await call('admin@demo.test', 'PATCH', `/v2/users/${ids['partner@demo.test']}`, { role: 'owner' });
    await call('admin@demo.test', 'PATCH', `/v2/users/${ids['secure@demo.test']}`, { role: 'manager' });
    const audits = await t.database.executeSql(
      `select count(*)::int as n from audit_logs where action = 'user_role_changed' and entity_id = '${ids['partner@demo.test']}'`,
    );
    expect(audits.rows[0]!.n).toBe(2);
  });
});

describe('deactivating members', () => {
  it('signs the member out at once and back in only after reactivation', async () => {
    const recruiter = await token('recruiter@demo.test');
    expect((await t.call(recruiter, { method: 'GET', url: '/v2/user' })).statusCode).toBe(200);
    const res = await call('partner@demo.test', 'POST', `/v2/users/${ids['recruiter@demo.test']}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ active: false, status: 'deactivated' });
    expect((await t.call(recruiter, { method: 'GET', url: '/v2/user' })).statusCode).toBe(401);
    await expect(t.login('recruiter@demo.test')).rejects.toThrow();
    const back = await call('partner@demo.test', 'POST', `/v2/users/${ids['recruiter@demo.test']}/reactivate`);
    expect(back.json().data.active).toBe(true);
    const fresh = await t.login('recruiter@demo.test');
    expect((await t.call(fresh, { method: 'GET', url: '/v2/user' })).statusCode).toBe(200);
    // The old token stays dead: its session was revoked, not just paused.
    expect((await t.call(recruiter, { method: 'GET', url: '/v2/user' })).statusCode).toBe(401);
    delete tokens['recruiter@demo.test'];
  });

  it('refuses self-deactivation and other organizations', async () => {
    expect(
      (await call('partner@demo.test', 'POST', `/v2/users/${ids['partner@demo.test']}/deactivate`)).statusCode,
    ).toBe(409);
    expect(
      (await call('partner2@demo.test', 'POST', `/v2/users/${ids['recruiter@demo.test']}/deactivate`)).statusCode,
    ).toBe(404);
    expect(
      (await call('initech@demo.test', 'POST', `/v2/users/${ids['client@demo.test']}/deactivate`)).statusCode,
    ).toBe(404);
    expect(
      (await call('recruiter@demo.test', 'POST', `/v2/users/${ids['timesheets@demo.test']}/deactivate`)).statusCode,
    ).toBe(404);
    expect(
      (await call('contractor@demo.test', 'POST', `/v2/users/${ids['timesheets@demo.test']}/deactivate`)).statusCode,
    ).toBe(403);
  });

  it('lets staff lock out anyone but admins (only admins touch admins)', async () => {
    expect((await call('eor@demo.test', 'POST', `/v2/users/${ids['admin@demo.test']}/deactivate`)).statusCode).toBe(
      403,
    );
    const res = await call('eor@demo.test', 'POST', `/v2/users/${ids['initech@demo.test']}/deactivate`);
    expect(res.statusCode).toBe(200);
    await call('eor@demo.test', 'POST', `/v2/users/${ids['initech@demo.test']}/reactivate`);
    delete tokens['initech@demo.test'];
  });
});

describe('making a member a developer', () => {
  it('lets the owner make a member a developer and back, audited; GET /v2/user says so', async () => {
    const id = ids['secure@demo.test']!;
    const on = await call('partner@demo.test', 'PATCH', `/v2/users/${id}`, { is_developer: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ email: 'secure@demo.test', is_developer: true });
    const listed = (await call('partner@demo.test', 'GET', '/v2/users?per_page=100')).json().data.data as {
      email: string;
      is_developer: boolean;
    }[];
    expect(listed.find((m) => m.email === 'secure@demo.test')?.is_developer).toBe(true);
    const off = await call('partner@demo.test', 'PATCH', `/v2/users/${id}`, { is_developer: false });
    expect(off.json().data.is_developer).toBe(false);
    const audit = await t.database.executeSql(
      `select action from audit_logs where entity_type = 'user' and entity_id = '${id}' and action like '%developer%' order by created_at`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['user_made_developer', 'user_no_longer_developer']);
  });

  it('refuses other organizations, other roles, user types that have no developer pages, and mixed bodies', async () => {
    const id = ids['secure@demo.test']!;
    expect((await call('partner2@demo.test', 'PATCH', `/v2/users/${id}`, { is_developer: true })).statusCode).toBe(404);
    // A recruiter holds no /team: the route answers as the page does.
    expect((await call('recruiter@demo.test', 'PATCH', `/v2/users/${id}`, { is_developer: true })).statusCode).toBe(
      404,
    );
    const client = await call('admin@demo.test', 'PATCH', `/v2/users/${ids['client@demo.test']}`, {
      is_developer: true,
    });
    expect(client.statusCode).toBe(422);
    expect(client.json().detail[0]).toMatchObject({ loc: ['body', 'is_developer'] });
    const both = await call('partner@demo.test', 'PATCH', `/v2/users/${id}`, { is_developer: true, role: 'manager' });
    expect(both.statusCode).toBe(422);
    const member = (await call('partner@demo.test', 'GET', `/v2/users/${id}`)).json().data;
    expect(member.is_developer).toBe(false);
  });
});
