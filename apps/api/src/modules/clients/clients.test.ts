import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ids: { globex: string; initech: string; acme: string; beacon: string };
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
  const c = await t.database.executeSql(`select id, name from clients`);
  const p = await t.database.executeSql(`select id, subdomain from partners`);
  ids = {
    globex: String(c.rows.find((r) => r.name === 'Globex Corporation')!.id),
    initech: String(c.rows.find((r) => r.name === 'Initech')!.id),
    acme: String(p.rows.find((r) => r.subdomain === 'acme')!.id),
    beacon: String(p.rows.find((r) => r.subdomain === 'beacon')!.id),
  };
});
afterAll(async () => t?.close());

const get = async (email: string, url: string) => t.call(await token(email), { method: 'GET', url });
const names = async (email: string, url = '/v2/clients') =>
  ((await get(email, url)).json().data.data as { name: string }[]).map((c) => c.name).sort();
const address = {
  street_address_line_1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  country: 'US',
};

describe('who sees which clients', () => {
  it('scopes the list per user type and tenant', async () => {
    const acme = ['Globex Corporation', 'Stark Logistics', 'Umbrella Health'];
    const beacon = ['Initech', 'Wayne Foods'];
    expect(await names('admin@demo.test')).toEqual([...acme, ...beacon].sort());
    expect(await names('eor@demo.test')).toEqual([...acme, ...beacon].sort());
    expect(await names('partner@demo.test')).toEqual(acme);
    expect(await names('partner2@demo.test')).toEqual(beacon);
    expect(await names('sales@demo.test')).toEqual(acme);
    expect(await names('client@demo.test')).toEqual(['Globex Corporation']);
  });

  it("answers 404 for another tenant's client, and 403 to contractors", async () => {
    expect((await get('partner2@demo.test', `/v2/clients/${ids.globex}`)).statusCode).toBe(404);
    expect((await get('partner@demo.test', `/v2/clients/${ids.initech}`)).statusCode).toBe(404);
    expect((await get('initech@demo.test', `/v2/clients/${ids.globex}`)).statusCode).toBe(404);
    expect((await get('sales@demo.test', `/v2/clients/${ids.initech}`)).statusCode).toBe(404);
    expect((await get('partner@demo.test', `/v2/clients/${ids.globex}`)).json().data).toMatchObject({
      name: 'Globex Corporation',
      partner: { id: ids.acme, name: 'Acme Staffing' },
      payment_terms_net_days: 30,
    });
    expect((await get('contractor@demo.test', '/v2/clients')).statusCode).toBe(403);
  });

  it('keeps foreign clients out of CSV exports', async () => {
    const csv = (await get('partner@demo.test', '/v2/clients?format=csv')).body;
    expect(csv).toContain('Globex Corporation');
    expect(csv).not.toContain('Initech');
  });

  it('lets only staff filter by partner', async () => {
    expect(await names('admin@demo.test', `/v2/clients?partner_id=${ids.beacon}`)).toEqual(['Initech', 'Wayne Foods']);
    const res = await get('partner@demo.test', `/v2/clients?partner_id=${ids.beacon}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['querystring', 'partner_id']);
  });
});

describe('creating clients', () => {
  const create = async (email: string, body: object) =>
    t.call(await token(email), { method: 'POST', url: '/v2/clients', payload: body });

  it('creates a client for the partner and invites its owner by e-mail', async () => {
    const res = await create('partner@demo.test', {
      name: 'Hooli',
      payment_terms_net_days: 45,
      billing_email: 'AP@hooli.example',
      address: { ...address, state: 'tx', zipcode: '78701-1234' },
      can_create_assignment: true,
      owner: { first_name: 'Gavin', last_name: 'Belson', email: 'gavin@hooli.example' },
    });
    expect(res.statusCode).toBe(201);
    const client = res.json().data;
    expect(client).toMatchObject({
      name: 'Hooli',
      partner: { id: ids.acme },
      payment_terms_net_days: 45,
      billing_email: 'ap@hooli.example',
      address: { state: 'TX', zipcode: '78701-1234', country: 'US', street_address_line_2: null },
      can_create_assignment: true,
    });
    // The owner sets a password through the invite and signs in as the new client.
    const invite = t.lastLinkToken('gavin@hooli.example', '/forgot_password');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v2/user/reset-password',
          payload: { token: invite, password: 'hooli-password' },
        })
      ).statusCode,
    ).toBe(200);
    const me = await t.call(await t.login('gavin@hooli.example', 'hooli-password'), { method: 'GET', url: '/v2/user' });
    expect(me.json().data).toMatchObject({ user_type: 'client', role: 'owner', client: { id: client.id } });
    // Beacon never sees it.
    expect(await names('partner2@demo.test')).not.toContain('Hooli');
    expect((await get('partner2@demo.test', `/v2/clients/${client.id}`)).statusCode).toBe(404);
  });

  it('makes staff name the partner, and refuses clients, contractors and non-managing roles', async () => {
    const noPartner = await create('admin@demo.test', { name: 'Pied Piper' });
    expect(noPartner.statusCode).toBe(422);
    expect(noPartner.json().detail[0].loc).toEqual(['body', 'partner_id']);
    const ok = await create('eor@demo.test', { name: 'Pied Piper', partner_id: ids.beacon });
    expect(ok.json().data.partner.name).toBe('Beacon Talent');
    expect((await create('client@demo.test', { name: 'X' })).statusCode).toBe(403);
    expect((await create('contractor@demo.test', { name: 'X' })).statusCode).toBe(403);
    expect((await create('sales@demo.test', { name: 'X' })).statusCode).toBe(403);
    // A time_sheet_only user has no /create_client link: the page and the API are not found.
    expect((await create('timesheets@demo.test', { name: 'X' })).statusCode).toBe(404);
  });

  it('validates the body and writes nothing on error', async () => {
    const before = (await get('admin@demo.test', '/v2/clients')).json().data.total;
    const bad = await create('partner@demo.test', {
      name: '',
      payment_terms_net_days: 500,
      billing_email: 'nope',
      address: { ...address, zipcode: '7870' },
    });
    expect(bad.statusCode).toBe(422);
    const locs = (bad.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.'));
    expect(locs).toEqual(
      expect.arrayContaining([
        'body.name',
        'body.payment_terms_net_days',
        'body.billing_email',
        'body.address.zipcode',
      ]),
    );
    const dup = await create('partner@demo.test', {
      name: 'Dup Co',
      owner: { first_name: 'A', last_name: 'B', email: 'client@demo.test' },
    });
    expect(dup.statusCode).toBe(409);
    expect((await get('admin@demo.test', '/v2/clients')).json().data.total).toBe(before);
  });
});

describe('changing clients', () => {
  const patch = async (email: string, id: string, body: object) =>
    t.call(await token(email), { method: 'PATCH', url: `/v2/clients/${id}`, payload: body });

  it("lets the partner change anything on its own clients, and nothing on another partner's", async () => {
    const res = await patch('partner@demo.test', ids.globex, {
      payment_terms_net_days: 15,
      requires_signature_for_approval: true,
    });
    expect(res.json().data).toMatchObject({ payment_terms_net_days: 15, requires_signature_for_approval: true });
    expect((await patch('partner2@demo.test', ids.globex, { name: 'Hacked' })).statusCode).toBe(404);
  });

  it("lets the client's owner change its own details but not its flags or terms", async () => {
    const ok = await patch('client@demo.test', ids.globex, {
      billing_email: 'ap@globex.example',
      address: { ...address, country: 'CA', state: 'ON', zipcode: 'm5j2n8', city: 'Toronto' },
    });
    expect(ok.json().data).toMatchObject({ billing_email: 'ap@globex.example', address: { zipcode: 'M5J 2N8' } });
    const flags = await patch('client@demo.test', ids.globex, { can_create_assignment: false });
    expect(flags.statusCode).toBe(403);
    expect(flags.json().message).toBe('A client may not change can_create_assignment');
    expect((await patch('client@demo.test', ids.initech, { name: 'X' })).statusCode).toBe(404);
    expect((await patch('sales@demo.test', ids.globex, { name: 'X' })).statusCode).toBe(403);
  });

  it('refuses unknown fields', async () => {
    const res = await patch('admin@demo.test', ids.globex, { partner_id: ids.beacon });
    expect(res.statusCode).toBe(422);
  });
});

describe('a client’s contacts', () => {
  it('lists the client’s users to its partner and staff, sorted by name, and to no one else', async () => {
    const url = `/v2/clients/${ids.globex}/contacts`;
    const res = await get('partner@demo.test', url);
    expect(res.statusCode, res.body).toBe(200);
    const contacts = res.json().data.data as { name: string; email: string; role: string | null; active: boolean }[];
    expect(contacts.map((c) => c.email)).toContain('client@demo.test');
    const expected = await t.database.executeSql(
      `select count(*)::int as n from users where client_id = '${ids.globex}'`,
    );
    expect(res.json().data.total).toBe((expected.rows[0] as { n: number }).n);
    const sorted = [...contacts].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    expect(contacts.map((c) => c.name)).toEqual(sorted.map((c) => c.name));
    expect(Object.keys(contacts[0]!).sort()).toEqual(['active', 'email', 'id', 'name', 'role']);

    expect((await get('admin@demo.test', url)).statusCode).toBe(200);
    expect((await get('eor@demo.test', url)).statusCode).toBe(200);
    expect((await get('partner2@demo.test', url)).statusCode).toBe(404);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await get(email, url)).statusCode, email).toBe(403);
    }
  });
});
