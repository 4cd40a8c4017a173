import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let acmeId: string;
let beaconId: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.executeSql(`select id, subdomain from partners`);
  acmeId = String(rows.rows.find((r) => r.subdomain === 'acme')!.id);
  beaconId = String(rows.rows.find((r) => r.subdomain === 'beacon')!.id);
});
afterAll(async () => t?.close());

const put = (token: string, partnerId: string, key: string, value: unknown) =>
  t.call(token, { method: 'PUT', url: `/v2/partners/${partnerId}/settings/${key}`, payload: { value } });
const globals = async (subdomain: string) =>
  (await t.app.inject({ method: 'GET', url: `/v2/public_globals?subdomain=${subdomain}` })).json().data;

describe('partner settings overrides', () => {
  it("lets a partner owner set its own brand's support e-mail, seen only on its subdomain", async () => {
    const owner = await t.login('partner@demo.test');
    const res = await put(owner, acmeId, 'support_email', 'help@acme-staffing.example');
    expect(res.statusCode).toBe(200);
    expect((await globals('acme')).support_email).toBe('help@acme-staffing.example');
    expect((await globals('beacon')).support_email).toBe('support@staffwise.test');
  });

  it("hides another partner's settings (404) and refuses non-owners (403)", async () => {
    const beaconOwner = await t.login('partner2@demo.test');
    expect((await t.call(beaconOwner, { method: 'GET', url: `/v2/partners/${acmeId}/settings` })).statusCode).toBe(404);
    expect((await put(beaconOwner, acmeId, 'support_email', 'x@evil.example')).statusCode).toBe(404);
    const recruiter = await t.login('recruiter@demo.test');
    expect((await t.call(recruiter, { method: 'GET', url: `/v2/partners/${acmeId}/settings` })).statusCode).toBe(200);
    expect((await put(recruiter, acmeId, 'support_email', 'r@acme.example')).statusCode).toBe(403);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      const token = await t.login(email);
      expect((await t.call(token, { method: 'GET', url: `/v2/partners/${acmeId}/settings` })).statusCode, email).toBe(
        403,
      );
    }
  });

  it('keeps security settings to admin and EOR staff', async () => {
    const owner = await t.login('partner@demo.test');
    expect((await put(owner, acmeId, 'enabled_email_code_verification', false)).statusCode).toBe(403);
    const eor = await t.login('eor@demo.test');
    expect((await put(eor, beaconId, 'enabled_email_code_verification', false)).statusCode).toBe(200);
    // Beacon's users now change their password without the e-mailed code; Acme's still need it.
    const beacon = await t.login('partner2@demo.test');
    const change = await t.call(beacon, {
      method: 'POST',
      url: '/v2/user/change-password',
      payload: { current_password: 'demo-password', new_password: 'beacon-password-2' },
    });
    expect(change.statusCode).toBe(200);
    const acme = await t.login('recruiter@demo.test');
    const blocked = await t.call(acme, {
      method: 'POST',
      url: '/v2/user/change-password',
      payload: { current_password: 'demo-password', new_password: 'acme-password-2' },
    });
    expect(blocked.statusCode).toBe(424);
  });

  it('validates values and keys, and clears an override', async () => {
    const admin = await t.login('admin@demo.test');
    expect((await put(admin, acmeId, 'tos_url', 'not a url')).statusCode).toBe(422);
    expect((await put(admin, acmeId, 'platform_currencies', [])).statusCode).toBe(422);
    const cleared = await t.call(admin, { method: 'DELETE', url: `/v2/partners/${acmeId}/settings/support_email` });
    expect(cleared.statusCode).toBe(200);
    expect((await globals('acme')).support_email).toBe('support@staffwise.test');
  });
});

describe('platform settings', () => {
  it('shows the admin every setting and keeps a list setting’s rows as sent', async () => {
    const admin = await t.login('admin@demo.test');
    const read = await t.call(admin, { method: 'GET', url: '/v2/platform_settings' });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ brand_name: 'Staffwise', enabled_email_code_verification: true });
    const rows = [{ value: 'credit', label: 'Credit', note: 'kept as sent' }];
    const changed = await t.call(admin, {
      method: 'PUT',
      url: '/v2/platform_settings/adjustment_types',
      payload: { value: rows },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.adjustment_types).toEqual(rows);
    const partner = await t.call(admin, { method: 'GET', url: `/v2/partners/${acmeId}/settings` });
    expect(partner.json().data).toMatchObject({ effective: { adjustment_types: rows }, overrides: {} });
    expect(partner.json().data.editable).toContain('enabled_email_code_verification');
  });
});
