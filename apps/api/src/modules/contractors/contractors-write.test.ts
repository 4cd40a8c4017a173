import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPeopleFixture, type PeopleFixture } from './contractors.test-support.js';

let f: PeopleFixture;
beforeAll(async () => {
  f = await openPeopleFixture();
});
afterAll(async () => f?.t.close());

const create = (email: string, body: object) => f.send(email, 'POST', '/v2/contractors', body);
const patch = (email: string, id: string, body: object) => f.send(email, 'PATCH', `/v2/contractors/${id}`, body);
const person = (n: string) => ({ first_name: 'Pat', last_name: `Person${n}`, email: `pat.${n}@example.test` });
const locs = (res: { json(): { detail: { loc: string[] }[] } }) => res.json().detail.map((d) => d.loc.join('.'));
const count = async (table: string) =>
  Number((await f.t.database.executeSql(`select count(*)::int as n from ${table}`)).rows[0]!.n);

describe('creating contractors', () => {
  it('creates a W-2 contractor with its login, audits it without the number and mails the invite', async () => {
    const res = await create('partner@demo.test', {
      ...person('w2'),
      classification: 'w-2',
      phone: '+1 512 555 0100',
      date_of_birth: '1992-03-04',
      address: { street_address_line_1: '1 Main St', city: 'Austin', state: 'tx', zipcode: '78701', country: 'US' },
      tax_id: { type: 'ssn', value: '219-09-9999' },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json().data;
    expect(c).toMatchObject({
      email: 'pat.w2@example.test',
      classification: 'w-2',
      status: 'onboarding',
      partner: { id: f.ids.acme, name: 'Acme Staffing' },
      tax_id: { type: 'ssn', masked: '***-**-9999', last4: '9999' },
      address: { state: 'TX' },
    });
    expect(res.body).not.toContain('219-09-9999');
    const stored = await f.t.database.executeSql(`select tax_id_ciphertext from contractors where id = '${c.id}'`);
    expect(String(stored.rows[0]!.tax_id_ciphertext)).not.toContain('219099999');
    const audits = await f.t.database.executeSql(
      `select action, metadata::text as m from audit_logs where entity_id = '${c.id}'`,
    );
    expect(audits.rows).toEqual([expect.objectContaining({ action: 'contractor_created' })]);
    expect(String(audits.rows[0]!.m)).not.toMatch(/9999/);

    // The invite sets a password; the contractor signs in as itself and starts onboarding.
    const invite = f.t.lastLinkToken('pat.w2@example.test', '/forgot_password');
    const reset = await f.t.app.inject({
      method: 'POST',
      url: '/v2/user/reset-password',
      payload: { token: invite, password: 'pat-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    const me = await f.t.call(await f.t.login('pat.w2@example.test', 'pat-password-1'), {
      method: 'GET',
      url: '/v2/user',
    });
    expect(me.json().data).toMatchObject({ user_type: 'contractor', role: null, id: c.user_id });
    expect(me.json().data.requirements.required.length).toBeGreaterThan(0);
    // Beacon never sees it.
    expect((await f.get('partner2@demo.test', `/v2/contractors/${c.id}`)).statusCode).toBe(404);
  });

  it('refuses a tax id another contractor of the same partner holds, naming no number', async () => {
    const before = await count('contractors');
    const dup = await create('recruiter@demo.test', {
      ...person('dup'),
      classification: 'w-2',
      tax_id: { type: 'ssn', value: '123456789' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Another contractor of this partner already has this tax id');
    expect(dup.body).not.toMatch(/6789/);
    expect(await count('contractors')).toBe(before);
    // Another partner may hold the same number (a person can work for both).
    const other = await create('partner2@demo.test', {
      ...person('dup'),
      classification: 'w-2',
      tax_id: { type: 'ssn', value: '123-45-6789' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('refuses an e-mail that already has a login, and invalid fields, writing nothing', async () => {
    const before = await count('contractors');
    const taken = await create('partner@demo.test', {
      ...person('x'),
      email: 'client@demo.test',
      classification: 'w-2',
    });
    expect(taken.statusCode).toBe(409);
    const bad = await create('partner@demo.test', {
      first_name: '',
      last_name: 'X',
      email: 'nope',
      classification: 'w2',
      date_of_birth: '2999-01-01',
      tax_id: { type: 'ssn', value: '666-12-3456' },
    });
    expect(bad.statusCode).toBe(422);
    expect(locs(bad)).toEqual(
      expect.arrayContaining([
        'body.first_name',
        'body.email',
        'body.classification',
        'body.date_of_birth',
        'body.tax_id.value',
      ]),
    );
    expect(await count('contractors')).toBe(before);
  });

  it('allows Canada (canada_t4, SIN) only for staff and Canada-enabled partners', async () => {
    const sin = { type: 'sin', value: '130 692 544' };
    const beacon = await create('partner2@demo.test', { ...person('ca1'), classification: 'canada_t4', tax_id: sin });
    expect(beacon.statusCode).toBe(422);
    expect(locs(beacon)).toEqual(['body.classification', 'body.tax_id.type']);
    const acme = await create('partner@demo.test', { ...person('ca2'), classification: 'canada_t4', tax_id: sin });
    expect(acme.statusCode).toBe(201);
    expect(acme.json().data.tax_id.masked).toBe('*** **2 544');
    const admin = await create('admin@demo.test', {
      ...person('ca3'),
      classification: 'canada_t4',
      partner_id: f.ids.beacon,
    });
    expect(admin.statusCode).toBe(201);
    expect(admin.json().data.partner.name).toBe('Beacon Talent');
  });

  it('allows a corp-to-corp only where corp-to-corp is enabled, and only one of the same partner', async () => {
    const northwind = f.ids['Northwind Consulting LLC'];
    const acme = await create('partner@demo.test', {
      ...person('c2c'),
      classification: 'independent_contractor',
      corp_to_corp_id: northwind,
    });
    expect(acme.json().data.corp_to_corp).toEqual({ id: northwind, name: 'Northwind Consulting LLC' });
    const beacon = await create('partner2@demo.test', {
      ...person('c2c2'),
      classification: 'independent_contractor',
      corp_to_corp_id: northwind,
    });
    expect(beacon.statusCode).toBe(422);
    expect(locs(beacon)).toEqual(['body.corp_to_corp_id']);
    const foreign = await create('eor@demo.test', {
      ...person('c2c3'),
      classification: 'independent_contractor',
      partner_id: f.ids.beacon,
      corp_to_corp_id: northwind,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0].msg).toBe('Unknown corp-to-corp');
  });

  it('makes staff name the partner; lets a client owner with can_create_assignment add one to its partner', async () => {
    const noPartner = await create('admin@demo.test', { ...person('np'), classification: 'w-2' });
    expect(noPartner.statusCode).toBe(422);
    expect(locs(noPartner)).toEqual(['body.partner_id']);
    const byClient = await create('client@demo.test', { ...person('cl'), classification: 'w-2' });
    expect(byClient.statusCode).toBe(201);
    expect(byClient.json().data.partner.id).toBe(f.ids.acme);
    // Initech lacks can_create_assignment: no /create_contractor link, so not found.
    expect((await create('initech@demo.test', { ...person('cl2'), classification: 'w-2' })).statusCode).toBe(404);
    expect((await create('sales@demo.test', { ...person('s'), classification: 'w-2' })).statusCode).toBe(403);
    expect((await create('contractor@demo.test', { ...person('k'), classification: 'w-2' })).statusCode).toBe(403);
    expect((await create('timesheets@demo.test', { ...person('t'), classification: 'w-2' })).statusCode).toBe(404);
  });
});

describe('changing contractors', () => {
  it('lets the partner change its contractor and keeps the login in step', async () => {
    const id = f.ids['newhire@demo.test'];
    const res = await patch('partner@demo.test', id, {
      last_name: 'Newname',
      email: 'nina.new@demo.test',
      status: 'active',
      tax_id: { type: 'itin', value: '912-70-1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      last_name: 'Newname',
      email: 'nina.new@demo.test',
      status: 'active',
      tax_id: { type: 'itin', masked: '***-**-1234' },
    });
    await f.t.login('nina.new@demo.test');
    const audit = await f.t.database.executeSql(
      `select metadata::text as m from audit_logs where action = 'contractor_updated' and entity_id = '${id}'`,
    );
    expect(String(audit.rows[0]!.m)).not.toContain('1234');
  });

  it('refuses another tenant, read-only callers and Canada without the flag', async () => {
    const casey = f.ids['contractor@demo.test'];
    expect((await patch('partner2@demo.test', casey, { first_name: 'X' })).statusCode).toBe(404);
    expect((await patch('sales@demo.test', casey, { first_name: 'X' })).statusCode).toBe(403);
    expect((await patch('client@demo.test', casey, { first_name: 'X' })).statusCode).toBe(403);
    expect((await patch('contractor@demo.test', casey, { first_name: 'X' })).statusCode).toBe(403);
    const bruno = f.ids['bruno@beacon.test'];
    const canada = await patch('partner2@demo.test', bruno, { classification: 'canada_t4' });
    expect(canada.statusCode).toBe(422);
    const dup = await patch('partner2@demo.test', bruno, { tax_id: { type: 'ssn', value: '678-90-1234' } });
    expect(dup.statusCode).toBe(409);
    expect((await patch('admin@demo.test', bruno, { partner_id: f.ids.acme })).statusCode).toBe(422);
    expect((await patch('eor@demo.test', bruno, { status: 'inactive' })).json().data.status).toBe('inactive');
  });
});
