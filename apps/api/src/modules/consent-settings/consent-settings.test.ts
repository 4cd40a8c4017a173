import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('consent settings', () => {
  it('lists every consent as not granted until decided, then records the decision', async () => {
    const token = await t.login('contractor@demo.test');
    const before = (await t.call(token, { method: 'GET', url: '/v2/consent_settings' })).json().data;
    expect(before).toEqual([
      { key: 'marketing_emails', granted: false, updated_at: null },
      { key: 'sms_notifications', granted: false, updated_at: null },
      { key: 'product_analytics', granted: false, updated_at: null },
    ]);
    const res = await t.call(token, {
      method: 'PUT',
      url: '/v2/consent_settings',
      payload: { sms_notifications: true },
    });
    const sms = res.json().data.find((c: { key: string }) => c.key === 'sms_notifications');
    expect(sms.granted).toBe(true);
    expect(sms.updated_at).not.toBeNull();
    const audits = await t.database.executeSql(`select metadata from audit_logs where action = 'consent_changed'`);
    expect(audits.rows).toHaveLength(1);
    // Saving the same answer again changes nothing.
    await t.call(token, { method: 'PUT', url: '/v2/consent_settings', payload: { sms_notifications: true } });
    expect(
      (await t.database.executeSql(`select 1 from audit_logs where action = 'consent_changed'`)).rows,
    ).toHaveLength(1);
  });

  it("never shows one user's consents to another", async () => {
    const other = await t.login('partner2@demo.test');
    const list = (await t.call(other, { method: 'GET', url: '/v2/consent_settings' })).json().data;
    expect(list.every((c: { granted: boolean }) => !c.granted)).toBe(true);
  });

  it('refuses unknown keys and empty changes', async () => {
    const token = await t.login('client@demo.test');
    expect(
      (await t.call(token, { method: 'PUT', url: '/v2/consent_settings', payload: { telepathy: true } })).statusCode,
    ).toBe(422);
    expect((await t.call(token, { method: 'PUT', url: '/v2/consent_settings', payload: {} })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/v2/consent_settings' })).statusCode).toBe(401);
  });
});
