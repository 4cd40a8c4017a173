import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPeopleFixture, type PeopleFixture } from './contractors.test-support.js';

let f: PeopleFixture;
beforeAll(async () => {
  f = await openPeopleFixture();
});
afterAll(async () => f?.t.close());

type Row = Record<string, unknown> & { email: string };
const list = async (email: string, url = '/v2/contractors?per_page=200') => {
  const res = await f.get(email, url);
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: Row[]; total: number };
};
const emails = async (email: string, url?: string) => (await list(email, url)).data.map((c) => c.email).sort();

const ACME = [
  'carla@northwind.example',
  'contractor@demo.test',
  'emil@eriksen.example',
  'ian@indie.example',
  'ines@ibarra.example',
  'luis@ortega.example',
  'newhire@demo.test',
  'tom@tremblay.example',
];
const BEACON = ['bruno@beacon.test', 'wendy@walsh.example'];
const PERSONAL = ['tax_id', 'date_of_birth', 'phone', 'address'];

describe('who sees which contractors', () => {
  it('scopes the list per user type and tenant', async () => {
    expect(await emails('admin@demo.test')).toEqual([...ACME, ...BEACON].sort());
    expect(await emails('eor@demo.test')).toEqual([...ACME, ...BEACON].sort());
    expect(await emails('partner@demo.test')).toEqual(ACME);
    expect(await emails('recruiter@demo.test')).toEqual(ACME);
    expect(await emails('partner2@demo.test')).toEqual(BEACON);
    // Summit referred Acme only.
    expect(await emails('sales@demo.test')).toEqual(ACME);
    // Globex has Casey, Tom, Ines and Luis on assignments; Initech has Bruno.
    expect(await emails('client@demo.test')).toEqual([
      'contractor@demo.test',
      'ines@ibarra.example',
      'luis@ortega.example',
      'tom@tremblay.example',
    ]);
    expect(await emails('initech@demo.test')).toEqual(['bruno@beacon.test']);
    expect(await emails('contractor@demo.test')).toEqual(['contractor@demo.test']);
  });

  it("answers 404 for a contractor outside the caller's scope", async () => {
    const bruno = `/v2/contractors/${f.ids['bruno@beacon.test']}`;
    const casey = `/v2/contractors/${f.ids['contractor@demo.test']}`;
    const nina = `/v2/contractors/${f.ids['newhire@demo.test']}`;
    expect((await f.get('partner@demo.test', bruno)).statusCode).toBe(404);
    expect((await f.get('recruiter@demo.test', bruno)).statusCode).toBe(404);
    expect((await f.get('partner2@demo.test', casey)).statusCode).toBe(404);
    expect((await f.get('sales@demo.test', bruno)).statusCode).toBe(404);
    expect((await f.get('client@demo.test', nina)).statusCode).toBe(404);
    expect((await f.get('initech@demo.test', casey)).statusCode).toBe(404);
    expect((await f.get('contractor@demo.test', nina)).statusCode).toBe(404);
    expect((await f.get('admin@demo.test', bruno)).statusCode).toBe(200);
    expect((await f.get('eor@demo.test', casey)).statusCode).toBe(200);
    expect((await f.get('partner2@demo.test', bruno)).statusCode).toBe(200);
    expect((await f.get('initech@demo.test', bruno)).statusCode).toBe(200);
    expect((await f.get('contractor@demo.test', casey)).statusCode).toBe(200);
    // A time_sheet_only user has no /contractors link: like the page, the API is not found.
    expect((await f.get('timesheets@demo.test', casey)).statusCode).toBe(404);
  });

  it('answers the partner the full record with the tax id masked, never in the clear', async () => {
    const res = await f.get('partner@demo.test', `/v2/contractors/${f.ids['contractor@demo.test']}`);
    const data = res.json().data;
    expect(data).toMatchObject({
      first_name: 'Casey',
      last_name: 'Contractor',
      classification: 'w-2',
      status: 'active',
      partner: { id: f.ids.acme, name: 'Acme Staffing' },
      date_of_birth: '1990-04-12',
      address: { city: 'Austin', state: 'TX', zipcode: '78704', country: 'US' },
      tax_id: { type: 'ssn', masked: '***-**-6789', last4: '6789' },
      corp_to_corp_id: null,
    });
    expect(typeof data.user_id).toBe('string');
    expect(res.body).not.toContain('123-45-6789');
    expect(res.body).not.toContain('123456789');
    const carla = (await f.get('recruiter@demo.test', `/v2/contractors/${f.ids['carla@northwind.example']}`)).json()
      .data;
    expect(carla.corp_to_corp).toEqual({ id: f.ids['Northwind Consulting LLC'], name: 'Northwind Consulting LLC' });
  });

  it('leaves personal fields out for sales partners and clients without show_contractor_personal', async () => {
    const casey = `/v2/contractors/${f.ids['contractor@demo.test']}`;
    for (const email of ['sales@demo.test', 'client@demo.test']) {
      const one = (await f.get(email, casey)).json().data;
      expect(one.first_name).toBe('Casey');
      for (const field of PERSONAL) expect(one).not.toHaveProperty(field);
      for (const row of (await list(email)).data) for (const field of PERSONAL) expect(row).not.toHaveProperty(field);
      const csv = (await f.get(email, '/v2/contractors?format=csv')).body;
      expect(csv).not.toContain('Tax id');
      expect(csv).not.toContain('6789');
    }
    // The contractor itself and Beacon's client (Initech) — show_contractor_personal off there too.
    expect((await f.get('contractor@demo.test', casey)).json().data.tax_id.masked).toBe('***-**-6789');
    expect(
      (await f.get('initech@demo.test', `/v2/contractors/${f.ids['bruno@beacon.test']}`)).json().data,
    ).not.toHaveProperty('tax_id');
  });

  it('shows a client the personal fields once show_contractor_personal is on', async () => {
    await f.t.database.executeSql(`update clients set show_contractor_personal = true where name = 'Initech'`);
    try {
      const bruno = (await f.get('initech@demo.test', `/v2/contractors/${f.ids['bruno@beacon.test']}`)).json().data;
      expect(bruno.tax_id).toEqual({ type: 'ssn', masked: '***-**-7890', last4: '7890' });
      expect(bruno.date_of_birth).toBe('1985-09-30');
    } finally {
      await f.t.database.executeSql(`update clients set show_contractor_personal = false where name = 'Initech'`);
    }
  });

  it('keeps foreign contractors out of CSV exports, which carry masked tax ids only', async () => {
    const csv = (await f.get('partner@demo.test', '/v2/contractors?format=csv')).body;
    expect(csv).toContain('contractor@demo.test');
    expect(csv).toContain('***-**-6789');
    expect(csv).not.toContain('123-45-6789');
    expect(csv).not.toContain('bruno@beacon.test');
    const beacon = (await f.get('partner2@demo.test', '/v2/contractors?format=csv')).body;
    expect(beacon).toContain('bruno@beacon.test');
    expect(beacon).not.toContain('contractor@demo.test');
  });
});

