/**
 * The employee handbook (decision 0076), as every user type and another partner's users: staff and a
 * partner's sensitive roles publish versions (PDFs, their SHA-256 kept); the W-2 worker's current
 * handbook is its partner's latest (else the platform's); it acknowledges the exact file (who, when, IP,
 * user agent, the file's SHA-256); staff see who acknowledged which version; a new version asks again.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandbookAckView, HandbookView, MyHandbook } from '@app/domain';
import { createTestApp, fixedClock, type DemoIds, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: DemoIds;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(who), {
    method,
    url,
    headers: { 'user-agent': 'HandbookTest/1.0' },
    ...(payload && { payload }),
  });
const status = async (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (await call(who, method, url, payload)).statusCode;

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\ntrailer<<>>\n%%EOF\n`);
const hash = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const ACME_V1 = pdf('Acme handbook v1');
const ACME_V2 = pdf('Acme handbook v2');
const PLATFORM_V1 = pdf('Platform handbook v1');

async function publish(who: string, body: object, bytes: Buffer, expected = 201) {
  const res = await call(who, 'POST', '/v2/handbooks', {
    filename: 'handbook.pdf',
    content_base64: bytes.toString('base64'),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(expected);
  return res.json().data as HandbookView;
}
async function mine(who = 'contractor') {
  const res = await call(who, 'GET', '/v2/employee_handbook');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MyHandbook;
}

let platform: HandbookView;
let acme1: HandbookView;
let acme2: HandbookView;

beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock('2027-03-01') });
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

describe('publishing', () => {
  it("staff publish the platform's handbook; a partner's owner its own", async () => {
    platform = await publish('admin', { title: 'EOR Employee Handbook' }, PLATFORM_V1);
    // The demo published the platform's version 1 and Acme's: these are the next ones.
    expect(platform).toMatchObject({
      partner: null,
      version: 2,
      title: 'EOR Employee Handbook',
      filename: 'handbook.pdf',
      sha256: hash(PLATFORM_V1),
      current: true,
      acknowledged: 0,
      published_by: { name: 'Ada Admin' },
    });
    acme1 = await publish('partner', { title: 'Acme Handbook' }, ACME_V1);
    expect(acme1).toMatchObject({ partner: { id: ids.acme, name: 'Acme Staffing' }, version: 2 });
  });

  it('refuses other roles, another partner, and anything but a PDF', async () => {
    await publish('recruiter', { title: 'x' }, ACME_V1, 403);
    await publish('partner', { title: 'x', partner_id: ids.beacon }, ACME_V1, 404);
    for (const who of ['contractor', 'client', 'sales']) await publish(who, { title: 'x' }, ACME_V1, 403);
    const png = await call('admin', 'POST', '/v2/handbooks', {
      title: 'x',
      filename: 'x.png',
      content_base64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64'),
    });
    expect(png.statusCode).toBe(422);
    expect(png.json().detail).toEqual([{ loc: ['body', 'content_base64'], msg: 'Upload the handbook as a PDF' }]);
  });

  it("a partner sees its own and the platform's versions, never another partner's", async () => {
    const res = await call('partner2', 'GET', '/v2/handbooks?per_page=100');
    const listed = (res.json().data.data as HandbookView[]).map((h) => h.id);
    expect(listed).toContain(platform.id);
    expect(listed).not.toContain(acme1.id);
    expect(await status('partner2', 'GET', `/v2/handbooks/${acme1.id}`)).toBe(404);
    expect(await status('partner2', 'GET', `/v2/handbooks/${acme1.id}/file_link`)).toBe(404);
    expect(await status('recruiter', 'GET', `/v2/handbooks/${acme1.id}`)).toBe(200);
  });
});

describe("the W-2 worker's handbook", () => {
  it("is its partner's latest version, opened through a short-lived link", async () => {
    const m = await mine();
    expect(m.handbook).toMatchObject({ id: acme1.id, version: 2, sha256: hash(ACME_V1), current: true });
    expect(m.acknowledgement).toBeNull();
    expect(m.previous_version).toBeNull();
    const link = await call('contractor', 'GET', '/v2/employee_handbook/file_link');
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(link.json().data.file_url as string);
    const served = await t.call(await token('contractor'), { method: 'GET', url: `${url.pathname}${url.search}` });
    expect(hash(served.rawPayload)).toBe(acme1.sha256);
  });

  it('is acknowledged for the exact file: who, when, IP, user agent and its SHA-256', async () => {
    const wrongHash = await call('contractor', 'POST', '/v2/employee_handbook/acknowledge', {
      handbook_id: acme1.id,
      sha256: hash(ACME_V2),
    });
    expect(wrongHash.statusCode).toBe(409);
    const wrongVersion = await call('contractor', 'POST', '/v2/employee_handbook/acknowledge', {
      handbook_id: platform.id,
      sha256: platform.sha256,
    });
    expect(wrongVersion.statusCode).toBe(409);
    const res = await call('contractor', 'POST', '/v2/employee_handbook/acknowledge', {
      handbook_id: acme1.id,
      sha256: acme1.sha256,
    });
    expect(res.statusCode, res.body).toBe(200);
    const ack = (res.json().data as MyHandbook).acknowledgement!;
    expect(ack).toMatchObject({
      handbook: { id: acme1.id, title: 'Acme Handbook', version: 2 },
      contractor: { id: ids.casey, name: 'Casey Contractor' },
      partner: { id: ids.acme },
      acknowledged_by: { name: 'Casey Contractor' },
      acknowledged_at: '2027-03-01T12:00:00.000Z',
      ip: '127.0.0.1',
      user_agent: 'HandbookTest/1.0',
      file_sha256: hash(ACME_V1),
    });
    // Twice: the first record stands.
    const again = await call('contractor', 'POST', '/v2/employee_handbook/acknowledge', {
      handbook_id: acme1.id,
      sha256: acme1.sha256,
    });
    expect((again.json().data as MyHandbook).acknowledgement!.id).toBe(ack.id);
  });

  it('staff see who acknowledged which version; another partner sees none of it', async () => {
    const res = await call('partner', 'GET', `/v2/handbook_acknowledgements?handbook_id=${acme1.id}`);
    expect(res.statusCode).toBe(200);
    const acks = res.json().data.data as HandbookAckView[];
    expect(acks.map((a) => a.contractor.name)).toEqual(['Casey Contractor']);
    const detail = await call('admin', 'GET', `/v2/handbooks/${acme1.id}`);
    expect(detail.json().data.acknowledged).toBe(1);
    const beacon = await call('partner2', 'GET', '/v2/handbook_acknowledgements');
    expect((beacon.json().data.data as HandbookAckView[]).map((a) => a.id)).not.toContain(acks[0]!.id);
    const csv = await call('partner', 'GET', '/v2/handbook_acknowledgements?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Casey Contractor');
    expect(csv.body).toContain(hash(ACME_V1));
  });

  it('a new version asks again', async () => {
    acme2 = await publish('partner', { title: 'Acme Handbook 2027' }, ACME_V2);
    expect(acme2.version).toBe(3);
    const m = await mine();
    expect(m.handbook?.id).toBe(acme2.id);
    expect(m.acknowledgement).toBeNull();
    expect(m.previous_version).toBe(2);
    const old = await call('contractor', 'POST', '/v2/employee_handbook/acknowledge', {
      handbook_id: acme1.id,
      sha256: acme1.sha256,
    });
    expect(old.statusCode).toBe(409);
    const list = await call('partner', 'GET', `/v2/handbooks?partner_id=${ids.acme}&sort=-version`);
    expect((list.json().data.data as HandbookView[]).map((h) => [h.version, h.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const current = await call('partner', 'GET', '/v2/handbooks?current=true');
    expect((current.json().data.data as HandbookView[]).map((h) => h.id).sort()).toEqual(
      [acme2.id, platform.id].sort(),
    );
  });
});

describe('authorization of every route', () => {
  const routes = (): ['GET' | 'POST', string, object?][] => [
    ['GET', '/v2/handbooks'],
    ['GET', `/v2/handbooks/${acme1.id}`],
    ['GET', `/v2/handbooks/${acme1.id}/file_link`],
    ['GET', '/v2/handbook_acknowledgements'],
    ['GET', '/v2/employee_handbook'],
    ['GET', '/v2/employee_handbook/file_link'],
    ['POST', '/v2/employee_handbook/acknowledge', { handbook_id: acme2.id, sha256: acme2.sha256 }],
  ];
  const expected: Record<string, number[]> = {
    admin: [200, 200, 200, 200, 403, 403, 403],
    eor: [200, 200, 200, 200, 403, 403, 403],
    partner: [200, 200, 200, 200, 403, 403, 403],
    partner2: [200, 404, 404, 200, 403, 403, 403],
    contractor: [403, 403, 403, 403, 200, 200, 200],
    client: [403, 403, 403, 403, 403, 403, 403],
    sales: [403, 403, 403, 403, 403, 403, 403],
    timesheets: [404, 404, 404, 404, 403, 403, 403],
  };
  for (const who of Object.keys(expected)) {
    it(`as ${who}`, async () => {
      const got: number[] = [];
      for (const [method, url, body] of routes()) got.push(await status(who, method, url, body));
      expect(got).toEqual(expected[who]);
    });
  }
  it('publishing: staff, and a partner’s sensitive roles', async () => {
    expect(
      await status('eor', 'POST', '/v2/handbooks', {
        title: 'x',
        filename: 'x.pdf',
        content_base64: ACME_V1.toString('base64'),
        partner_id: ids.beacon,
      }),
    ).toBe(201);
    expect(
      await status('partner2', 'POST', '/v2/handbooks', {
        title: 'x',
        filename: 'x.pdf',
        content_base64: ACME_V1.toString('base64'),
      }),
    ).toBe(201);
  });
  it('a worker who is not W-2 has no employee handbook (404 by the link)', async () => {
    await t.database.executeSql(`update contractors set classification = 'independent_contractor' where id = $1`, [
      ids.casey,
    ]);
    try {
      const fresh = await t.login('contractor@demo.test');
      const res = await t.call(fresh, { method: 'GET', url: '/v2/employee_handbook' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.database.executeSql(`update contractors set classification = 'w-2' where id = $1`, [ids.casey]);
    }
  });
});

describe('two publishes at once', () => {
  it('number their versions one after the other, neither refused (the owner is locked while numbering)', async () => {
    const [a, b] = await Promise.all([
      publish('partner2', { title: 'Beacon Handbook A' }, pdf('Beacon handbook A')),
      publish('partner2', { title: 'Beacon Handbook B' }, pdf('Beacon handbook B')),
    ]);
    expect(Math.abs(a.version - b.version)).toBe(1);
  });
});
