import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLogs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('login', () => {
  it('returns an access token for valid credentials and the full current user', async () => {
    const token = await t.login('partner@demo.test');
    const res = await t.call(token, { method: 'GET', url: '/v2/user' });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      email: 'partner@demo.test',
      first_name: 'Paula',
      role: 'owner',
      user_type: 'partner',
      actual_user: null,
      partner: { name: 'Acme Staffing', subdomain: 'acme', self_employer: false, dark_mode: true },
    });
    expect(user.links).toContain('/invoices');
    expect(user.base_links).toEqual(expect.arrayContaining(user.links));
  });

  it('refuses a wrong password with 401 and the spec error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user',
      payload: { email: 'eor@demo.test', password: 'nope-nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('derives the user type from the attached entity for every demo user', async () => {
    const expected: Record<string, string> = {
      'admin@demo.test': 'admin',
      'eor@demo.test': 'eor',
      'sales@demo.test': 'sales_partner',
      'client@demo.test': 'client',
      'contractor@demo.test': 'contractor',
    };
    for (const [email, type] of Object.entries(expected)) {
      const res = await t.call(await t.login(email), { method: 'GET', url: '/v2/user' });
      expect(res.json().data.user_type, email).toBe(type);
    }
  });

  it('gives contractors their partner and clients their flags', async () => {
    const contractor = (await t.call(await t.login('contractor@demo.test'), { method: 'GET', url: '/v2/user' })).json()
      .data;
    expect(contractor.contractor).toMatchObject({ classification: 'w-2', partner: { name: 'Acme Staffing' } });
    expect(contractor.requirements.requires_w2_onboard).toBe(true);
    expect(contractor.requirements.completed).toEqual(contractor.requirements.required);
    const client = (await t.call(await t.login('client@demo.test'), { method: 'GET', url: '/v2/user' })).json().data;
    expect(client.client).toMatchObject({
      name: 'Globex Corporation',
      can_create_assignment: true,
      show_contractor_personal: false,
    });
  });
});

describe('two-factor login', () => {
  it('asks for a second factor, then exchanges the mailed code for a token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user',
      payload: { email: 'secure@demo.test', password: 'demo-password' },
    });
    const body = res.json().data;
    expect(body).toMatchObject({ requires_two_factor: true });
    expect(body.access_token).toBeUndefined();
    const mailed = t.lastCode('secure@demo.test');
    const wrongCode = mailed === '000000' ? '111111' : '000000';
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v2/user/two_factor',
      payload: { two_factor_token: body.two_factor_token, code: wrongCode },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid code' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v2/user/two_factor',
      payload: { two_factor_token: body.two_factor_token, code: t.lastCode('secure@demo.test') },
    });
    expect(ok.statusCode).toBe(200);
    const me = await t.call(ok.json().data.access_token, { method: 'GET', url: '/v2/user' });
    expect(me.json().data.email).toBe('secure@demo.test');
  });

  it('allows at most five tries, refuses a resend within 60 s, and re-binds a fresh code to a second sign-in', async () => {
    const signIn = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/v2/user',
          payload: { email: 'secure@demo.test', password: 'demo-password' },
        })
      ).json().data;
    const first = await signIn();
    expect(first.requires_two_factor).toBe(true);
    const code = t.lastCode('secure@demo.test');
    const resend = await t.app.inject({
      method: 'POST',
      url: '/v2/user/request-code',
      payload: { two_factor_token: first.two_factor_token },
    });
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(resend.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Signing in again within the window keeps the mailed code valid for the new attempt.
    const second = await signIn();
    expect(t.lastCode('secure@demo.test')).toBe(code);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/user/two_factor',
        payload: { two_factor_token: second.two_factor_token, code: wrongCode },
      });
      expect(res.statusCode).toBe(400);
    }
    // The sixth try fails even with the right code.
    const late = await t.app.inject({
      method: 'POST',
      url: '/v2/user/two_factor',
      payload: { two_factor_token: second.two_factor_token, code },
    });
    expect(late.statusCode).toBe(400);
  });
});

describe('logout', () => {
  it('revokes the session server-side', async () => {
    const token = await t.login('recruiter@demo.test');
    expect((await t.call(token, { method: 'POST', url: '/v2/user/logout' })).statusCode).toBe(200);
    const after = await t.call(token, { method: 'GET', url: '/v2/user' });
    expect(after.statusCode).toBe(401);
  });
});

describe('the 424 verification step', () => {
  it('mails a code on change-password and succeeds when the request is replayed with it', async () => {
    const token = await t.login('eor@demo.test');
    const payload = { current_password: 'demo-password', new_password: 'a-new-password' };
    const first = await t.call(token, { method: 'POST', url: '/v2/user/change-password', payload });
    expect(first.statusCode).toBe(424);
    expect(typeof first.json().detail).toBe('string');
    const wrong = await t.call(token, {
      method: 'POST',
      url: '/v2/user/change-password',
      payload,
      headers: { 'x-verification-code': '12345a' },
    });
    expect(wrong.statusCode).toBe(400);
    const code = t.lastCode('eor@demo.test');
    const replay = await t.call(token, {
      method: 'POST',
      url: '/v2/user/change-password',
      payload,
      headers: { 'x-verification-code': code },
    });
    expect(replay.statusCode).toBe(200);
    await t.login('eor@demo.test', 'a-new-password');
    const reused = await t.call(token, {
      method: 'POST',
      url: '/v2/user/change-password',
      payload,
      headers: { 'x-verification-code': code },
    });
    expect(reused.statusCode).toBe(400);
  });
});

