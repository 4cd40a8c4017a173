import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };

describe('JSON bodies', () => {
  it('takes an empty JSON body as no body: a body-less POST answers 2xx', async () => {
    const token = await t.login('client@demo.test');
    const res = await t.call(token, { method: 'POST', url: '/v2/user/logout', headers: json, payload: '' });
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    // The session is gone, as with any logout.
    expect((await t.call(token, { method: 'GET', url: '/v2/user' })).statusCode).toBe(401);
  });

  it('answers 422 in the validation shape when a route needs the body that is empty', async () => {
    for (const payload of ['', '  \n']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/user',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc[0]).toBe('body');
    }
  });

  it('still answers invalid JSON, prototype poisoning and oversized bodies with a 4xx message', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/v2/user', headers: json, payload: '{"email":' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: expect.any(String) });
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/v2/user',
      headers: json,
      payload: '{"email":"a@b.test","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toEqual({ message: expect.any(String) });
    const constructed = await t.app.inject({
      method: 'POST',
      url: '/v2/user',
      headers: json,
      payload: '{"email":"a@b.test","password":"x","constructor":{"prototype":{"admin":true}}}',
    });
    expect(constructed.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v2/user',
      headers: json,
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'The request body is too large' });
  });
});
