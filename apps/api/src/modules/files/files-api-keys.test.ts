/**
 * File links minted with an API key (decision 0100): bound to the key and the scope the minting request was
 * let in by, not to a session (a key has none). The link serves while the key is unrevoked, still holds the
 * scope and its owner may still use keys; it is refused to another user's session like any link, and a key
 * that cannot read the record (scope, another partner) gets no link at all. File routes still refuse keys.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyCreated } from '@app/domain';
import type { Clock } from '../../lib/clock.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let at = new Date('2027-03-01T12:00:00Z');
const clock: Clock = { now: () => new Date(at) };
const PDF = Buffer.from('%PDF-1.4\n% keyed licence\ntrailer<<>>\n%%EOF\n');
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const withKey = (key: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
const open = (fileUrl: string, headers: Record<string, string> = {}) => {
  const u = new URL(fileUrl);
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers });
};
async function createKey(who: string, scopes: string[]) {
  const res = await call(who, 'POST', '/v2/api_keys', { name: `Files ${scopes.join(' ')}`, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as ApiKeyCreated;
}
async function mint(key: string) {
  const res = await withKey(key, `/v2/licenses/${licenseId}/file_link`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.file_url as string;
}

let licenseId = '';
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ids = await t.demoIds();
  const made = await call('partner', 'POST', '/v2/licenses', {
    contractor_id: ids.nina,
    license_type: 'CDL',
    number: 'K-555-0101',
    state: 'TX',
    issued_on: '2025-01-01',
    expires_on: '2029-01-01',
  });
  expect(made.statusCode, made.body).toBe(201);
  licenseId = made.json().data.id;
  const attached = await call('partner', 'PATCH', `/v2/licenses/${licenseId}`, {
    document: { filename: 'cdl.pdf', content_base64: PDF.toString('base64') },
  });
  expect(attached.statusCode, attached.body).toBe(200);
});
afterAll(async () => t?.close());

describe('file links minted with an API key', () => {
  it('serve the file while the key grants it: bound to the key and its scope, not a session', async () => {
    const key = await createKey('partner', ['workers:read']);
    const fileUrl = await mint(key.key);
    const claims = decodeJwt(new URL(fileUrl).searchParams.get('jwt')!);
    expect(claims).toMatchObject({ kid: key.id, scp: 'workers:read' });
    expect(claims.sid).toBeUndefined();
    // Opened with no credential (a new tab), or with the key itself: the file.
    const served = await open(fileUrl);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect((await open(fileUrl, { authorization: `Bearer ${key.key}` })).statusCode).toBe(200);
    // The owner's own session is the same user; another partner's user is refused.
    expect((await open(fileUrl, { authorization: `Bearer ${await token('partner')}` })).statusCode).toBe(200);
    expect((await open(fileUrl, { authorization: `Bearer ${await token('partner2')}` })).statusCode).toBe(403);
    // Expired by the app's clock like any link.
    at = new Date(at.getTime() + (t.config.fileLinkSeconds + 1) * 1000);
    try {
      expect((await open(fileUrl)).statusCode).toBe(401);
    } finally {
      at = new Date('2027-03-01T12:00:00Z');
    }
  });

  it('die with the key: revoked, the scope gone, or the owner no longer a developer', async () => {
    const revoked = await createKey('partner', ['workers:read']);
    const revokedUrl = await mint(revoked.key);
    expect((await call('partner', 'DELETE', `/v2/api_keys/${revoked.id}`)).statusCode).toBe(200);
    expect((await open(revokedUrl)).statusCode).toBe(401);

    const narrowed = await createKey('partner', ['workers:read', 'clients:read']);
    const narrowedUrl = await mint(narrowed.key);
    expect((await open(narrowedUrl)).statusCode).toBe(200);
    await t.database.executeSql(`update api_keys set scopes = '{clients:read}' where id = $1`, [narrowed.id]);
    expect((await open(narrowedUrl)).statusCode).toBe(401);

    const owned = await createKey('partner', ['workers:read']);
    const ownedUrl = await mint(owned.key);
    await t.database.executeSql(`update users set is_developer = false where email = 'partner@demo.test'`);
    try {
      expect((await open(ownedUrl)).statusCode).toBe(401);
    } finally {
      await t.database.executeSql(`update users set is_developer = true where email = 'partner@demo.test'`);
    }
    expect((await open(ownedUrl)).statusCode).toBe(200);
  });

  it('are minted only for what the key may read: its scope, its owner’s partner; admin keys for any', async () => {
    const clientsOnly = await createKey('partner', ['clients:read']);
    const refused = await withKey(clientsOnly.key, `/v2/licenses/${licenseId}/file_link`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'This API key lacks the scope workers:read' });
    // Another partner's key does not see Acme's licence.
    const beacon = await createKey('partner2', ['workers:read']);
    expect((await withKey(beacon.key, `/v2/licenses/${licenseId}/file_link`)).statusCode).toBe(404);
    // The platform admin's key: a link the admin's key opens.
    const admin = await createKey('admin', ['workers:read']);
    const adminUrl = await mint(admin.key);
    expect((await open(adminUrl)).statusCode).toBe(200);
    expect((await open(adminUrl, { authorization: `Bearer ${await token('partner')}` })).statusCode).toBe(403);
    // Users who hold no keys (not developers, or user types without /developers) cannot make one.
    for (const who of ['recruiter', 'client', 'contractor', 'eor'])
      expect((await call(who, 'POST', '/v2/api_keys', { name: 'x', scopes: ['workers:read'] })).statusCode, who).toBe(
        403,
      );
    // The file routes themselves still refuse keys, whatever their scopes.
    const all = await createKey('partner', ['workers:read', 'payroll:read', 'invoices:read']);
    const invoice = (await call('partner', 'GET', '/v2/invoices?per_page=1')).json().data.data[0].id as string;
    const direct = await withKey(all.key, `/v2/invoices/${invoice}/pdf`);
    expect([direct.statusCode, direct.json().message]).toEqual([403, 'API keys may not call this route']);
  });
});
