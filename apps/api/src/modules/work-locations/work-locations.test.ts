import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let ids: Record<'globex' | 'initech' | 'beacon' | 'austin' | 'dallas', string>;

beforeAll(async () => {
  t = await createTestApp();
  const one = async (sql: string) => String((await t.database.executeSql(sql)).rows[0]!.id);
  ids = {
    globex: await one(`select id from clients where name = 'Globex Corporation'`),
    initech: await one(`select id from clients where name = 'Initech'`),
    beacon: await one(`select id from partners where subdomain = 'beacon'`),
    austin: await one(`select id from work_locations where name = 'Globex Austin HQ'`),
    dallas: await one(`select id from work_locations where name = 'Initech Dallas'`),
  };
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const names = async (email: string, url = '/v2/work_locations?per_page=100') =>
  ((await call(email, 'GET', url)).json().data.data as { name: string }[]).map((w) => w.name).sort();

const ACME = ['Globex Austin HQ', 'Globex San Jose', 'Globex Toronto', 'Stark Midtown', 'Umbrella LA Clinic'];
const BEACON = ['Initech Dallas', 'Wayne Houston Plant'];
const address = { street_address_line_1: '1 Retail Way', city: 'Austin', state: 'TX', zipcode: '78702', country: 'US' };

describe('who sees which work locations', () => {
  it('scopes the list per user type and tenant', async () => {
    expect(await names('admin@demo.test')).toEqual(expect.arrayContaining([...ACME, ...BEACON]));
    expect(await names('eor@demo.test')).toEqual(expect.arrayContaining([...ACME, ...BEACON]));
    expect(await names('partner@demo.test')).toEqual(expect.arrayContaining(ACME));
    expect(await names('partner@demo.test')).not.toEqual(expect.arrayContaining(['Initech Dallas']));
    expect(await names('partner2@demo.test')).toEqual(BEACON);
    expect(await names('sales@demo.test')).toEqual(expect.arrayContaining(ACME));
    expect(await names('sales@demo.test')).not.toContain('Initech Dallas');
    expect(await names('client@demo.test')).toEqual(['Globex Austin HQ', 'Globex San Jose', 'Globex Toronto']);
    expect(await names('initech@demo.test')).toEqual(['Initech Dallas']);
    expect((await call('contractor@demo.test', 'GET', '/v2/work_locations')).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's or another client's location", async () => {
    expect((await call('partner2@demo.test', 'GET', `/v2/work_locations/${ids.austin}`)).statusCode).toBe(404);
    expect((await call('partner@demo.test', 'GET', `/v2/work_locations/${ids.dallas}`)).statusCode).toBe(404);
    expect((await call('initech@demo.test', 'GET', `/v2/work_locations/${ids.austin}`)).statusCode).toBe(404);
    expect((await call('sales@demo.test', 'GET', `/v2/work_locations/${ids.dallas}`)).statusCode).toBe(404);
    const austin = (await call('client@demo.test', 'GET', `/v2/work_locations/${ids.austin}`)).json().data;
    expect(austin).toMatchObject({
      name: 'Globex Austin HQ',
      client: { id: ids.globex, name: 'Globex Corporation' },
      address: { city: 'Austin', state: 'TX', zipcode: '78701', country: 'US' },
      timezone: 'America/Chicago',
      is_remote: false,
      active: true,
    });
  });

  it('filters, searches, sorts and exports only visible rows', async () => {
    expect(await names('partner@demo.test', `/v2/work_locations?client_id=${ids.globex}`)).toEqual([
      'Globex Austin HQ',
      'Globex San Jose',
      'Globex Toronto',
    ]);
    expect(await names('partner@demo.test', '/v2/work_locations?search=midtown')).toEqual(['Stark Midtown']);
    const sorted = (await call('partner2@demo.test', 'GET', '/v2/work_locations?sort=-city')).json().data.data;
    expect(sorted.map((w: { address: { city: string } }) => w.address.city)).toEqual(['Houston', 'Dallas']);
    // Another tenant's client as a filter finds nothing rather than leaking.
    expect(await names('partner@demo.test', `/v2/work_locations?client_id=${ids.initech}`)).toEqual([]);
    const csv = (await call('partner@demo.test', 'GET', '/v2/work_locations?format=csv')).body;
    expect(csv).toContain('Globex Austin HQ');
    expect(csv).not.toContain('Initech Dallas');
    expect((await call('partner@demo.test', 'GET', `/v2/work_locations?partner_id=${ids.beacon}`)).statusCode).toBe(
      422,
    );
    expect(await names('admin@demo.test', `/v2/work_locations?partner_id=${ids.beacon}`)).toEqual(BEACON);
  });
});

describe('creating and changing work locations', () => {
  const create = (email: string, body: object) => call(email, 'POST', '/v2/work_locations', body);

  it('creates a location for the partner and its client', async () => {
    const res = await create('partner@demo.test', {
      name: 'Globex Retail Store',
      client_id: ids.globex,
      address,
      timezone: 'America/Chicago',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ name: 'Globex Retail Store', client: { id: ids.globex }, active: true });
    expect((await call('partner2@demo.test', 'GET', `/v2/work_locations/${created.id}`)).statusCode).toBe(404);
    expect(await names('client@demo.test')).toContain('Globex Retail Store');
    const [log] = (await t.database.executeSql(`select action from audit_logs where entity_id = '${created.id}'`)).rows;
    expect(log).toEqual({ action: 'work_location_created' });
  });

  it('refuses clients, sales partners, contractors and a client of another partner', async () => {
    const body = { name: 'X', address, timezone: 'America/Chicago' };
    expect((await create('client@demo.test', body)).statusCode).toBe(403);
    expect((await create('sales@demo.test', body)).statusCode).toBe(403);
    expect((await create('contractor@demo.test', body)).statusCode).toBe(403);
    const foreign = await create('partner@demo.test', { ...body, client_id: ids.initech });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0].loc).toEqual(['body', 'client_id']);
    const staff = await create('admin@demo.test', body);
    expect(staff.json().detail[0].loc).toEqual(['body', 'partner_id']);
    const eor = await create('eor@demo.test', { ...body, partner_id: ids.beacon });
    expect(eor.json().data.partner.name).toBe('Beacon Talent');
  });

  it('validates the address, the time zone and the Canada rule', async () => {
    const bad = await create('partner@demo.test', {
      name: '',
      address: { ...address, zipcode: '7870' },
      timezone: 'Mars/Olympus',
    });
    expect(bad.statusCode).toBe(422);
    const locs = (bad.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.name', 'body.address.zipcode', 'body.timezone']));
    const toronto = {
      name: 'Bay Street',
      address: { street_address_line_1: '1 Bay St', city: 'Toronto', state: 'ON', zipcode: 'm5j2t3', country: 'CA' },
      timezone: 'America/Toronto',
    };
    // Beacon has no Canada; Acme has, and staff always may.
    const beacon = await create('partner2@demo.test', toronto);
    expect(beacon.statusCode).toBe(422);
    expect(beacon.json().detail[0].loc).toEqual(['body', 'address', 'country']);
    const acme = await create('partner@demo.test', toronto);
    expect(acme.statusCode).toBe(201);
    expect(acme.json().data.address.zipcode).toBe('M5J 2T3');
    expect((await create('admin@demo.test', { ...toronto, partner_id: ids.beacon })).statusCode).toBe(201);
  });

  it('proposes a suggested address, and stores either the suggestion or the confirmed original', async () => {
    const typed = { ...address, street_address_line_1: '500 Congress Avenue', city: 'AUSTIN', zipcode: '787011234' };
    const body = { name: 'Suggest Me', address: typed, timezone: 'America/Chicago' };
    const first = await create('partner@demo.test', body);
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({
      detail: [
        {
          loc: ['body', 'address'],
          msg: 'Please confirm the suggested address',
          suggested: {
            ...typed,
            street_address_line_1: '500 Congress Ave',
            city: 'Austin',
            zipcode: '78701-1234',
            street_address_line_2: null,
          },
        },
      ],
    });
    expect(await names('partner@demo.test')).not.toContain('Suggest Me');
    const accepted = await create('partner@demo.test', { ...body, address: first.json().detail[0].suggested });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.address).toMatchObject({ street_address_line_1: '500 Congress Ave', city: 'Austin' });
    const kept = await create('partner@demo.test', { ...body, name: 'Keep Mine', address_confirmed: true });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().data.address).toMatchObject({ street_address_line_1: '500 Congress Avenue', city: 'AUSTIN' });
  });

  it('updates and archives within scope; a foreign row is 404, a fixable new address asks again', async () => {
    const [row] = (await names('partner@demo.test')).filter((n) => n === 'Stark Midtown');
    expect(row).toBeDefined();
    const id = String(
      (await t.database.executeSql(`select id from work_locations where name = 'Stark Midtown'`)).rows[0]!.id,
    );
    expect((await call('partner2@demo.test', 'PATCH', `/v2/work_locations/${id}`, { active: false })).statusCode).toBe(
      404,
    );
    expect(
      (await call('client@demo.test', 'PATCH', `/v2/work_locations/${ids.austin}`, { name: 'X' })).statusCode,
    ).toBe(403);
    const current = (await call('partner@demo.test', 'GET', `/v2/work_locations/${id}`)).json().data;
    // The stored address sent back unchanged is not verified again.
    const renamed = await call('partner@demo.test', 'PATCH', `/v2/work_locations/${id}`, {
      name: 'Stark Midtown Tower',
      address: current.address,
    });
    expect(renamed.statusCode).toBe(200);
    const moved = await call('partner@demo.test', 'PATCH', `/v2/work_locations/${id}`, {
      address: { ...current.address, street_address_line_1: '1 Fifth Avenue', zipcode: '10003' },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().detail[0].suggested.street_address_line_1).toBe('1 Fifth Ave');
    const archived = await call('partner@demo.test', 'PATCH', `/v2/work_locations/${id}`, { active: false });
    expect(archived.json().data).toMatchObject({ name: 'Stark Midtown Tower', active: false });
    expect(await names('partner@demo.test', '/v2/work_locations?active=false')).toEqual(['Stark Midtown Tower']);
  });
});
