/**
 * API keys (decision 0089) as every user type and another partner's users: only developers and admins
 * hold keys; the whole key is answered once and never listed or logged; a request bearing a key acts as
 * its owner within its scopes (a GET needs `:read`, anything else `:write`; a route of no group refuses
 * keys); a revoked key is 401; another partner's key sees none of the first partner's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ApiKeyCreated, ApiKeyView } from '@app/domain';
import { buildApp } from '../../app.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
let logged: FastifyInstance;
const logLines: string[] = [];
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const withKey = (key: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload && { payload }) });

async function createKey(who: string, scopes: string[], name = 'Integration') {
  const res = await call(who, 'POST', '/v2/api_keys', { name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as ApiKeyCreated;
}
async function listKeys(who: string, query = '') {
  const res = await call(who, 'GET', `/v2/api_keys?per_page=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: ApiKeyView[]; total: number };
}
const contractorIds = async (res: Awaited<ReturnType<typeof withKey>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as { id: string }[]).map((c) => c.id);
};

let now = new Date('2027-05-03T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => now } });
  ids = await t.demoIds();
  // The same database served by an app that logs at info, to prove a key never reaches the log.
  logged = await buildApp(
    { ...t.config, seedDemo: false, logLevel: 'info' },
    { database: t.database, logStream: { write: (line) => void logLines.push(line) } },
  );
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

describe('api keys', () => {
  let acmeKey: ApiKeyCreated;
  let beaconKey: ApiKeyCreated;

  it('only developers and admins manage keys: other users and user types are refused', async () => {
    // recruiter: Acme's user without is_developer; eor: platform staff, not a developer.
    for (const who of ['recruiter', 'eor', 'contractor', 'client', 'sales']) {
      expect((await call(who, 'GET', '/v2/api_keys')).statusCode, who).toBe(403);
      expect((await call(who, 'POST', '/v2/api_keys', { name: 'x', scopes: ['workers:read'] })).statusCode, who).toBe(
        403,
      );
    }
    expect((await t.call(null, { method: 'GET', url: '/v2/api_keys' })).statusCode).toBe(401);
  });

  it('a developer creates a key: the whole key once, its prefix and scopes listed, never the key', async () => {
    acmeKey = await createKey('partner', ['workers:read', 'clients:read', 'workers:read']);
    expect(acmeKey.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(acmeKey.prefix).toBe(acmeKey.key.slice(0, 11));
    expect(acmeKey.scopes).toEqual(['clients:read', 'workers:read']);
    expect(acmeKey).toMatchObject({ name: 'Integration', partner_id: ids.acme, last_used_at: null, revoked_at: null });
    // Paula's keys only (the demo seed made her one too).
    const list = await listKeys('partner');
    expect(list.data.map((k) => k.id)).toContain(acmeKey.id);
    expect(list.data.every((k) => k.owner.id === acmeKey.owner.id)).toBe(true);
    const csv = await call('partner', 'GET', '/v2/api_keys?format=csv');
    for (const body of [JSON.stringify(list), csv.body]) {
      expect(body).not.toContain(acmeKey.key);
      expect(body).not.toContain(acmeKey.key.slice(11));
    }
    beaconKey = await createKey('partner2', ['workers:read']);
  });

  it('bad input is a 422 in the error shape', async () => {
    for (const body of [
      { name: '', scopes: ['workers:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['all'] },
    ]) {
      const res = await call('partner', 'POST', '/v2/api_keys', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it("each sees their own keys, an admin every key; another partner's key is 404 to revoke", async () => {
    expect((await listKeys('partner2')).data.map((k) => k.id)).toEqual([beaconKey.id]);
    const all = (await listKeys('admin')).data.map((k) => k.id);
    expect(all).toEqual(expect.arrayContaining([acmeKey.id, beaconKey.id]));
    expect((await call('partner2', 'DELETE', `/v2/api_keys/${acmeKey.id}`)).statusCode).toBe(404);
  });

  it("a key acts as its owner: Acme's key sees Acme's workers, Beacon's key only Beacon's", async () => {
    const acme = await contractorIds(await withKey(acmeKey.key, 'GET', '/v2/contractors?per_page=200'));
    expect(acme).toContain(ids.casey);
    expect(acme).not.toContain(ids.bruno);
    const beacon = await contractorIds(await withKey(beaconKey.key, 'GET', '/v2/contractors?per_page=200'));
    expect(beacon).toContain(ids.bruno);
    expect(beacon).not.toContain(ids.casey);
    expect((await withKey(beaconKey.key, 'GET', `/v2/contractors/${ids.casey}`)).statusCode).toBe(404);
  });

  it('a key stays within its scopes: read is not write, a group not granted is refused, key routes refuse keys', async () => {
    const write = await withKey(acmeKey.key, 'POST', '/v2/departments', { name: 'Keyed dept' });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ message: 'This API key lacks the scope clients:write' });
    expect((await withKey(acmeKey.key, 'GET', '/v2/invoices')).statusCode).toBe(403);
    expect((await withKey(acmeKey.key, 'GET', '/v2/api_keys')).statusCode).toBe(403);
    expect(
      (await withKey(acmeKey.key, 'POST', '/v2/api_keys', { name: 'more', scopes: ['invoices:write'] })).statusCode,
    ).toBe(403);
    const writer = await createKey('partner', ['clients:write']);
    const made = await withKey(writer.key, 'POST', '/v2/departments', { name: 'Keyed dept' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.partner.id).toBe(ids.acme);
  });

  it('a key lacking the scope gets 403 whatever its body: the scope is checked before the body is read', async () => {
    // An invalid body, a body of the wrong type and malformed JSON: each would be 400 or 422 if validated first.
    for (const payload of [{}, { name: 42 }, { name: 'x'.repeat(10_000) }]) {
      const res = await withKey(acmeKey.key, 'POST', '/v2/departments', payload);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ message: 'This API key lacks the scope clients:write' });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v2/departments',
      headers: { authorization: `Bearer ${acmeKey.key}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode, malformed.body).toBe(403);
    // A bad query is refused by scope too (invoices: a group the key does not hold).
    expect((await withKey(acmeKey.key, 'GET', '/v2/invoices?per_page=nope')).statusCode).toBe(403);
    // With the scope, the body is validated as before.
    const writer = await createKey('partner', ['clients:write'], 'Validated');
    expect((await withKey(writer.key, 'POST', '/v2/departments', {})).statusCode).toBe(422);
  });

  it("a key never exceeds its owner's rights: a recruiter-made key is impossible, an owner's key keeps the owner's rules", async () => {
    // The owner's own rule still applies: a partner user may not list platform admins' routes.
    const res = await withKey(acmeKey.key, 'GET', '/v2/events');
    expect(res.statusCode).toBe(403);
  });

  it('records the last use at most once a minute', async () => {
    const lastUsed = async () => (await listKeys('partner')).data.find((k) => k.id === acmeKey.id)!.last_used_at;
    expect(await lastUsed()).toBe('2027-05-03T09:00:00.000Z');
    now = new Date('2027-05-03T09:00:30Z');
    await withKey(acmeKey.key, 'GET', '/v2/contractors');
    expect(await lastUsed()).toBe('2027-05-03T09:00:00.000Z');
    now = new Date('2027-05-03T09:02:00Z');
    await withKey(acmeKey.key, 'GET', '/v2/contractors');
    expect(await lastUsed()).toBe('2027-05-03T09:02:00.000Z');
  });

  it('a revoked key is 401 in the error shape; an unknown key too', async () => {
    const res = await call('partner', 'DELETE', `/v2/api_keys/${acmeKey.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.revoked_at).toBe(now.toISOString());
    const refused = await withKey(acmeKey.key, 'GET', '/v2/contractors');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'Not authenticated' });
    expect((await withKey(`${acmeKey.key.slice(0, -1)}x`, 'GET', '/v2/contractors')).statusCode).toBe(401);
    expect((await listKeys('partner')).data.map((k) => k.id)).not.toContain(acmeKey.id);
    expect((await listKeys('partner', '&status=revoked')).data.map((k) => k.id)).toEqual([acmeKey.id]);
  });

  it('never writes a key to the log', async () => {
    const made = await logged.inject({
      method: 'POST',
      url: '/v2/api_keys',
      headers: { authorization: `Bearer ${await token('partner2')}` },
      payload: { name: 'Logged', scopes: ['workers:read'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json().data.key as string;
    await logged.inject({ method: 'GET', url: '/v2/contractors', headers: { authorization: `Bearer ${key}` } });
    await logged.inject({ method: 'GET', url: '/v2/contractors', headers: { authorization: `Bearer ${key}x` } });
    expect(logLines.join('\n')).toContain('"access"');
    expect(logLines.join('\n')).not.toContain(key.slice(3));
  });
});

describe('what an API key may never do (the review of decision 0089)', () => {
  it('a key never passes the e-mailed code step: a tax id reveal is refused with or without a code', async () => {
    const key = await createKey('partner', ['workers:read', 'workers:write'], 'Reveal attempt');
    const url = `/v2/contractors/${ids.casey}/tax_id/reveal`;
    const first = await withKey(key.key, 'POST', url);
    expect(first.statusCode, first.body).toBe(403);
    expect(first.json().message).toContain('API keys may not take actions that need the e-mailed code');
    const replayed = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${key.key}`, 'x-verification-code': '123456' },
    });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.body).not.toContain('6789');
  });

  it('a key never downloads a file: the payroll bank file is refused even to an admin key with payroll:read', async () => {
    const runs = (await call('admin', 'GET', '/v2/payroll_runs?status=paid&per_page=5')).json().data.data as {
      id: string;
    }[];
    expect(runs.length).toBeGreaterThan(0);
    const files = (await call('admin', 'GET', `/v2/payroll_runs/${runs[0]!.id}/files`)).json().data as { id: string }[];
    expect(files.length).toBeGreaterThan(0);
    const url = `/v2/payroll_runs/${runs[0]!.id}/files/${files[0]!.id}/download`;
    expect((await call('admin', 'GET', url)).statusCode).toBe(200);
    const key = await createKey('admin', ['payroll:read'], 'Bank file attempt');
    const refused = await withKey(key.key, 'GET', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('011000015');
  });

  it('a key lists only the API events of the groups it may read: webhooks:read alone shows no invoice', async () => {
    const types = async (scopes: string[]) => {
      const key = await createKey('partner', scopes, `Events ${scopes.join(' ')}`);
      const res = await withKey(key.key, 'GET', '/v2/api_events?per_page=100');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.data as { type: string }[]).map((e) => e.type);
    };
    const withInvoices = await types(['webhooks:read', 'invoices:read']);
    expect(withInvoices.some((t) => t.startsWith('invoice.'))).toBe(true);
    const webhooksOnly = await types(['webhooks:read']);
    expect(webhooksOnly.filter((t) => !t.startsWith('webhook'))).toEqual([]);
    // The owner's own session still sees every event of its partner.
    const own = (await call('partner', 'GET', '/v2/api_events?per_page=100')).json().data.data as { type: string }[];
    expect(own.length).toBeGreaterThanOrEqual(withInvoices.length);
  });

  it('a key stops working when its owner is no longer a developer', async () => {
    const key = await createKey('partner2', ['workers:read'], 'Leaving developer');
    expect((await withKey(key.key, 'GET', '/v2/contractors')).statusCode).toBe(200);
    await t.database.executeSql(`update users set is_developer = false where email = 'partner2@demo.test'`);
    expect((await withKey(key.key, 'GET', '/v2/contractors')).statusCode).toBe(401);
    await t.database.executeSql(`update users set is_developer = true where email = 'partner2@demo.test'`);
    expect((await withKey(key.key, 'GET', '/v2/contractors')).statusCode).toBe(200);
  });
});
