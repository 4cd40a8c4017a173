import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { frameOriginOf, inlineScriptHashes, subdomainOfHost } from './security.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const frameAncestorsOn = async (host: string, url = '/dashboard') => {
  const res = await t.app.inject({ method: 'GET', url, headers: { host } });
  return /frame-ancestors ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1];
};

describe('frame-ancestors per host', () => {
  it("lists a partner's redirect origin on its own host only, never on another partner's or the platform's", async () => {
    const owner = await t.login('partner@demo.test');
    const acme = (await t.call(owner, { method: 'GET', url: '/v2/user' })).json().data.partner;
    const patched = await t.call(owner, {
      method: 'PATCH',
      url: `/v2/partners/${acme.id}`,
      payload: { redirect_url: 'https://evil.example/landing' },
    });
    expect(patched.statusCode).toBe(200);

    expect(await frameAncestorsOn('acme.localhost')).toBe("'self' https://evil.example");
    expect(await frameAncestorsOn('ACME.localhost:3000', '/assets/app.js')).toBe("'self' https://evil.example");
    for (const host of ['beacon.localhost', 'localhost', 'localhost:3000', 'app.localhost', 'www.localhost']) {
      expect(await frameAncestorsOn(host)).toBe("'self'");
    }
    // A partner that set no redirect_url, an unknown subdomain, a foreign host and the API: the app only.
    expect(await frameAncestorsOn('nobody.localhost')).toBe("'self'");
    expect(await frameAncestorsOn('acme.other.example')).toBe("'self'");
    expect(await frameAncestorsOn('acme.localhost', '/v2/public_globals')).toBe("'self'");
  });
});

describe('host and origin parsing', () => {
  it('reads the first label under the base domain, leaving the platform its reserved names', () => {
    expect(subdomainOfHost('acme.staffwise.example', 'staffwise.example')).toBe('acme');
    expect(subdomainOfHost('a.b.staffwise.example', 'staffwise.example')).toBe('a');
    expect(subdomainOfHost('staffwise.example', 'staffwise.example')).toBeNull();
    expect(subdomainOfHost('app.staffwise.example', 'staffwise.example')).toBeNull();
    expect(subdomainOfHost('acme.staffwise.example.evil.test', 'staffwise.example')).toBeNull();
    expect(subdomainOfHost('127.0.0.1', 'staffwise.example')).toBeNull();
  });

  it('puts only plain http(s) origins into the header', () => {
    expect(frameOriginOf('https://Partner.example:8443/embed?x=1')).toBe('https://partner.example:8443');
    expect(frameOriginOf('javascript:alert(1)')).toBeNull();
    expect(frameOriginOf('https://a;b.example')).toBeNull();
    expect(frameOriginOf("https://a'b.example")).toBeNull();
    expect(frameOriginOf('not a url')).toBeNull();
    expect(frameOriginOf(null)).toBeNull();
  });
});

describe("the web app's inline script", () => {
  it('is allowed by its hash alone: script-src admits no other inline script', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    const early = '(function(){window.__early={};})();';
    writeFileSync(join(webDist, 'index.html'), `<html><head><script>${early}</script></head><body></body></html>`);
    const app = await createTestApp({ webDist });
    try {
      const page = await app.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(200);
      const scriptSrc = /script-src ([^;]*)/.exec(page.headers['content-security-policy'] as string)?.[1];
      const hash = `'sha256-${createHash('sha256').update(early).digest('base64')}'`;
      expect(scriptSrc).toBe(`'self' ${hash}`);
      expect(scriptSrc).not.toContain('unsafe-inline');
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
    // No built web app (API only): nothing beyond the app's own scripts.
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(inlineScriptHashes(join(tmpdir(), 'no-such-dist'))).toEqual([]);
  });
});
