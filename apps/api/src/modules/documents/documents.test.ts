/**
 * The four document lists (decision 0070), as every user type and another partner's users: who uploads
 * what for whom, who sees which rows (another partner's are 404), content checked by bytes, expiry flags
 * by the app's clock, archive (never delete), the list's filters, sort, count and CSV, and the file link
 * (its user only, for config.fileLinkSeconds).
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentView } from '@app/domain';
import { createTestApp, fixedClock, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
/** Demo logins by the name of their e-mail: partner (Acme owner), partner2 (Beacon owner), initech (Beacon's client)… */
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16)]);
const file = (bytes: Buffer, filename = 'scan.pdf') => ({ filename, content_base64: bytes.toString('base64') });

async function upload(who: string, kind: string, body: object, status = 201) {
  const res = await call(who, 'POST', `/v2/${kind}_documents`, { ...file(PDF), ...body });
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data as DocumentView;
}
async function list(who: string, kind: string, query = '') {
  const res = await call(
    who,
    'GET',
    `/v2/${kind}_documents?${query.includes('per_page') ? '' : 'per_page=200'}${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: DocumentView[]; total: number };
}
const listedIds = async (who: string, kind: string, query = '') => (await list(who, kind, query)).data.map((d) => d.id);
const status = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (await call(who, method, url, payload)).statusCode;

beforeAll(async () => {
  // "Today" is 2027-03-01 for the expiry flags and the links.
  t = await createTestApp({}, { clock: fixedClock('2027-03-01') });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('contractor documents', () => {
  let casey: DocumentView;
  let bruno: DocumentView;

  it('a contractor uploads its own, and names no other contractor', async () => {
    casey = await upload('contractor', 'contractor', { name: "Driver's license", expires_on: '2027-03-20' });
    expect(casey).toMatchObject({
      kind: 'contractor',
      name: "Driver's license",
      content_type: 'application/pdf',
      size_bytes: PDF.length,
      expires_on: '2027-03-20',
      expiring_soon: true,
      expired: false,
      status: 'active',
      owner: { id: ids.casey, name: 'Casey Contractor' },
      partner: { id: ids.acme, name: 'Acme Staffing' },
      uploaded_by: { name: 'Casey Contractor' },
      can_archive: true,
    });
    await upload('contractor', 'contractor', { name: 'x', owner_id: ids.nina }, 404);
  });

  it("its partner's staff name the contractor (required), never another partner's", async () => {
    const res = await call('partner', 'POST', '/v2/contractor_documents', { name: 'Offer letter', ...file(PDF) });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'owner_id'], msg: 'Choose the contractor' }]);
    const byRecruiter = await upload('recruiter', 'contractor', { name: 'Offer letter', owner_id: ids.casey });
    expect(byRecruiter.owner).toEqual({ id: ids.casey, name: 'Casey Contractor' });
    expect(byRecruiter.can_archive).toBe(true);
    await upload('partner', 'contractor', { name: 'x', owner_id: ids.bruno }, 404);
    bruno = await upload('partner2', 'contractor', { name: 'W-9', owner_id: ids.bruno });
    expect(bruno.partner?.id).toBe(ids.beacon);
  });

  it('shows each caller its own rows: staff all, the partner its own, the contractor its own', async () => {
    for (const who of ['admin', 'eor']) {
      expect(await listedIds(who, 'contractor')).toEqual(expect.arrayContaining([casey.id, bruno.id]));
    }
    for (const who of ['partner', 'recruiter']) {
      const seen = await listedIds(who, 'contractor');
      expect(seen).toContain(casey.id);
      expect(seen).not.toContain(bruno.id);
    }
    expect(await listedIds('partner2', 'contractor')).not.toContain(casey.id);
    const own = await list('contractor', 'contractor');
    expect(own.data.every((d) => d.owner?.id === ids.casey)).toBe(true);
    expect(await listedIds('newhire', 'contractor')).not.toContain(casey.id);
  });

  it("answers another partner's users and another contractor 404, and other user types 403", async () => {
    for (const who of ['partner2', 'newhire']) {
      expect(await status(who, 'GET', `/v2/contractor_documents/${casey.id}`)).toBe(404);
      expect(await status(who, 'GET', `/v2/contractor_documents/${casey.id}/file_link`)).toBe(404);
      expect(await status(who, 'POST', `/v2/contractor_documents/${casey.id}/archive`)).toBe(404);
    }
    expect(await status('partner', 'GET', `/v2/contractor_documents/${bruno.id}`)).toBe(404);
    // The page's link: a time_sheet_only user has only Timesheets.
    expect(await status('timesheets', 'GET', '/v2/contractor_documents')).toBe(404);
    for (const who of ['client', 'sales']) {
      expect(await status(who, 'GET', '/v2/contractor_documents')).toBe(403);
      expect(await status(who, 'POST', '/v2/contractor_documents', { name: 'x', ...file(PDF) })).toBe(403);
      expect(await status(who, 'GET', `/v2/contractor_documents/${casey.id}`)).toBe(403);
    }
    // A contractor document is not another kind's.
    expect(await status('admin', 'GET', `/v2/client_documents/${casey.id}`)).toBe(404);
  });

  it("opens the file through a link for the caller only, and not through another partner's session", async () => {
    const res = await call('partner', 'GET', `/v2/contractor_documents/${casey.id}/file_link`);
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().data as { file_url: string; expires_at: string };
    expect(link.expires_at).toBe('2027-03-01T12:05:00.000Z');
    const jwt = new URL(link.file_url).searchParams.get('jwt')!;
    expect(decodeJwt(jwt)).toMatchObject({ exp: Date.parse('2027-03-01T12:05:00Z') / 1000 });
    const path = link.file_url.slice(link.file_url.indexOf('/v2/'));
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
    expect(opened.headers['content-disposition']).toMatch(/^inline; filename="scan.pdf"/);
    const stolen = await t.call(await token('partner2'), { method: 'GET', url: path });
    expect(stolen.statusCode).toBe(403);
    const audited = await t.database.executeSql(
      `select count(*)::int as n from audit_logs where action = 'document_opened' and entity_id = $1`,
      [casey.id],
    );
    expect(audited.rows[0]).toEqual({ n: 1 });
  });

  it('archives, never deletes: a contractor only what it uploaded, staff any', async () => {
    const byPartner = await upload('partner', 'contractor', { name: 'Reference letter', owner_id: ids.casey });
    const seenByCasey = (await list('contractor', 'contractor')).data.find((d) => d.id === byPartner.id)!;
    expect(seenByCasey.can_archive).toBe(false);
    expect(await status('contractor', 'POST', `/v2/contractor_documents/${byPartner.id}/archive`)).toBe(403);
    const archived = await call('contractor', 'POST', `/v2/contractor_documents/${casey.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data).toMatchObject({ status: 'archived', can_archive: false });
    expect(await status('contractor', 'POST', `/v2/contractor_documents/${casey.id}/archive`)).toBe(409);
    expect(await listedIds('partner', 'contractor')).not.toContain(casey.id);
    expect(await listedIds('partner', 'contractor', '&status=archived')).toContain(casey.id);
    // Still readable, and its file still opens.
    expect(await status('partner', 'GET', `/v2/contractor_documents/${casey.id}/file_link`)).toBe(200);
    expect(await status('admin', 'POST', `/v2/contractor_documents/${byPartner.id}/archive`)).toBe(200);
  });
});