describe('contractor list filters', () => {
  it('filters by search, classification, status and client', async () => {
    expect(await emails('partner@demo.test', '/v2/contractors?search=tremb')).toEqual(['tom@tremblay.example']);
    expect(await emails('partner@demo.test', '/v2/contractors?search=NORTHWIND')).toEqual(['carla@northwind.example']);
    expect(await emails('partner@demo.test', '/v2/contractors?classification=independent_contractor')).toEqual([
      'carla@northwind.example',
      'ian@indie.example',
    ]);
    expect(await emails('partner@demo.test', '/v2/contractors?status=onboarding')).toEqual(['newhire@demo.test']);
    expect(await emails('partner@demo.test', `/v2/contractors?client_id=${f.ids['Globex Corporation']}`)).toEqual([
      'contractor@demo.test',
      'ines@ibarra.example',
      'luis@ortega.example',
      'tom@tremblay.example',
    ]);
    // Another tenant's client as a filter finds nothing of it.
    expect(await emails('partner@demo.test', `/v2/contractors?client_id=${f.ids.Initech}`)).toEqual([]);
  });

  it('lets only staff filter by partner, and refuses unknown values', async () => {
    expect(await emails('admin@demo.test', `/v2/contractors?partner_id=${f.ids.beacon}`)).toEqual(BEACON);
    const res = await f.get('partner@demo.test', `/v2/contractors?partner_id=${f.ids.beacon}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['querystring', 'partner_id']);
    expect((await f.get('partner@demo.test', '/v2/contractors?classification=w2')).statusCode).toBe(422);
  });

  it('sorts and pages', async () => {
    const page = await list('partner@demo.test', '/v2/contractors?sort=-name&per_page=2&page=1');
    expect(page.total).toBe(ACME.length);
    expect(page.data.map((c) => c.last_name)).toEqual(['Tremblay', 'Ortega']);
  });
});
