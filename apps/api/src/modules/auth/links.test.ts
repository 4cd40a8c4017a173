import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token: string | null = null) =>
  t.call(token, { method: 'POST', url, payload });

describe('forgot password', () => {
  it('mails a one-time link that sets a new password and signs other devices out', async () => {
    const before = await t.login('recruiter@demo.test');
    const res = await post('/v2/user/forgot-password', { email: 'recruiter@demo.test' });
    expect(res.statusCode).toBe(200);
    const token = t.lastLinkToken('recruiter@demo.test', '/forgot_password');
    expect((await post('/v2/user/reset-password', { token, password: 'short' })).statusCode).toBe(422);
    expect((await post('/v2/user/reset-password', { token, password: 'brand-new-password' })).statusCode).toBe(200);
    expect((await t.call(before, { method: 'GET', url: '/v2/user' })).statusCode).toBe(401);
    await t.login('recruiter@demo.test', 'brand-new-password');
    const again = await post('/v2/user/reset-password', { token, password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('answers the same for unknown addresses, so accounts cannot be discovered', async () => {
    const known = await post('/v2/user/forgot-password', { email: 'client@demo.test' });
    const unknown = await post('/v2/user/forgot-password', { email: 'nobody@demo.test' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('passwordless', () => {
  it('signs in once through the mailed link', async () => {
    await post('/v2/user/passwordless', { email: 'partner2@demo.test' });
    const token = t.lastLinkToken('partner2@demo.test', '/passwordless');
    const res = await post('/v2/user/passwordless/verify', { token });
    expect(res.statusCode).toBe(200);
    const me = await t.call(res.json().data.access_token, { method: 'GET', url: '/v2/user' });
    expect(me.json().data.email).toBe('partner2@demo.test');
    expect((await post('/v2/user/passwordless/verify', { token })).statusCode).toBe(400);
  });
});

describe('confirm e-mail', () => {
  it('confirms the address through the mailed link', async () => {
    const token = await t.login('initech@demo.test');
    await t.database.executeSql(`update users set email_confirmed_at = null where email = 'initech@demo.test'`);
    expect((await t.call(token, { method: 'GET', url: '/v2/user' })).json().data.email_confirmed).toBe(false);
    expect((await post('/v2/user/send-confirmation', {}, token)).statusCode).toBe(200);
    const link = t.lastLinkToken('initech@demo.test', '/confirm_email');
    expect((await post('/v2/user/confirm-email', { token: link })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/v2/user' })).json().data.email_confirmed).toBe(true);
  });

  it('refuses a made-up token', async () => {
    const res = await post('/v2/user/confirm-email', { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(400);
  });
});