describe('a second sensitive action right after the first', () => {
  it('gets a fresh code, since the first one was used', async () => {
    const token = await t.login('partner2@demo.test');
    const change = async (from: string, to: string) => {
      const payload = { current_password: from, new_password: to };
      const first = await t.call(token, { method: 'POST', url: '/v2/user/change-password', payload });
      expect(first.statusCode).toBe(424);
      const code = t.lastCode('partner2@demo.test');
      const replay = await t.call(token, {
        method: 'POST',
        url: '/v2/user/change-password',
        payload,
        headers: { 'x-verification-code': code },
      });
      expect(replay.statusCode).toBe(200);
    };
    // Before the fix the second change was answered 424 with no new code, and the old one was spent.
    await change('demo-password', 'second-password');
    await change('second-password', 'demo-password');
  });
});

describe('throttling', () => {
  // The clock stands still unless a test moves it, so a delay never runs out while a test is slow.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/v2/user', remoteAddress: ip, payload: { email, password } });

  it('delays the next try after five failures for one account (429 with Retry-After), then lets the right password in', async () => {
    const email = 'sales@demo.test';
    const ip = '10.1.1.1';
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'demo-password', ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(email, 'wrong-password', ip)).statusCode).toBe(401);
    const blocked = await attempt(email, 'demo-password', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json().message).toMatch(/Too many failed login attempts\. Please wait 1 second/);
    // From another address too: the delay belongs to the account.
    expect((await attempt(email, 'demo-password', '10.1.1.2')).statusCode).toBe(429);

    later(1);
    const ok = await attempt(email, 'demo-password', ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.access_token).toEqual(expect.any(String));
    // The success cleared the failures: five more wrong ones cost nothing again.
    for (let i = 0; i < 5; i++) expect((await attempt(email, 'wrong-password', ip)).statusCode).toBe(401);
    later(1);
    expect((await attempt(email, 'demo-password', ip)).statusCode).toBe(200);
  });

  it('doubles the delay with each further failure up to a minute, and never refuses the right password after it', async () => {
    const email = 'recruiter@demo.test';
    const ip = '10.2.2.2';
    for (let i = 0; i < 5; i++) expect((await attempt(email, 'wrong-password', ip)).statusCode).toBe(401);
    for (const delay of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const early = await attempt(email, 'wrong-password', ip);
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe(String(delay));
      later(delay - 0.5);
      // Half a second early: still waiting, and the refused try did not extend the delay.
      expect((await attempt(email, 'demo-password', ip)).headers['retry-after']).toBe('1');
      later(0.5);
      expect((await attempt(email, 'wrong-password', ip)).statusCode).toBe(401);
    }
    later(60);
    expect((await attempt(email, 'demo-password', ip)).statusCode).toBe(200);
  });

  it('lets parallel guesses through one at a time once the delay starts', async () => {
    const email = 'timesheets@demo.test';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => attempt(email, 'wrong-password', `10.3.3.${i + 1}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    later(1);
    expect((await attempt(email, 'demo-password', '10.3.3.9')).statusCode).toBe(200);
  });

  it('delays failures per IP across accounts rather than refusing them', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) {
      expect((await attempt(`nobody${i}@demo.test`, 'x-password', ip)).statusCode).toBe(401);
    }
    const res = await attempt('partner2@demo.test', 'demo-password', ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    // Another address is not held up by this one.
    expect((await attempt('partner2@demo.test', 'demo-password', '10.9.9.10')).statusCode).toBe(200);
    later(1);
    expect((await attempt('partner2@demo.test', 'demo-password', ip)).statusCode).toBe(200);
  });
});

describe('act as user', () => {
  it('lets an admin act as a user, shows actual_user, and audits it', async () => {
    const admin = await t.login('admin@demo.test');
    const list = await t.call(admin, { method: 'GET', url: '/v2/users?search=client%40demo' });
    const target = list.json().data.data[0];
    const res = await t.call(admin, { method: 'POST', url: '/v2/user/act-as', payload: { user_id: target.id } });
    expect(res.statusCode).toBe(200);
    const acting = res.json().data.access_token;
    const me = (await t.call(acting, { method: 'GET', url: '/v2/user' })).json().data;
    expect(me.email).toBe('client@demo.test');
    expect(me.actual_user.email).toBe('admin@demo.test');
    const audits = await t.database.db.select().from(auditLogs);
    expect(audits.some((a) => a.action === 'act_as_start' && a.entityId === target.id)).toBe(true);
    const back = await t.call(acting, { method: 'POST', url: '/v2/user/stop-acting' });
    expect((await t.call(back.json().data.access_token, { method: 'GET', url: '/v2/user' })).json().data.email).toBe(
      'admin@demo.test',
    );
  });

  it('refuses act-as to anyone but admins', async () => {
    const partner = await t.login('partner@demo.test');
    const res = await t.call(partner, {
      method: 'POST',
      url: '/v2/user/act-as',
      payload: { user_id: '00000000-0000-0000-0000-000000000000' },
    });
    expect(res.statusCode).toBe(403);
  });
});
