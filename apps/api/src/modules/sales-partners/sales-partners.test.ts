import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let summit: string;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.executeSql(`select id from sales_partners where name = 'Summit Referrals'`);
  summit = String(rows.rows[0]!.id);
});
afterAll(async () => t?.close());

const get = async (email: string, url: string) => t.call(await token(email), { method: 'GET', url });
const send = async (email: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.call(await token(email), { method, url, payload });
const names = async (email: string, url = '/v2/sales_partners') =>
  ((await get(email, url)).json().data.data as { name: string }[]).map((s) => s.name).sort();

describe('who sees which sales partners', () => {
  it('lists all for staff, only its own for a sales partner, and refuses everyone else', async () => {
    const created = await send('admin@demo.test', 'POST', '/v2/sales_partners', { name: 'Northwind Leads' });
    expect(created.statusCode).toBe(201);
    expect(await names('admin@demo.test')).toEqual(['Northwind Leads', 'Summit Referrals']);
    expect(await names('eor@demo.test')).toEqual(['Northwind Leads', 'Summit Referrals']);
    expect(await names('sales@demo.test')).toEqual(['Summit Referrals']);
    for (const email of ['partner@demo.test', 'partner2@demo.test', 'recruiter@demo.test', 'client@demo.test']) {
      expect((await get(email, '/v2/sales_partners')).statusCode).toBe(403);
      expect((await get(email, `/v2/sales_partners/${summit}`)).statusCode).toBe(403);
    }
    expect((await get('contractor@demo.test', '/v2/sales_partners')).statusCode).toBe(403);
    const other = created.json().data.id;
    expect((await get('sales@demo.test', `/v2/sales_partners/${other}`)).statusCode).toBe(404);
    const csv = (await get('sales@demo.test', '/v2/sales_partners?format=csv')).body;
    expect(csv).toContain('Summit Referrals');
    expect(csv).not.toContain('Northwind');
  });

  it('counts the partners each one referred', async () => {
    const own = (await get('sales@demo.test', `/v2/sales_partners/${summit}`)).json().data;
    expect(own).toMatchObject({ name: 'Summit Referrals', partner_count: 1, commission_percent: '0', tax_id: null });
  });
});

describe('creating and changing sales partners', () => {
  it('creates one with a commission, masked EIN and an invited owner who then sees only its own', async () => {
    const res = await send('eor@demo.test', 'POST', '/v2/sales_partners', {
      name: 'Peak Partners',
      commission_percent: '7.5',
      contact_name: 'Pat Peak',
      contact_email: 'pat@peak.example',
      tax_id: { type: 'ein', value: '45-1234567' },
      address: { street_address_line_1: '1 Bay St', city: 'Toronto', state: 'ON', zipcode: 'm5j2n8', country: 'CA' },
      owner: { first_name: 'Pat', last_name: 'Peak', email: 'pat@peak.example' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      commission_percent: '7.5',
      tax_id: { type: 'ein', masked: '**-***4567' },
      address: { zipcode: 'M5J 2N8' },
      partner_count: 0,
    });
    expect(res.body).not.toContain('451234567');
    const invite = t.lastLinkToken('pat@peak.example', '/forgot_password');
    await t.app.inject({
      method: 'POST',
      url: '/v2/user/reset-password',
      payload: { token: invite, password: 'peak-password' },
    });
    const pat = await t.login('pat@peak.example', 'peak-password');
    const me = await t.call(pat, { method: 'GET', url: '/v2/user' });
    expect(me.json().data).toMatchObject({ user_type: 'sales_partner', role: 'owner' });
    const list = (await t.call(pat, { method: 'GET', url: '/v2/sales_partners' })).json().data.data;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Peak Partners']);
    // It referred nobody yet: no partners at all.
    expect((await t.call(pat, { method: 'GET', url: '/v2/partners' })).json().data.total).toBe(0);
  });

  it('lets only admin and eor create or change one', async () => {
    for (const email of ['sales@demo.test', 'partner@demo.test', 'client@demo.test', 'contractor@demo.test']) {
      expect((await send(email, 'POST', '/v2/sales_partners', { name: 'X' })).statusCode).toBe(403);
    }
    const own = await send('sales@demo.test', 'PATCH', `/v2/sales_partners/${summit}`, { commission_percent: '50' });
    expect(own.statusCode).toBe(403);
    expect((await send('partner@demo.test', 'PATCH', `/v2/sales_partners/${summit}`, { name: 'X' })).statusCode).toBe(
      403,
    );
    const ok = await send('admin@demo.test', 'PATCH', `/v2/sales_partners/${summit}`, {
      commission_percent: '12.25',
      phone: '512-555-0123',
    });
    expect(ok.json().data).toMatchObject({
      commission_percent: '12.25',
      phone: '512-555-0123',
      name: 'Summit Referrals',
    });
  });

  it('refuses a bad commission, a non-EIN tax id and unknown fields', async () => {
    for (const commission_percent of ['100.5', '-1', 'ten', '1.23456']) {
      const res = await send('admin@demo.test', 'PATCH', `/v2/sales_partners/${summit}`, { commission_percent });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'commission_percent']);
    }
    const ssn = await send('admin@demo.test', 'POST', '/v2/sales_partners', {
      name: 'Y',
      tax_id: { type: 'ssn', value: '123-45-6789' },
    });
    expect(ssn.statusCode).toBe(422);
    const unknown = await send('admin@demo.test', 'PATCH', `/v2/sales_partners/${summit}`, { partner_count: 4 });
    expect(unknown.statusCode).toBe(422);
    expect(
      (await send('admin@demo.test', 'PATCH', `/v2/sales_partners/${summit}`, { commission_percent: '100' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('an owner e-mail already taken', () => {
  // Sent together: on Postgres the second may pass the pre-check and meet the unique index instead.
  it('creates one of two sales partners inviting the same owner and answers 409 to the other, writing nothing', async () => {
    const admin = await token('admin@demo.test');
    const owner = { first_name: 'Rae', last_name: 'Race', email: 'rae@race.example' };
    const create = (name: string) =>
      t.call(admin, { method: 'POST', url: '/v2/sales_partners', payload: { name, owner } });
    const answers = await Promise.all([create('Race Leads A'), create('Race Leads B')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'A user with the e-mail rae@race.example already exists',
    );
    expect((await names('admin@demo.test')).filter((n) => n.startsWith('Race Leads'))).toHaveLength(1);
  });
});
