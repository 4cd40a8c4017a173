import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: { acme: string; beacon: string; summit: string };
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
  const p = await t.database.executeSql(`select id, subdomain, sales_partner_id from partners`);
  const acme = p.rows.find((r) => r.subdomain === 'acme')!;
  ids = {
    acme: String(acme.id),
    beacon: String(p.rows.find((r) => r.subdomain === 'beacon')!.id),
    summit: String(acme.sales_partner_id),
  };
});
afterAll(async () => t?.close());

const get = async (email: string, url: string) => t.call(await token(email), { method: 'GET', url });
const names = async (email: string, url = '/v2/partners') =>
  ((await get(email, url)).json().data.data as { name: string }[]).map((c) => c.name).sort();
const patch = async (email: string, id: string, body: object) =>
  t.call(await token(email), { method: 'PATCH', url: `/v2/partners/${id}`, payload: body });
const create = async (email: string, body: object) =>
  t.call(await token(email), { method: 'POST', url: '/v2/partners', payload: body });
const address = { street_address_line_1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' };

describe('who sees which partners', () => {
  it('scopes the list per user type and tenant', async () => {
    const both = ['Acme Staffing', 'Beacon Talent'];
    expect(await names('admin@demo.test')).toEqual(both);
    expect(await names('eor@demo.test')).toEqual(both);
    expect(await names('partner@demo.test')).toEqual(['Acme Staffing']);
    expect(await names('recruiter@demo.test')).toEqual(['Acme Staffing']);
    expect(await names('partner2@demo.test')).toEqual(['Beacon Talent']);
    // Summit referred Acme only.
    expect(await names('sales@demo.test')).toEqual(['Acme Staffing']);
    expect((await get('client@demo.test', '/v2/partners')).statusCode).toBe(403);
    expect((await get('contractor@demo.test', '/v2/partners')).statusCode).toBe(403);
    // A time_sheet_only user holds no /partners link: not found, like the page.
    expect((await get('timesheets@demo.test', '/v2/partners')).statusCode).toBe(404);
  });

  it("answers 404 for a partner outside the caller's scope", async () => {
    expect((await get('partner2@demo.test', `/v2/partners/${ids.acme}`)).statusCode).toBe(404);
    expect((await get('partner@demo.test', `/v2/partners/${ids.beacon}`)).statusCode).toBe(404);
    expect((await get('recruiter@demo.test', `/v2/partners/${ids.beacon}`)).statusCode).toBe(404);
    expect((await get('sales@demo.test', `/v2/partners/${ids.beacon}`)).statusCode).toBe(404);
    expect((await get('client@demo.test', `/v2/partners/${ids.acme}`)).statusCode).toBe(403);
    expect((await get('contractor@demo.test', `/v2/partners/${ids.acme}`)).statusCode).toBe(403);
    const own = (await get('partner@demo.test', `/v2/partners/${ids.acme}`)).json().data;
    expect(own).toMatchObject({
      name: 'Acme Staffing',
      subdomain: 'acme',
      sales_partner: { id: ids.summit, name: 'Summit Referrals' },
      is_canada_enabled: true,
      corp_to_corp_enabled: true,
      product_line: 'Eor',
      funding: 'Funded',
      contact_email: 'ops@acme-staffing.example',
    });
  });

  it('keeps foreign partners out of CSV exports', async () => {
    const csv = (await get('partner2@demo.test', '/v2/partners?format=csv')).body;
    expect(csv).toContain('Beacon Talent');
    expect(csv).not.toContain('Acme Staffing');
    const sales = (await get('sales@demo.test', '/v2/partners?format=csv')).body;
    expect(sales).toContain('Acme Staffing');
    expect(sales).not.toContain('Beacon Talent');
  });

  it('masks the EIN for everyone and leaves it out altogether for sales partners', async () => {
    for (const email of ['admin@demo.test', 'eor@demo.test', 'partner@demo.test', 'recruiter@demo.test']) {
      const body = (await get(email, `/v2/partners/${ids.acme}`)).body;
      expect(JSON.parse(body).data.tax_id).toEqual({ type: 'ein', masked: '**-***4567', last4: '4567' });
      expect(body).not.toContain('741234567');
      expect(body).not.toContain('74-1234567');
    }
    const sales = (await get('sales@demo.test', `/v2/partners/${ids.acme}`)).json().data;
    expect(sales).not.toHaveProperty('tax_id');
    const list = (await get('sales@demo.test', '/v2/partners')).json().data.data as object[];
    expect(list.every((p) => !('tax_id' in p))).toBe(true);
  });

  it('lets staff list the partners a sales partner referred, and nobody else filter', async () => {
    expect(await names('admin@demo.test', `/v2/partners?sales_partner_id=${ids.summit}`)).toEqual(['Acme Staffing']);
    expect(await names('eor@demo.test', `/v2/partners?sales_partner_id=${ids.summit}`)).toEqual(['Acme Staffing']);
    const res = await get('sales@demo.test', `/v2/partners?sales_partner_id=${ids.summit}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['querystring', 'sales_partner_id']);
  });

  it('sorts, pages and searches', async () => {
    const desc = (await get('admin@demo.test', '/v2/partners?sort=-name&per_page=1')).json().data;
    expect(desc.total).toBe(2);
    expect(desc.data.map((p: { name: string }) => p.name)).toEqual(['Beacon Talent']);
    expect(await names('admin@demo.test', '/v2/partners?search=acm')).toEqual(['Acme Staffing']);
  });
});

describe('creating partners', () => {
  it('lets admin create a partner with its flags, EIN and an invited owner who can then sign in', async () => {
    const res = await create('admin@demo.test', {
      name: 'Cobalt Crew',
      subdomain: 'Cobalt-Crew',
      sales_partner_id: ids.summit,
      product_line: 'Self-Employer',
      funding: 'Self funded',
      self_employer: true,
      self_funded: true,
      corp_to_corp_enabled: true,
      contact_name: 'Cora Cobalt',
      contact_email: 'Ops@Cobalt.example',
      phone: '+1 512 555 0100',
      address,
      tax_id: { type: 'ein', value: '12-3456789' },
      payroll_frequency: 'biweekly',
      owner: { first_name: 'Cora', last_name: 'Cobalt', email: 'cora@cobalt.example' },
    });
    expect(res.statusCode).toBe(201);
    const partner = res.json().data;
    expect(partner).toMatchObject({
      name: 'Cobalt Crew',
      subdomain: 'cobalt-crew',
      sales_partner: { id: ids.summit, name: 'Summit Referrals' },
      product_line: 'Self-Employer',
      self_employer: true,
      self_approve: false,
      contact_email: 'ops@cobalt.example',
      address: { city: 'Austin', country: 'US' },
      tax_id: { type: 'ein', masked: '**-***6789', last4: '6789' },
      payroll_frequency: 'biweekly',
      active: true,
    });
    expect(res.body).not.toContain('3456789');
    const stored = await t.database.executeSql(`select tax_id_ciphertext from partners where id = '${partner.id}'`);
    expect(String(stored.rows[0]!.tax_id_ciphertext)).not.toContain('3456789');

    const invite = t.lastLinkToken('cora@cobalt.example', '/forgot_password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v2/user/reset-password',
      payload: { token: invite, password: 'cobalt-password' },
    });
    expect(reset.statusCode).toBe(200);
    const owner = await t.login('cora@cobalt.example', 'cobalt-password');
    const me = await t.call(owner, { method: 'GET', url: '/v2/user' });
    expect(me.json().data).toMatchObject({ user_type: 'partner', role: 'owner' });
    expect((await t.call(owner, { method: 'GET', url: `/v2/partners/${partner.id}` })).statusCode).toBe(200);
    expect((await t.call(owner, { method: 'GET', url: `/v2/partners/${ids.acme}` })).statusCode).toBe(404);
    // Summit referred it: its sales partner now sees it too; Acme and Beacon never do.
    expect(await names('sales@demo.test')).toContain('Cobalt Crew');
    expect(await names('partner@demo.test')).not.toContain('Cobalt Crew');
    const audit = await t.database.executeSql(
      `select metadata from audit_logs where action = 'partner_created' and entity_id = '${partner.id}'`,
    );
    expect(audit.rows[0]!.metadata).toMatchObject({ owner_invited: true });
  });

  it('refuses everyone but admin and eor', async () => {
    expect((await create('eor@demo.test', { name: 'Eor Made' })).statusCode).toBe(201);
    for (const email of ['partner@demo.test', 'partner2@demo.test', 'client@demo.test', 'contractor@demo.test']) {
      expect((await create(email, { name: 'Nope' })).statusCode).toBe(403);
    }
    expect((await create('sales@demo.test', { name: 'Nope' })).statusCode).toBe(403);
    expect(await names('admin@demo.test')).not.toContain('Nope');
  });

  it('answers 409 for a taken subdomain or owner e-mail, 422 for bad input, and writes nothing', async () => {
    const before = (await get('admin@demo.test', '/v2/partners')).json().data.total;
    const taken = await create('admin@demo.test', { name: 'Copy', subdomain: 'acme' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The subdomain acme is already taken');
    const dupOwner = await create('admin@demo.test', {
      name: 'Copy',
      owner: { first_name: 'A', last_name: 'B', email: 'partner@demo.test' },
    });
    expect(dupOwner.statusCode).toBe(409);
    const bad = await create('admin@demo.test', {
      name: '',
      subdomain: 'no_underscores',
      product_line: 'Other',
      redirect_url: 'javascript:alert(1)',
      logo_url: 'http://insecure.example/logo.png',
      tax_id: { type: 'ssn', value: '123-45-6789' },
      address: { ...address, zipcode: '7870' },
    });
    expect(bad.statusCode).toBe(422);
    const locs = (bad.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.'));
    expect(locs).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.subdomain',
        'body.product_line',
        'body.redirect_url',
        'body.logo_url',
        'body.tax_id.type',
        'body.address.zipcode',
      ]),
    );
    const reserved = await create('admin@demo.test', { name: 'Platform', subdomain: 'app' });
    expect(reserved.statusCode).toBe(422);
    const unknownSales = await create('admin@demo.test', {
      name: 'Orphan',
      sales_partner_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownSales.statusCode).toBe(422);
    expect(unknownSales.json().detail[0].loc).toEqual(['body', 'sales_partner_id']);
    expect((await get('admin@demo.test', '/v2/partners')).json().data.total).toBe(before);
  });
});

describe('changing partners', () => {
  it('lets staff change flags, product line, funding and subdomain', async () => {
    const res = await patch('eor@demo.test', ids.beacon, {
      self_approve: true,
      is_payroll_disabled: true,
      funding: 'Funded',
      subdomain: 'beacon',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ self_approve: true, is_payroll_disabled: true, funding: 'Funded' });
    expect((await patch('admin@demo.test', ids.beacon, { subdomain: 'acme' })).statusCode).toBe(409);
  });

  it('lets staff set the platform fee and write-off threshold, which the partner reads and a sales partner never sees', async () => {
    const res = await patch('admin@demo.test', ids.beacon, {
      platform_fee_basis: 'per_invoice',
      platform_fee_amount: '15',
      write_off_threshold: '10.00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      platform_fee_basis: 'per_invoice',
      platform_fee_amount: '15.00',
      write_off_threshold: '10.00',
    });
    expect((await patch('admin@demo.test', ids.beacon, { platform_fee_amount: '-1' })).statusCode).toBe(422);
    const own = await patch('partner2@demo.test', ids.beacon, { platform_fee_amount: '0' });
    expect(own.statusCode).toBe(403);
    expect((await get('partner2@demo.test', `/v2/partners/${ids.beacon}`)).json().data.platform_fee_amount).toBe(
      '15.00',
    );
    const referred = (await get('sales@demo.test', `/v2/partners/${ids.acme}`)).json().data;
    expect(referred.platform_fee_basis).toBeUndefined();
  });

  it("lets a partner's owner change its branding and contacts, but no flag, naming the refused fields", async () => {
    const ok = await patch('partner@demo.test', ids.acme, {
      dark_mode: false,
      white_label_brand_name: 'Acme Talent',
      redirect_url: 'https://acme.example/welcome',
      contact_name: 'Paula P.',
      phone: '(512) 555-0199',
      address,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      dark_mode: false,
      white_label_brand_name: 'Acme Talent',
      contact_name: 'Paula P.',
      address: { city: 'Austin' },
    });
    // The login page on acme's subdomain now shows the white-label name.
    const globals = (await t.app.inject({ method: 'GET', url: '/v2/public_globals?subdomain=acme' })).json().data;
    expect(globals.white_label_brand_name).toBe('Acme Talent');
    const flags = await patch('partner@demo.test', ids.acme, { self_employer: true, subdomain: 'acme2', name: 'X' });
    expect(flags.statusCode).toBe(403);
    expect(flags.json().message).toBe('Only platform staff may change name, subdomain, self_employer');
    const salesRef = await patch('partner@demo.test', ids.acme, { sales_partner_id: null });
    expect(salesRef.statusCode).toBe(403);
    expect(salesRef.json().message).toContain('sales_partner_id');
  });

  it('refuses other roles, other partners, sales partners, clients and contractors', async () => {
    expect((await patch('recruiter@demo.test', ids.acme, { dark_mode: true })).statusCode).toBe(403);
    expect((await patch('partner2@demo.test', ids.acme, { dark_mode: true })).statusCode).toBe(404);
    expect((await patch('partner@demo.test', ids.beacon, { dark_mode: true })).statusCode).toBe(404);
    expect((await patch('sales@demo.test', ids.acme, { dark_mode: true })).statusCode).toBe(403);
    expect((await patch('sales@demo.test', ids.beacon, { dark_mode: true })).statusCode).toBe(404);
    expect((await patch('client@demo.test', ids.acme, { dark_mode: true })).statusCode).toBe(403);
    expect((await patch('contractor@demo.test', ids.acme, { dark_mode: true })).statusCode).toBe(403);
    expect((await patch('admin@demo.test', ids.acme, { owner: {} })).statusCode).toBe(422);
  });

  it('audits the change by field name, never the tax id', async () => {
    const res = await patch('admin@demo.test', ids.acme, { tax_id: { type: 'ein', value: '98-7654321' } });
    expect(res.json().data.tax_id.last4).toBe('4321');
    const rows = await t.database.executeSql(
      `select metadata::text as m from audit_logs where action = 'partner_updated' and entity_id = '${ids.acme}'`,
    );
    const texts = rows.rows.map((r) => String(r.m));
    expect(texts.some((m) => m.includes('tax_id'))).toBe(true);
    expect(texts.join()).not.toContain('7654321');
  });
});

describe("a partner's brand colour", () => {
  const globalsOf = async (subdomain?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: subdomain ? `/v2/public_globals?subdomain=${subdomain}` : '/v2/public_globals',
      })
    ).json().data;

  it("is set by the partner's owner as #RRGGBB, stored in lower case, audited from and to, and served on its subdomain", async () => {
    const before = (await get('partner@demo.test', `/v2/partners/${ids.acme}`)).json().data.brand_color;
    const res = await patch('partner@demo.test', ids.acme, { brand_color: '#0B7285' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.brand_color).toBe('#0b7285');
    expect((await globalsOf('acme')).white_label_brand_color).toBe('#0b7285');
    const audit = await t.database.executeSql(
      `select metadata from audit_logs where action = 'partner_updated' and entity_id = '${ids.acme}'
       and metadata::text like '%brand_color%' order by created_at desc limit 1`,
    );
    expect(audit.rows[0]!.metadata).toMatchObject({
      fields: ['brand_color'],
      brand_color: { from: before, to: '#0b7285' },
    });
    // Cleared, the subdomain falls back to the platform's colours.
    expect((await patch('partner@demo.test', ids.acme, { brand_color: null })).json().data.brand_color).toBeNull();
    expect((await globalsOf('acme')).white_label_brand_color).toBeNull();
    expect((await patch('partner@demo.test', ids.acme, { brand_color: before })).statusCode).toBe(200);
  });

  it('is set by admin and EOR staff for any partner', async () => {
    expect((await patch('admin@demo.test', ids.beacon, { brand_color: '#2f9e44' })).json().data.brand_color).toBe(
      '#2f9e44',
    );
    expect((await globalsOf('beacon')).white_label_brand_color).toBe('#2f9e44');
    expect((await patch('eor@demo.test', ids.beacon, { brand_color: null })).json().data.brand_color).toBeNull();
  });

  it('refuses anything but #RRGGBB with a 422 naming the field, and changes nothing', async () => {
    for (const bad of ['red', '#fff', '1c7ed6', '#1c7ed6ff', '#gg0000', 'rgb(0,0,0)', '', 12]) {
      const res = await patch('partner@demo.test', ids.acme, { brand_color: bad });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'brand_color'] });
      expect(typeof res.json().detail[0].msg).toBe('string');
    }
    expect((await globalsOf('acme')).white_label_brand_color).toBe('#6741d9');
  });

  it("is refused to the partner's other roles, another partner's owner, sales partners, clients and contractors", async () => {
    const body = { brand_color: '#000000' };
    expect((await patch('recruiter@demo.test', ids.acme, body)).statusCode).toBe(403);
    expect((await patch('timesheets@demo.test', ids.acme, body)).statusCode).toBe(404);
    expect((await patch('partner2@demo.test', ids.acme, body)).statusCode).toBe(404);
    expect((await patch('sales@demo.test', ids.acme, body)).statusCode).toBe(403);
    expect((await patch('client@demo.test', ids.acme, body)).statusCode).toBe(403);
    expect((await patch('contractor@demo.test', ids.acme, body)).statusCode).toBe(403);
    expect((await globalsOf('acme')).white_label_brand_color).toBe('#6741d9');
  });

  it('is served by host: the partner subdomain its own, the platform domain and unknown subdomains none', async () => {
    expect((await globalsOf('acme')).white_label_brand_color).toBe('#6741d9');
    expect((await globalsOf('ACME')).white_label_brand_color).toBe('#6741d9');
    expect((await globalsOf()).white_label_brand_color).toBeNull();
    expect((await globalsOf('nobody')).white_label_brand_color).toBeNull();
  });
});
