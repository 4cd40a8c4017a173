import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('third-party keys', () => {
  it('hands out the Maps key and allows its script only outside local mode', async () => {
    t = await createTestApp({
      mode: 'sandbox',
      googleMapsApiKey: 'maps-key',
      analytics: { productKey: 'p', webKey: 'w' },
    });
    const token = await t.login('client@demo.test');
    const keys = await t.call(token, { method: 'GET', url: '/v2/public_globals/authenticated_api_keys' });
    expect(keys.json()).toEqual({ data: { google: 'maps-key' } });
    const page = await t.app.inject({ method: 'GET', url: '/v2/public_globals' });
    expect(page.json().data.analytics).toEqual({ product_key: 'p', web_key: 'w' });
    expect(page.json().data.mode).toBe('sandbox');
    expect(page.headers['content-security-policy']).toContain('https://maps.googleapis.com');
  });

  it('hands out nothing in local mode, even when keys are configured', async () => {
    t = await createTestApp({
      mode: 'local',
      googleMapsApiKey: 'maps-key',
      analytics: { productKey: 'p', webKey: 'w' },
    });
    const token = await t.login('client@demo.test');
    const keys = await t.call(token, { method: 'GET', url: '/v2/public_globals/authenticated_api_keys' });
    expect(keys.json()).toEqual({ data: { google: null } });
    const page = await t.app.inject({ method: 'GET', url: '/v2/public_globals' });
    expect(page.json().data.analytics).toEqual({ product_key: null, web_key: null });
    expect(page.headers['content-security-policy']).not.toContain('maps.googleapis.com');
  });

  it('keeps the keys from anonymous callers', async () => {
    t = await createTestApp({ mode: 'sandbox', googleMapsApiKey: 'maps-key' });
    expect((await t.app.inject({ method: 'GET', url: '/v2/public_globals/authenticated_api_keys' })).statusCode).toBe(
      401,
    );
  });
});