describe('uploads are checked by their bytes', () => {
  it('takes a PDF, a PNG or a JPEG whatever its name, and refuses anything else with a clear 422', async () => {
    const png = await upload('contractor', 'contractor', { name: 'Photo ID', ...file(PNG, 'photo.pdf') });
    expect(png.content_type).toBe('image/png');
    const jpeg = await upload('contractor', 'contractor', { name: 'Photo ID', ...file(JPEG, 'photo.jpg') });
    expect(jpeg.content_type).toBe('image/jpeg');
    for (const bytes of [Buffer.from('MZ\x90\x00 not a document'), Buffer.from('<html><script>alert(1)</script>')]) {
      const res = await call('contractor', 'POST', '/v2/contractor_documents', {
        name: 'Renamed',
        ...file(bytes, 'evil.pdf'),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: [{ loc: ['body', 'content_base64'], msg: 'Upload a PDF, PNG or JPEG file' }],
      });
    }
    const big = await call('contractor', 'POST', '/v2/contractor_documents', {
      name: 'Too big',
      filename: 'big.pdf',
      content_base64: 'A'.repeat(Math.ceil(((10 * 1024 * 1024 + 3) * 4) / 3 / 4) * 4),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().detail[0].msg).toBe('The file must be at most 10 MB');
    const unnamed = await call('contractor', 'POST', '/v2/contractor_documents', { name: ' ', ...file(PDF) });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().detail[0].loc).toEqual(['body', 'name']);
  });
});

describe('client documents', () => {
  it("the client's users upload their own; its partner sees them; another partner's client and owner get 404", async () => {
    const doc = await upload('client', 'client', { name: 'Certificate of insurance', expires_on: '2027-02-01' });
    expect(doc).toMatchObject({ owner: { id: ids.globex, name: 'Globex Corporation' }, expired: true });
    const byPartner = await upload('partner', 'client', { name: 'MSA', owner_id: ids.globex });
    expect((await list('client', 'client')).data.map((d) => d.id)).toEqual(
      expect.arrayContaining([doc.id, byPartner.id]),
    );
    expect(await listedIds('partner', 'client')).toContain(doc.id);
    expect(await listedIds('admin', 'client')).toContain(doc.id);
    for (const who of ['partner2', 'initech']) {
      expect(await listedIds(who, 'client')).not.toContain(doc.id);
      expect(await status(who, 'GET', `/v2/client_documents/${doc.id}`)).toBe(404);
      expect(await status(who, 'GET', `/v2/client_documents/${doc.id}/file_link`)).toBe(404);
    }
    await upload('initech', 'client', { name: 'x', owner_id: ids.globex }, 404);
    await upload('partner2', 'client', { name: 'x', owner_id: ids.globex }, 404);
    for (const who of ['contractor', 'sales']) expect(await status(who, 'GET', '/v2/client_documents')).toBe(403);
  });
});

