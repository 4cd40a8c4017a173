/**
 * The file endpoint (/v2/files/:id?jwt=…; decision 0070): a link serves its one file to its one user for
 * config.fileLinkSeconds by the app's clock, inline as the type its bytes are, never cached; it is refused
 * once expired, for another file, with a bad signature, as a session token, after its session's logout,
 * and when the request carries another user's session (bearer header or the web app's cookie).
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { signFileLink } from '../../lib/file-links.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let at = new Date('2027-03-01T12:00:00Z');
const clock: Clock = { now: () => new Date(at) };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const files = { pdf: '', text: '' };

const sql = async (text: string, values: unknown[] = []) =>
  (await t.database.executeSql(text, values)).rows as Record<string, unknown>[];

async function storeFile(bytes: Buffer, filename: string, contentType: string) {
  const key = await t.app.deps.storage.put(bytes);
  const [row] = await sql(
    `insert into stored_files (purpose, filename, content_type, size_bytes, storage_key)
     values ('test', $1, $2, $3, $4) returning id`,
    [filename, contentType, bytes.length, key],
  );
  return String(row!.id);
}

/** A link minted for the session behind `token` (its user and session id). */
async function linkFor(token: string, fileId: string) {
  const { sub, sid } = decodeJwt(token) as { sub: string; sid: string };
  return signFileLink(t.app.deps, { userId: sub, sessionId: sid, fileId });
}
const path = (url: string) => url.slice(url.indexOf('/v2/'));
const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path(url), headers });

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  files.pdf = await storeFile(PDF, 'Certificate of insurance.pdf', 'application/pdf');
  files.text = await storeFile(Buffer.from('plain notes'), 'notes.txt', 'text/plain');
});
afterAll(async () => t?.close());

describe('the file endpoint', () => {
  it('is what the public globals advertise', async () => {
    const globals = (await t.app.inject({ method: 'GET', url: '/v2/public_globals' })).json().data;
    expect(globals.api_file_endpoint).toBe(`${t.config.publicUrl}/v2/files`);
    expect(globals.api_file_endpoint_v2).toBe(`${t.config.publicUrl}/v2/files`);
  });

  it("serves the file inline to the link's user, never cached, for config.fileLinkSeconds", async () => {
    const token = await t.loginAs('partner');
    const link = await linkFor(token, files.pdf);
    expect(link.file_url.startsWith(`${t.config.publicUrl}/v2/files/${files.pdf}?jwt=`)).toBe(true);
    expect(Date.parse(link.expires_at) - at.getTime()).toBe(t.config.fileLinkSeconds * 1000);
    const claims = decodeJwt(new URL(link.file_url).searchParams.get('jwt')!);
    expect(claims.exp! - claims.iat!).toBe(300);
    // The storage key never travels: the link names the stored file's id only.
    const [stored] = await sql(`select storage_key from stored_files where id = $1`, [files.pdf]);
    const key = String(stored!.storage_key);
    expect(link.file_url).not.toContain(key);
    expect(JSON.stringify(claims)).not.toContain(key);

    const res = await open(link.file_url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Certificate of insurance.pdf"; filename*=UTF-8''Certificate%20of%20insurance.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // With the same user's session cookie (the web app's tab) it works too.
    const cookie = `auth._token.local=${encodeURIComponent(`Bearer ${token}`)}`;
    expect((await open(link.file_url, { cookie })).statusCode).toBe(200);
  });

  it('sends what is not a document as an attachment that cannot run', async () => {
    const link = await linkFor(await t.loginAs('admin'), files.text);
    const res = await open(link.file_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('stops working once it expires', async () => {
    const link = await linkFor(await t.loginAs('partner'), files.pdf);
    const minted = at;
    at = new Date(minted.getTime() + 299_000);
    expect((await open(link.file_url)).statusCode).toBe(200);
    at = new Date(minted.getTime() + 301_000);
    const res = await open(link.file_url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'This link has expired or is not valid. Open the document again from its page.',
    });
    at = minted;
  });

  it("refuses another user's session, by bearer header or cookie", async () => {
    const link = await linkFor(await t.loginAs('contractor'), files.pdf);
    const other = await t.login('partner2@demo.test');
    const byHeader = await open(link.file_url, { authorization: `Bearer ${other}` });
    expect(byHeader.statusCode).toBe(403);
    expect(byHeader.json()).toEqual({ message: 'This link was issued to another user' });
    const byCookie = await open(link.file_url, {
      cookie: `auth._token.local=${encodeURIComponent(`Bearer ${other}`)}`,
    });
    expect(byCookie.statusCode).toBe(403);
  });

  it('refuses a link for another file, a forged or altered one, and a session token', async () => {
    const token = await t.loginAs('partner');
    const link = await linkFor(token, files.pdf);
    const jwt = new URL(link.file_url).searchParams.get('jwt')!;
    expect((await open(`/v2/files/${files.text}?jwt=${jwt}`)).statusCode).toBe(401);
    const [h, p, s] = jwt.split('.');
    const altered = `${h}.${Buffer.from(JSON.stringify({ ...decodeJwt(jwt), fid: files.text })).toString('base64url')}.${s}`;
    expect((await open(`/v2/files/${files.text}?jwt=${altered}`)).statusCode).toBe(401);
    expect((await open(`/v2/files/${files.pdf}?jwt=${h}.${p}.${'A'.repeat(43)}`)).statusCode).toBe(401);
    // The session token itself is not a link, even for its own user.
    expect((await open(`/v2/files/${files.pdf}?jwt=${token}`)).statusCode).toBe(401);
    expect((await open(`/v2/files/${files.pdf}`)).statusCode).toBe(422);
  });

  it('ends with its session: after logout the link is refused', async () => {
    const token = await t.login('recruiter@demo.test');
    const link = await linkFor(token, files.pdf);
    expect((await open(link.file_url)).statusCode).toBe(200);
    const out = await t.call(token, { method: 'POST', url: '/v2/user/logout' });
    expect(out.statusCode).toBeLessThan(300);
    expect((await open(link.file_url)).statusCode).toBe(401);
  });
});
