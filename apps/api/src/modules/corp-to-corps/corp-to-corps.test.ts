import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPeopleFixture, type PeopleFixture } from '../contractors/contractors.test-support.js';

let f: PeopleFixture;
let northwind: string;
beforeAll(async () => {
  f = await openPeopleFixture();
  northwind = f.ids['Northwind Consulting LLC'];
});
afterAll(async () => f?.t.close());

const names = async (email: string, url = '/v2/corp_to_corps') => {
  const res = await f.get(email, url);
  expect(res.statusCode).toBe(200);
  return (res.json().data.data as { name: string }[]).map((c) => c.name).sort();
};
const create = (email: string, body: object) => f.send(email, 'POST', '/v2/corp_to_corps', body);

describe('who sees corp-to-corps', () => {
  it('lists them for staff and the corp-to-corp partner, with the EIN masked and a contractor count', async () => {
    expect(await names('admin@demo.test')).toEqual(['Northwind Consulting LLC']);
    expect(await names('eor@demo.test')).toEqual(['Northwind Consulting LLC']);
    expect(await names('partner@demo.test')).toEqual(['Northwind Consulting LLC']);
    const one = await f.get('recruiter@demo.test', `/v2/corp_to_corps/${northwind}`);
    expect(one.json().data).toMatchObject({
      name: 'Northwind Consulting LLC',
      partner: { id: f.ids.acme, name: 'Acme Staffing' },
      contact_name: 'Nora West',
      tax_id: { type: 'ein', masked: '**-***5556', last4: '5556' },
      active: true,
      contractors_count: 1,
      address: { city: 'Chicago', state: 'IL' },
    });
    expect(one.body).not.toContain('4445556');
    const csv = (await f.get('partner@demo.test', '/v2/corp_to_corps?format=csv')).body;
    expect(csv).toContain('**-***5556');
    expect(csv).not.toContain('36-4445556');
  });

  it('refuses partners without corp-to-corp, and every other user type', async () => {
    // Beacon has no corp_to_corp_enabled.
    expect((await f.get('partner2@demo.test', '/v2/corp_to_corps')).statusCode).toBe(404);
    expect((await f.get('partner2@demo.test', `/v2/corp_to_corps/${northwind}`)).statusCode).toBe(404);
    for (const email of ['sales@demo.test', 'client@demo.test', 'initech@demo.test', 'contractor@demo.test']) {
      expect((await f.get(email, '/v2/corp_to_corps')).statusCode).toBe(403);
      expect((await f.get(email, `/v2/corp_to_corps/${northwind}`)).statusCode).toBe(403);
    }
    expect((await f.get('timesheets@demo.test', '/v2/corp_to_corps')).statusCode).toBe(404);
  });

  it('lets only staff filter by partner', async () => {
    const res = await f.get('partner@demo.test', `/v2/corp_to_corps?partner_id=${f.ids.acme}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['querystring', 'partner_id']);
    expect(await names('eor@demo.test', `/v2/corp_to_corps?partner_id=${f.ids.acme}`)).toEqual([
      'Northwind Consulting LLC',
    ]);
    expect(await names('admin@demo.test', `/v2/corp_to_corps?partner_id=${f.ids.beacon}`)).toEqual([]);
  });
});

describe('creating and changing corp-to-corps', () => {
  it('creates one for the partner, keeps it from other tenants, and refuses a duplicate EIN', async () => {
    const res = await create('partner@demo.test', {
      name: 'Contoso Partners Inc',
      contact_email: 'AP@contoso.example',
      tax_id: { type: 'ein', value: '12-3456789' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      partner: { id: f.ids.acme },
      contact_email: 'ap@contoso.example',
      tax_id: { masked: '**-***6789' },
      contractors_count: 0,
    });
    const dup = await create('recruiter@demo.test', {
      name: 'Contoso again',
      tax_id: { type: 'ein', value: '123456789' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.body).not.toContain('6789');
    const ssn = await create('partner@demo.test', { name: 'Person Co', tax_id: { type: 'ssn', value: '219-09-9999' } });
    expect(ssn.statusCode).toBe(422);
    expect(ssn.json().detail[0].loc).toEqual(['body', 'tax_id', 'type']);
    expect((await f.get('partner2@demo.test', `/v2/corp_to_corps/${created.id}`)).statusCode).toBe(404);
    const audits = await f.t.database.executeSql(
      `select action, metadata::text as m from audit_logs where entity_id = '${created.id}'`,
    );
    expect(audits.rows).toHaveLength(1);
    expect(String(audits.rows[0]!.m)).not.toContain('6789');
  });

  it('makes staff name the partner; refuses non-managing roles', async () => {
    const none = await create('admin@demo.test', { name: 'Staff Co' });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail[0].loc).toEqual(['body', 'partner_id']);
    const ok = await create('eor@demo.test', { name: 'Staff Co', partner_id: f.ids.beacon });
    expect(ok.json().data.partner.name).toBe('Beacon Talent');
    expect((await create('partner2@demo.test', { name: 'X' })).statusCode).toBe(404);
  });

  it('changes one in place for its partner only', async () => {
    const res = await f.send('partner@demo.test', 'PATCH', `/v2/corp_to_corps/${northwind}`, {
      contact_name: 'Nora East',
      active: false,
    });
    expect(res.json().data).toMatchObject({ contact_name: 'Nora East', active: false });
    expect(await names('partner@demo.test', '/v2/corp_to_corps?active=true')).not.toContain('Northwind Consulting LLC');
    expect(
      (await f.send('partner2@demo.test', 'PATCH', `/v2/corp_to_corps/${northwind}`, { name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await f.send('admin@demo.test', 'PATCH', `/v2/corp_to_corps/${northwind}`, { partner_id: f.ids.beacon }))
        .statusCode,
    ).toBe(422);
  });
});

describe('revealing a corp-to-corp EIN', () => {
  const url = () => `/v2/corp_to_corps/${northwind}/tax_id/reveal`;
  it('needs a sensitive role and the mailed code', async () => {
    expect((await f.send('recruiter@demo.test', 'POST', url())).statusCode).toBe(403);
    expect((await f.send('partner2@demo.test', 'POST', url())).statusCode).toBe(404);
    const first = await f.send('partner@demo.test', 'POST', url());
    expect(first.statusCode).toBe(424);
    const ok = await f.send('partner@demo.test', 'POST', url(), undefined, {
      'x-verification-code': f.t.lastCode('partner@demo.test'),
    });
    expect(ok.json()).toEqual({ data: { tax_id: '36-4445556' } });
    expect(ok.headers['cache-control']).toBe('no-store');
    const audit = await f.t.database.executeSql(
      `select count(*)::int as n from audit_logs where action = 'tax_id_revealed' and entity_type = 'corp_to_corp'`,
    );
    expect(audit.rows[0]!.n).toBe(1);
  });
});
