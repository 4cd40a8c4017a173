import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES as IMAGE_MAX_BYTES } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: { acme: string; beacon: string };
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const ICO = Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(32, 2)]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

beforeAll(async () => {
  t = await createTestApp();
  const p = await t.database.executeSql(`select id, subdomain from partners`);
  ids = {
    acme: String(p.rows.find((r) => r.subdomain === 'acme')!.id),
    beacon: String(p.rows.find((r) => r.subdomain === 'beacon')!.id),
  };
});
afterAll(async () => t?.close());

const upload = async (email: string, bytes: Buffer, extra: object = {}) =>
  t.call(await token(email), {
    method: 'POST',
    url: '/v2/images',
    payload: { purpose: 'logo', filename: 'logo.png', content_base64: bytes.toString('base64'), ...extra },
  });

describe('uploading images', () => {
  it("lets a partner's owner upload PNG, SVG and ICO for its own partner, served publicly with safe headers", async () => {
    const png = await upload('partner@demo.test', PNG);
    expect(png.statusCode).toBe(201);
    expect(png.json().data).toMatchObject({ purpose: 'logo', content_type: 'image/png', partner_id: ids.acme });
    const served = await t.app.inject({ method: 'GET', url: png.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const svg = await upload('partner@demo.test', SVG, { filename: 'logo.txt' });
    expect(svg.json().data.content_type).toBe('image/svg+xml');
    const svgServed = await t.app.inject({ method: 'GET', url: svg.json().data.url });
    expect(svgServed.headers['content-type']).toBe('image/svg+xml');
    expect(svgServed.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");

    const ico = await upload('partner2@demo.test', ICO, { purpose: 'favicon', filename: 'favicon.ico' });
    expect(ico.json().data).toMatchObject({ content_type: 'image/x-icon', purpose: 'favicon', partner_id: ids.beacon });
  });

  it('refuses content that is not PNG, SVG or ICO whatever the name says, and anything over 1 MB', async () => {
    const gif = await upload('partner@demo.test', Buffer.from('GIF89a....'), { filename: 'logo.png' });
    expect(gif.statusCode).toBe(422);
    expect(gif.json().detail[0]).toMatchObject({
      loc: ['body', 'content_base64'],
      msg: 'Upload a PNG, SVG or ICO image',
    });
    const html = await upload('admin@demo.test', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(422);
    const big = await upload('admin@demo.test', Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]));
    expect(big.statusCode).toBe(422);
    expect(big.json().detail[0].msg).toBe('The image must be at most 1 MB');
    const exact = await upload('admin@demo.test', Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES - PNG.length)]), {
      partner_id: ids.acme,
    });
    expect(exact.statusCode).toBe(201);
    const notBase64 = await t.call(await token('admin@demo.test'), {
      method: 'POST',
      url: '/v2/images',
      payload: { purpose: 'logo', filename: 'x.png', content_base64: 'not base64!' },
    });
    expect(notBase64.statusCode).toBe(422);
    const badPurpose = await upload('admin@demo.test', PNG, { purpose: 'receipt' });
    expect(badPurpose.statusCode).toBe(422);
  });

  it('refuses other roles, other partners and other user types', async () => {
    expect((await upload('recruiter@demo.test', PNG)).statusCode).toBe(403);
    expect((await upload('partner2@demo.test', PNG, { partner_id: ids.acme })).statusCode).toBe(404);
    expect((await upload('sales@demo.test', PNG)).statusCode).toBe(403);
    expect((await upload('client@demo.test', PNG)).statusCode).toBe(403);
    expect((await upload('contractor@demo.test', PNG)).statusCode).toBe(403);
    const unknown = await upload('eor@demo.test', PNG, { partner_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(422);
  });

  it('serves only images: unknown ids and private stored files are not found', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/images/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    const key = await t.app.deps.storage.put(Buffer.from('private receipt'));
    const receipt = await t.database.executeSql(
      `insert into stored_files (purpose, filename, content_type, size_bytes, storage_key)
       values ('receipt', 'r.pdf', 'application/pdf', 15, '${key}') returning id`,
    );
    const res = await t.app.inject({ method: 'GET', url: `/v2/images/${String(receipt.rows[0]!.id)}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('a partner logo from an upload', () => {
  it('becomes the white-label logo and favicon of the public globals', async () => {
    const logo = (await upload('partner@demo.test', SVG)).json().data;
    const icon = (await upload('partner@demo.test', ICO, { purpose: 'favicon' })).json().data;
    const res = await t.call(await token('partner@demo.test'), {
      method: 'PATCH',
      url: `/v2/partners/${ids.acme}`,
      payload: { logo_url: logo.url, favicon_url: icon.url },
    });
    expect(res.statusCode).toBe(200);
    const globals = (await t.app.inject({ method: 'GET', url: '/v2/public_globals?subdomain=acme' })).json().data;
    expect(globals).toMatchObject({ white_label_logo_url: logo.url, white_label_favicon_url: icon.url });
    // The login page (the web app's CSP) may load it from our own origin.
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src[^;]*'self'/);
  });

  it("refuses another partner's image and an image that does not exist", async () => {
    const beaconLogo = (await upload('partner2@demo.test', PNG)).json().data;
    const foreign = await t.call(await token('partner@demo.test'), {
      method: 'PATCH',
      url: `/v2/partners/${ids.acme}`,
      payload: { logo_url: beaconLogo.url },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0].loc).toEqual(['body', 'logo_url']);
    const missing = await t.call(await token('admin@demo.test'), {
      method: 'PATCH',
      url: `/v2/partners/${ids.acme}`,
      payload: { favicon_url: '/v2/images/00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(422);
  });
});
