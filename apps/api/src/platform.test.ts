import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userLinkGrants, users } from './db/schema/index.js';
import { describeAccess } from './plugins/access.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  // What the build's compress-assets step writes beside a file (contents are the test's own).
  writeFileSync(join(webDist, 'assets', 'app.js.br'), 'brotli bytes');
  writeFileSync(join(webDist, 'assets', 'app.js.gz'), 'gzip bytes');
  t = await createTestApp({ webDist });
});
afterAll(async () => t?.close());

describe('route registry', () => {
  it('every /v2 route declares who may call it', () => {
    const api = t.app.routeRegistry.filter((r) => r.url.startsWith('/v2'));
    expect(api.length).toBeGreaterThan(15);
    expect(api.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('matches the committed access snapshot (a changed rule must be reviewed: vitest -u rewrites it)', async () => {
    const lines = t.app.routeRegistry
      .filter((r) => r.url.startsWith('/v2') && !r.url.startsWith('/v2/docs') && r.method !== 'HEAD')
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
      .map((r) => `${r.method.padEnd(6)} ${r.url.padEnd(56)} ${describeAccess(r.access)}`);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/route-access.txt');
  });

  it('every /v2 route declares its answer (OpenAPI shows it; the schema strips any undeclared field)', () => {
    const missing = t.app.routeRegistry
      .filter((r) => r.url.startsWith('/v2') && !r.url.startsWith('/v2/docs') && r.method !== 'HEAD')
      .filter((r) => !(r.schema as { response?: unknown } | undefined)?.response)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('refuses a route that declares nothing', async () => {
    const bare = await createTestApp({}, (app) => {
      app.get('/v2/undeclared', async () => ({ data: 'leak' }));
      app.get('/v2/boom', { config: { access: { public: true } } }, async () => {
        throw new Error('database password is hunter2');
      });
    });
    const boom = await bare.app.inject({ method: 'GET', url: '/v2/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ message: 'Internal Server Error' });
    const res = await bare.app.inject({ method: 'GET', url: '/v2/undeclared' });
    expect(res.statusCode).toBe(403);
    await bare.close();
  });
});

describe('errors', () => {
  it('answers unknown /v2 paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not Found' });
  });

  it('answers validation errors with 422 and detail [{loc, msg}]', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string }[];
    expect(detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ['body', 'email'],
        ['body', 'password'],
      ]),
    );
  });

  it('uses __root__ for whole-body errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user',
      payload: '"just a string"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', '__root__']);
  });

  it('answers 401 to anonymous calls of signed-in routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authenticated' });
  });

  it('refuses a forged token', async () => {
    const res = await t.call('eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.bad', { method: 'GET', url: '/v2/user' });
    expect(res.statusCode).toBe(401);
  });
});