describe('employer documents', () => {
  it("a partner's sensitive roles upload its own; staff any partner's or the platform's", async () => {
    const acme = await upload('partner', 'employer', { name: 'Business license' });
    expect(acme.owner).toEqual({ id: ids.acme, name: 'Acme Staffing' });
    await upload('recruiter', 'employer', { name: 'x' }, 403);
    expect(await listedIds('recruiter', 'employer')).toContain(acme.id);
    const beacon = await upload('admin', 'employer', { name: 'COI', owner_id: ids.beacon });
    const platform = await upload('eor', 'employer', { name: 'EOR registration' });
    expect(platform.owner).toBeNull();
    await upload('admin', 'employer', { name: 'x', owner_id: ids.globex }, 422);
    const acmeSees = await listedIds('partner', 'employer');
    expect(acmeSees).toContain(acme.id);
    expect(acmeSees).not.toContain(beacon.id);
    expect(acmeSees).not.toContain(platform.id);
    expect(await status('partner2', 'GET', `/v2/employer_documents/${acme.id}`)).toBe(404);
    expect(await status('partner', 'POST', `/v2/employer_documents/${beacon.id}/archive`)).toBe(404);
    for (const who of ['client', 'contractor', 'sales']) {
      expect(await status(who, 'GET', '/v2/employer_documents')).toBe(403);
    }
  });
});

describe('credentialing (platform) documents', () => {
  it('platform staff upload them, for every partner or one; partners read them', async () => {
    const all = await upload('admin', 'platform', { name: 'W-9' });
    const forBeacon = await upload('eor', 'platform', { name: 'Beacon packet', owner_id: ids.beacon });
    expect(forBeacon.owner).toEqual({ id: ids.beacon, name: 'Beacon Talent' });
    await upload('partner', 'platform', { name: 'x' }, 403);
    const acmeSees = await listedIds('recruiter', 'platform');
    expect(acmeSees).toContain(all.id);
    expect(acmeSees).not.toContain(forBeacon.id);
    expect(await status('partner', 'GET', `/v2/platform_documents/${forBeacon.id}`)).toBe(404);
    expect(await listedIds('partner2', 'platform')).toEqual(expect.arrayContaining([all.id, forBeacon.id]));
    expect(await status('partner2', 'GET', `/v2/platform_documents/${all.id}/file_link`)).toBe(200);
    expect(await status('partner', 'POST', `/v2/platform_documents/${all.id}/archive`)).toBe(403);
    for (const who of ['client', 'contractor', 'sales']) {
      expect(await status(who, 'GET', '/v2/platform_documents')).toBe(403);
    }
  });
});

describe('the lists', () => {
  it('flag and filter what expires within 30 days, sort by expiry, count, and export CSV', async () => {
    const soon = await upload('admin', 'employer', { name: 'Soon', owner_id: ids.beacon, expires_on: '2027-03-31' });
    const later = await upload('admin', 'employer', { name: 'Later', owner_id: ids.beacon, expires_on: '2027-04-01' });
    const gone = await upload('admin', 'employer', { name: 'Gone', owner_id: ids.beacon, expires_on: '2027-02-28' });
    expect([soon.expiring_soon, later.expiring_soon, gone.expired]).toEqual([true, false, true]);
    const q = `&owner_id=${ids.beacon}`;
    expect(await listedIds('admin', 'employer', `${q}&expiry=expiring_soon`)).toContain(soon.id);
    expect(await listedIds('admin', 'employer', `${q}&expiry=expiring_soon`)).not.toContain(later.id);
    expect(await listedIds('admin', 'employer', `${q}&expiry=expired`)).toEqual([gone.id]);
    const sorted = await listedIds('admin', 'employer', `${q}&sort=expires_on`);
    expect(sorted.indexOf(gone.id)).toBeLessThan(sorted.indexOf(soon.id));
    expect(sorted.indexOf(soon.id)).toBeLessThan(sorted.indexOf(later.id));
    const page = await list('admin', 'employer', `${q}&per_page=2`);
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const csv = await call('admin', 'GET', `/v2/employer_documents?format=csv${q}&sort=expires_on`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(
      'Document,File,Owner,Partner,Expires,Expiring soon,Expired,Status,Uploaded by,Uploaded',
    );
    expect(csv.body).toContain('Soon,scan.pdf,Beacon Talent,Beacon Talent,2027-03-31,Yes,No,active,Ada Admin,');
    const partnerCsv = await call('partner', 'GET', '/v2/employer_documents?format=csv');
    expect(partnerCsv.body.split('\r\n')[0]).not.toContain('Partner');
    expect(await status('partner', 'GET', '/v2/employer_documents?expiry=later')).toBe(422);
  });
});
