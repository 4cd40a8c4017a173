import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const as = async (email: string) => {
  const token = await t.login(email);
  return (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.call(token, { method, url, ...(payload ? { payload } : {}) });
};

describe('profile', () => {
  it('shows and changes only the caller’s own name', async () => {
    const call = await as('recruiter@demo.test');
    expect((await call('GET', '/v2/profile')).json().data).toMatchObject({
      email: 'recruiter@demo.test',
      first_name: 'Rita',
      email_confirmed: true,
    });
    const res = await call('PATCH', '/v2/profile', { first_name: ' Rita Mae ' });
    expect(res.json().data).toMatchObject({ first_name: 'Rita Mae', last_name: 'Recruiter' });
    const me = (await call('GET', '/v2/user')).json().data;
    expect(me.first_name).toBe('Rita Mae');
  });

  it('keeps the e-mail read-only and validates names', async () => {
    const call = await as('contractor@demo.test');
    expect((await call('PATCH', '/v2/profile', { email: 'x@y.test' })).statusCode).toBe(422);
    const blank = await call('PATCH', '/v2/profile', { last_name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail[0].loc).toEqual(['body', 'last_name']);
  });

  it('refuses an empty change (422, nothing written or audited)', async () => {
    const call = await as('client@demo.test');
    const res = await call('PATCH', '/v2/profile', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toBe('Change the first or the last name');
    const audits = await t.database.executeSql(
      `select 1 from audit_logs a join users u on u.id::text = a.entity_id where a.action = 'profile_updated' and u.email = 'client@demo.test'`,
    );
    expect(audits.rows).toHaveLength(0);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v2/profile' })).statusCode).toBe(401);
  });
});

describe('user settings', () => {
  it('starts from defaults and keeps each user’s own theme and time zone', async () => {
    const partner = await as('partner@demo.test');
    const client = await as('client@demo.test');
    expect((await partner('GET', '/v2/user_settings')).json().data).toEqual({
      theme: 'auto',
      timezone: 'America/New_York',
      updated_at: null,
    });
    const res = await partner('PUT', '/v2/user_settings', { theme: 'dark', timezone: 'America/Chicago' });
    expect(res.json().data).toMatchObject({ theme: 'dark', timezone: 'America/Chicago' });
    expect(res.json().data.updated_at).not.toBeNull();
    expect((await client('GET', '/v2/user_settings')).json().data.theme).toBe('auto');
  });

  it('refuses an empty change instead of auditing nothing', async () => {
    const call = await as('initech@demo.test');
    const res = await call('PUT', '/v2/user_settings', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].msg).toBe('Change the theme or the time zone');
    const audits = await t.database.executeSql(
      `select 1 from audit_logs a join users u on u.id::text = a.entity_id where a.action = 'user_settings_changed' and u.email = 'initech@demo.test'`,
    );
    expect(audits.rows).toHaveLength(0);
  });

  it('refuses unknown themes and time zones', async () => {
    const call = await as('sales@demo.test');
    const res = await call('PUT', '/v2/user_settings', { theme: 'neon', timezone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .detail.map((d: { loc: string[] }) => d.loc[1])
        .sort(),
    ).toEqual(['theme', 'timezone']);
  });
});