describe('list convention', () => {
  it('pages, sorts and counts', async () => {
    const admin = await t.login('admin@demo.test');
    const res = await t.call(admin, { method: 'GET', url: '/v2/users?page=2&per_page=5&sort=-email' });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    // The demo's users, with the two contractors the demo payroll signs in (decision 0057).
    expect(body.total).toBe(14);
    expect(body.data).toHaveLength(5);
    const emails = body.data.map((u: { email: string }) => u.email);
    expect([...emails].sort().reverse()).toEqual(emails);
  });

  it('filters by allowed values only', async () => {
    const admin = await t.login('admin@demo.test');
    const ok = await t.call(admin, { method: 'GET', url: '/v2/users?user_type=contractor' });
    expect(ok.json().data.total).toBe(4);
    const bad = await t.call(admin, { method: 'GET', url: '/v2/users?user_type=wizard' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['querystring', 'user_type']);
    const unknownSort = await t.call(admin, { method: 'GET', url: '/v2/users?sort=password_hash' });
    expect(unknownSort.statusCode).toBe(422);
  });

  it('exports the same query as CSV', async () => {
    const admin = await t.login('admin@demo.test');
    const res = await t.call(admin, { method: 'GET', url: '/v2/users?user_type=partner&format=csv&per_page=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('users.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Email,First name,Last name,User type,Role,Active,Created');
    // CSV is every matching row, not one page.
    expect(lines).toHaveLength(1 + 5);
  });

  it('refuses CSV export to recruiter_sourcer, on any list', async () => {
    await t.database.executeSql(`update users set role = 'recruiter_sourcer' where email = 'timesheets@demo.test'`);
    const sourcer = await t.login('timesheets@demo.test');
    expect((await t.call(sourcer, { method: 'GET', url: '/v2/workers_comp_codes' })).statusCode).toBe(200);
    const csv = await t.call(sourcer, { method: 'GET', url: '/v2/workers_comp_codes?format=csv' });
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toEqual({ message: 'Your role may not export data' });
    await t.database.executeSql(`update users set role = 'time_sheet_only' where email = 'timesheets@demo.test'`);
  });

  it('keeps the platform-wide user list to staff (owners list only their team: modules/team)', async () => {
    for (const email of ['partner@demo.test', 'client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      const res = await t.call(await t.login(email), { method: 'GET', url: '/v2/users?scope=platform' });
      expect(res.statusCode, email).toBe(403);
    }
  });
});

describe('search', () => {
  const search = async (email: string, term: string) =>
    t.call(await t.login(email), {
      method: 'GET',
      url: `/v2/search?search_type=global&search=${encodeURIComponent(term)}`,
    });

  it('finds across object types for admin', async () => {
    const res = await search('admin@demo.test', 'Bea');
    const results = res.json().data.data as { object_type: string; text: string; redirect: string }[];
    expect(results.map((r) => r.object_type)).toEqual(expect.arrayContaining(['partner', 'contractor', 'user']));
    expect(results.find((r) => r.text === 'Beacon Talent')?.redirect).toMatch(/^\/partners\//);
  });

  it('scopes a partner to its own tenant', async () => {
    const acme = (await search('partner@demo.test', 'Bruno')).json().data.data;
    expect(acme).toEqual([]);
    const beacon = (await search('partner2@demo.test', 'Bruno')).json().data.data;
    expect(beacon.map((r: { text: string }) => r.text)).toEqual(['Bruno Beaconworker']);
    const clients = (await search('partner@demo.test', 'Initech')).json().data.data;
    expect(clients).toEqual([]);
  });

  it('is refused to every user type but admin and partner', async () => {
    for (const email of ['eor@demo.test', 'sales@demo.test', 'client@demo.test', 'contractor@demo.test']) {
      expect((await search(email, 'Casey')).statusCode, email).toBe(403);
    }
  });

  it('treats LIKE wildcards literally', async () => {
    const res = await search('admin@demo.test', '%%');
    expect(res.json().data.data).toEqual([]);
  });
});

describe('public globals', () => {
  it('white-labels per partner subdomain', async () => {
    const acme = (await t.app.inject({ method: 'GET', url: '/v2/public_globals?subdomain=acme' })).json().data;
    expect(acme.white_label_brand_name).toBe('Acme Staffing');
    expect(acme.white_label_dark_mode).toBe(true);
    expect(acme.white_label_logo_url).toMatch(/^data:image\/svg\+xml/);
    const plain = (await t.app.inject({ method: 'GET', url: '/v2/public_globals' })).json().data;
    expect(plain.white_label_brand_name).toBe('Staffwise');
    expect(plain.white_label_logo_url).toBeNull();
    expect(plain.mode).toBe('local');
  });

  it('has every list non-empty', async () => {
    const g = (await t.app.inject({ method: 'GET', url: '/v2/public_globals' })).json().data;
    for (const key of [
      'job_classifications',
      'tax_id_types',
      'adjustment_types',
      'platform_currencies',
      'job_category_rules',
      'benefit_dependent_genders',
      'benefit_dependent_relationships',
      'valid_redirect_urls',
    ]) {
      expect(g[key].length, key).toBeGreaterThan(0);
    }
    expect(g.analytics).toEqual({ product_key: null, web_key: null });
  });

  it('reflects an admin platform setting, validated against its shape', async () => {
    const admin = await t.login('admin@demo.test');
    const bad = await t.call(admin, {
      method: 'PUT',
      url: '/v2/platform_settings/support_email',
      payload: { value: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
    const ok = await t.call(admin, {
      method: 'PUT',
      url: '/v2/platform_settings/support_email',
      payload: { value: 'help@staffwise.test' },
    });
    expect(ok.statusCode).toBe(200);
    const g = (await t.app.inject({ method: 'GET', url: '/v2/public_globals' })).json().data;
    expect(g.support_email).toBe('help@staffwise.test');
    const partner = await t.login('partner@demo.test');
    expect(
      (
        await t.call(partner, {
          method: 'PUT',
          url: '/v2/platform_settings/support_email',
          payload: { value: 'x@y.z' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('requirements and workers comp codes', () => {
  it('lists required and completed onboarding steps', async () => {
    const res = await t.call(await t.login('newhire@demo.test'), { method: 'GET', url: '/v2/requirements' });
    const body = res.json().data;
    expect(body.required).toEqual(expect.arrayContaining(['form_w4', 'form_i9', 'verification', 'final_acknowledge']));
    expect(body.completed).toEqual([]);
    expect(body.requires_w2_onboard).toBe(true);
  });

  it('serves workers comp codes in the list envelope', async () => {
    const res = await t.call(await t.login('client@demo.test'), {
      method: 'GET',
      url: '/v2/workers_comp_codes?sort=code',
    });
    const body = res.json().data;
    expect(body.total).toBeGreaterThan(0);
    expect(body.data[0]).toMatchObject({ code: '3632' });
  });
});

describe('per-user link grants', () => {
  it('a revoked link disappears from links and its API answers 404', async () => {
    const admin = await t.login('admin@demo.test');
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    await t.database.db.insert(userLinkGrants).values({ userId: adminRow!.id, link: '/admin/users', granted: false });
    const me = (await t.call(admin, { method: 'GET', url: '/v2/user' })).json().data;
    expect(me.links).not.toContain('/admin/users');
    expect(me.base_links).toContain('/admin/users');
    const res = await t.call(admin, { method: 'GET', url: '/v2/users' });
    expect(res.statusCode).toBe(404);
    await t.database.db.delete(userLinkGrants).where(eq(userLinkGrants.userId, adminRow!.id));
  });
});

describe('http surface', () => {
  it('sets security headers and no-store on the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/public_globals' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("allows framing of a partner's host only from its redirect origin", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { host: 'acme.localhost' } });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://acme-staffing.example;");
  });

  it('serves index.html for history routes but never for /v2, /assets or files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/partners/123?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v2/nothing' })).headers['content-type']).toContain(
      'application/json',
    );
  });

  it("serves the build's precompressed copies with immutable caching, the raw file otherwise", async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('gzip bytes');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('gzips large API answers for clients that accept it, and only those', async () => {
    const token = await t.login('admin@demo.test');
    const url = '/v2/timesheets?per_page=100';
    const zipped = await t.call(token, { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(zipped.rawPayload).toString('utf8');
    const plain = await t.call(token, { method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('publishes OpenAPI at /v2/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/v2/user', '/v2/search']));
    const expense = res.json().paths['/v2/expenses/{id}'];
    expect(JSON.stringify(expense.get.responses['200'])).toContain('"receipt"');
    // The success answer, and the error answers every signed-in operation may give (lib/openapi.ts).
    expect(Object.keys(expense.delete.responses)).toEqual(['204', '401', '403', '404', '422']);
    expect(expense.delete.security).toEqual([{ bearerAuth: [] }]);
    const receipt = res.json().paths['/v2/expenses/{id}/receipt'].get.responses['200'];
    expect(JSON.stringify(receipt)).toContain('"format":"binary"');
  });

  it('writes an access log line without the query string', async () => {
    const token = await t.login('partner@demo.test');
    await t.call(token, { method: 'GET', url: '/v2/search?search_type=global&search=secret-term' });
    await t.app.flushAccessLogs();
    const rows = await t.database.executeSql(`select path, status from access_logs where path = '/v2/search'`);
    expect(rows.rows.length).toBeGreaterThan(0);
    const all = await t.database.executeSql(`select path from access_logs where path like '%secret-term%'`);
    expect(all.rows).toEqual([]);
  });

  it('rejects bodies over the size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/user',
      payload: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large');
  });
});
