/**
 * Labor posters (decision 0076), as every user type and another partner's users: platform staff upload
 * PDFs per state, province or country (federal) and archive them; a worker sees those of its current
 * assignments' work locations (Casey works in Austin, Texas) and the federal ones of that country; the
 * list's filters, sort and CSV; the file's short-lived link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaborPosterView } from '@app/domain';
import { createTestApp, fixedClock, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const status = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (await call(who, method, url, payload)).statusCode;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const file = { filename: 'poster.pdf', content_base64: PDF.toString('base64') };

async function upload(body: object, who = 'admin', expected = 201) {
  const res = await call(who, 'POST', '/v2/labor_posters', { ...file, ...body });
  expect(res.statusCode, res.body).toBe(expected);
  return res.json().data as LaborPosterView;
}
async function listed(who: string, query = '') {
  const res = await call(who, 'GET', `/v2/labor_posters?per_page=200${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data as LaborPosterView[];
}

let texas: LaborPosterView;
let california: LaborPosterView;
let federal: LaborPosterView;
let ontario: LaborPosterView;

beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock('2027-03-01') });
});
afterAll(async () => t?.close());

describe('labor posters', () => {
  it('platform staff upload a PDF per state, province or country', async () => {
    texas = await upload({ title: 'Texas Payday Law', country: 'US', region: 'TX' });
    expect(texas).toMatchObject({
      title: 'Texas Payday Law',
      country: 'US',
      region: 'TX',
      jurisdiction: 'Texas',
      filename: 'poster.pdf',
      size_bytes: PDF.length,
      status: 'active',
      uploaded_by: { name: 'Ada Admin' },
    });
    california = await upload({ title: 'California Minimum Wage', country: 'US', region: 'CA' }, 'eor');
    federal = await upload({ title: 'Employee Rights (FLSA)', country: 'US', region: null });
    expect(federal.jurisdiction).toBe('Federal (US)');
    ontario = await upload({ title: 'Employment Standards in Ontario', country: 'CA', region: 'ON' });
    expect(ontario.jurisdiction).toBe('Ontario');
  });

  it('checks the upload: a PDF by its bytes, a real state or province', async () => {
    const png = await call('admin', 'POST', '/v2/labor_posters', {
      title: 'x',
      country: 'US',
      region: 'TX',
      filename: 'x.pdf',
      content_base64: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(8),
      ]).toString('base64'),
    });
    expect(png.statusCode).toBe(422);
    expect(png.json().detail).toEqual([{ loc: ['body', 'content_base64'], msg: 'Upload the poster as a PDF' }]);
    const res = await call('admin', 'POST', '/v2/labor_posters', { ...file, title: 'x', country: 'US', region: 'ON' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'region'], msg: 'Not a US state' }]);
  });

  it('partners, workers, clients and sales partners upload none', async () => {
    for (const who of ['partner', 'contractor', 'client', 'sales'])
      await upload({ title: 'x', country: 'US', region: 'TX' }, who, 403);
  });

  it("a worker sees its work locations' posters and its country's federal ones, no others", async () => {
    const mine = (await listed('contractor')).map((l) => l.id);
    expect(mine).toEqual(expect.arrayContaining([texas.id, federal.id]));
    expect(mine).not.toContain(california.id);
    expect(mine).not.toContain(ontario.id);
    expect(await status('contractor', 'GET', `/v2/labor_posters/${california.id}`)).toBe(404);
    expect(await status('contractor', 'GET', `/v2/labor_posters/${california.id}/file_link`)).toBe(404);
    const link = await call('contractor', 'GET', `/v2/labor_posters/${texas.id}/file_link`);
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().data.file_url as string);
    const served = await t.call(await token('contractor'), { method: 'GET', url: `${url.pathname}${url.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
  });

  it('partners — every partner — see them all, sorted by jurisdiction, filtered, as CSV', async () => {
    for (const who of ['partner', 'partner2', 'recruiter']) {
      const ids = (await listed(who)).map((l) => l.id);
      expect(ids).toEqual(expect.arrayContaining([texas.id, california.id, federal.id, ontario.id]));
    }
    // The demo's posters are there too: only this test's are looked at.
    const ours = new Set([texas.id, california.id, federal.id, ontario.id]);
    const us = (await listed('partner', '&country=US')).filter((l) => ours.has(l.id));
    expect(us.map((l) => l.jurisdiction)).toEqual(['Federal (US)', 'California', 'Texas']);
    const tx = await listed('partner', '&region=TX');
    expect(tx.map((l) => l.id)).toContain(texas.id);
    expect(tx.every((l) => l.region === 'TX')).toBe(true);
    const csv = await call('partner', 'GET', '/v2/labor_posters?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Jurisdiction');
    expect(csv.body).toContain('Texas Payday Law');
  });

  it('staff archive (never delete); an archived poster leaves the active list', async () => {
    const old = await upload({ title: 'Old Texas poster', country: 'US', region: 'TX' });
    expect(await status('partner', 'POST', `/v2/labor_posters/${old.id}/archive`)).toBe(403);
    expect(await status('contractor', 'POST', `/v2/labor_posters/${old.id}/archive`)).toBe(403);
    const res = await call('eor', 'POST', `/v2/labor_posters/${old.id}/archive`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('archived');
    expect(await status('admin', 'POST', `/v2/labor_posters/${old.id}/archive`)).toBe(409);
    expect((await listed('contractor')).map((l) => l.id)).not.toContain(old.id);
    expect((await listed('admin', '&status=archived')).map((l) => l.id)).toContain(old.id);
  });
});

describe('authorization of every route', () => {
  const routes = (): ['GET' | 'POST', string, object?][] => [
    ['GET', '/v2/labor_posters'],
    ['GET', `/v2/labor_posters/${texas.id}`],
    ['GET', `/v2/labor_posters/${texas.id}/file_link`],
    ['POST', '/v2/labor_posters', { ...file, title: 'Auth', country: 'US', region: 'WA' }],
  ];
  const expected: Record<string, number[]> = {
    admin: [200, 200, 200, 201],
    eor: [200, 200, 200, 201],
    partner: [200, 200, 200, 403],
    partner2: [200, 200, 200, 403],
    contractor: [200, 200, 200, 403],
    client: [403, 403, 403, 403],
    sales: [403, 403, 403, 403],
    timesheets: [404, 404, 404, 404],
  };
  for (const who of Object.keys(expected)) {
    it(`as ${who}`, async () => {
      const got: number[] = [];
      for (const [method, url, body] of routes()) got.push(await status(who, method, url, body));
      expect(got).toEqual(expected[who]);
    });
  }
  it("another worker sees its own places' posters: Nina works in Los Angeles", async () => {
    const nina = (await listed('newhire')).map((l) => l.id);
    expect(nina).toEqual(expect.arrayContaining([california.id, federal.id]));
    expect(nina).not.toContain(ontario.id);
    expect(await status('newhire', 'GET', `/v2/labor_posters/${ontario.id}`)).toBe(404);
  });
});
