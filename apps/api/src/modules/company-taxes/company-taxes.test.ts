import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { employerTaxRatesFor } from './company-taxes.service.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (who: string) => (tokens[who] ??= await t.login(`${who}@demo.test`));
const ids: Record<string, string> = {};
const YEAR = 2031;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = async (who: string, method: Method, url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const sql = async (text: string) => (await t.database.executeSql(text)).rows as Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp();
  const one = async (key: string, text: string) => (ids[key] = String((await sql(text))[0]!.id));
  await one('acme', `select id from partners where name = 'Acme Staffing'`);
  await one('beacon', `select id from partners where name = 'Beacon Talent'`);
  await one('c8810', `select id from workers_comp_codes where code = '8810'`);
  await one('c8742', `select id from workers_comp_codes where code = '8742'`);
  // Two more of Beacon's users (the self-employer): a finance user (sensitive data) and a recruiter (not).
  for (const [who, role] of [
    ['beacon-finance', 'finance'],
    ['beacon-recruiter', 'recruiter'],
  ] as const) {
    await sql(`insert into users (email, password_hash, first_name, last_name, role, partner_id, email_confirmed_at)
      select '${who}@demo.test', password_hash, 'Beacon', '${role}', '${role}', partner_id, now()
      from users where email = 'partner2@demo.test'`);
  }
});
afterAll(async () => t?.close());

const registration = (over: object = {}) => ({
  state: 'NV',
  year: YEAR,
  account_number: '12-3456789-01',
  suta_rate_percent: '2.95',
  suta_wage_base: '40600.00',
  ...over,
});

describe('company taxes: who reads and changes them', () => {
  it("answers staff the platform's by default and a self-employer's when named; another partner is 404", async () => {
    for (const who of ['admin', 'eor']) {
      const res = await call(who, 'GET', '/v2/company_taxes');
      expect(res.statusCode, who).toBe(200);
      expect(res.json().data).toMatchObject({
        employer_key: 'platform',
        employer_name: 'Platform (EOR)',
        can_edit: who === 'admin',
        profile: { legal_name: 'Staffwise EOR LLC', fein_last4: '8354', fein_masked: '•••••8354' },
      });
    }
    const beacon = await call('eor', 'GET', `/v2/company_taxes?employer_key=${ids.beacon}`);
    expect(beacon.json().data).toMatchObject({ employer_key: ids.beacon, employer_name: 'Beacon Talent' });
    expect(beacon.json().data.profile.fein_last4).toBe('0374');
    expect((await call('admin', 'GET', `/v2/company_taxes?employer_key=${ids.acme}`)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('admin', 'GET', `/v2/company_taxes?employer_key=${unknown}`)).statusCode).toBe(404);
    expect((await call('eor', 'GET', '/v2/company_taxes/employers')).json().data).toEqual([
      { key: 'platform', name: 'Platform (EOR)', can_edit: false },
      { key: ids.beacon, name: 'Beacon Talent', can_edit: false },
    ]);
  });

  it("lets a self-employer's sensitive roles read and change their own only", async () => {
    for (const who of ['partner2', 'beacon-finance']) {
      const res = await call(who, 'GET', '/v2/company_taxes');
      expect(res.statusCode, who).toBe(200);
      expect(res.json().data).toMatchObject({ employer_key: ids.beacon, can_edit: true });
      expect((await call(who, 'GET', '/v2/company_taxes?employer_key=platform')).statusCode, who).toBe(404);
      expect((await call(who, 'GET', `/v2/company_taxes?employer_key=${ids.acme}`)).statusCode, who).toBe(404);
    }
    expect((await call('partner2', 'GET', '/v2/company_taxes/employers')).json().data).toEqual([
      { key: ids.beacon, name: 'Beacon Talent', can_edit: true },
    ]);
    const own = await call('beacon-finance', 'POST', '/v2/company_taxes/registrations', registration());
    expect(own.statusCode).toBe(201);
    expect(own.json().data).toMatchObject({ employer_key: ids.beacon, state: 'NV', suta_rate_percent: '2.9500' });
    // The platform's registrations are not theirs to list, add to or change.
    const platformTx = (await call('admin', 'GET', '/v2/company_taxes/registrations?state=TX')).json().data.data[0];
    expect((await call('partner2', 'GET', '/v2/company_taxes/registrations?employer_key=platform')).statusCode).toBe(
      404,
    );
    expect(
      (await call('partner2', 'POST', '/v2/company_taxes/registrations', registration({ employer_key: 'platform' })))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('partner2', 'PATCH', `/v2/company_taxes/registrations/${platformTx.id}`, { suta_rate_percent: '1' }))
        .statusCode,
    ).toBe(404);
    expect((await call('partner2', 'DELETE', `/v2/company_taxes/registrations/${platformTx.id}`)).statusCode).toBe(404);
    expect((await call('partner2', 'DELETE', `/v2/company_taxes/registrations/${own.json().data.id}`)).statusCode).toBe(
      204,
    );
  });

  it('refuses other partner roles, non-self-employers, clients, contractors and sales partners (403)', async () => {
    for (const who of ['beacon-recruiter', 'partner', 'recruiter', 'client', 'contractor', 'sales']) {
      expect((await call(who, 'GET', '/v2/company_taxes')).statusCode, who).toBe(403);
      expect((await call(who, 'GET', '/v2/company_taxes/registrations')).statusCode, who).toBe(403);
      expect((await call(who, 'POST', '/v2/company_taxes/registrations', registration())).statusCode, who).toBe(403);
      expect(
        (await call(who, 'PUT', '/v2/company_taxes/profile', { legal_name: 'X', fein: '12-3456789' })).statusCode,
        who,
      ).toBe(403);
    }
  });

  it('lets EOR staff read but not change any of it', async () => {
    const [tx] = (await call('eor', 'GET', '/v2/company_taxes/registrations?state=TX')).json().data.data;
    expect(tx).toMatchObject({ state: 'TX', year: 2026, suta_rate_percent: '2.7000', suta_wage_base: '9000.00' });
    expect((await call('eor', 'POST', '/v2/company_taxes/registrations', registration())).statusCode).toBe(403);
    expect(
      (await call('eor', 'PATCH', `/v2/company_taxes/registrations/${tx.id}`, { suta_rate_percent: '1' })).statusCode,
    ).toBe(403);
    expect((await call('eor', 'DELETE', `/v2/company_taxes/registrations/${tx.id}`)).statusCode).toBe(403);
    expect((await call('eor', 'PUT', '/v2/company_taxes/profile', { legal_name: 'EOR' })).statusCode).toBe(403);
    const rates = (await call('eor', 'GET', '/v2/company_taxes/workers_comp_rates')).json().data.data;
    expect(rates.length).toBeGreaterThan(0);
    expect((await call('eor', 'DELETE', `/v2/company_taxes/workers_comp_rates/${rates[0].id}`)).statusCode).toBe(403);
  });

  it('answers 404 to a user whose /company_taxes link was revoked, as the page does', async () => {
    await sql(`insert into user_link_grants (user_id, link, granted)
      select id, '/company_taxes', false from users where email = 'beacon-finance@demo.test'`);
    try {
      const fresh = await t.login('beacon-finance@demo.test');
      expect((await t.call(fresh, { method: 'GET', url: '/v2/company_taxes' })).statusCode).toBe(404);
    } finally {
      await sql(`delete from user_link_grants where link = '/company_taxes'`);
    }
  });
});

describe('company taxes: the profile and its FEIN', () => {
  it('stores the FEIN encrypted, answers its last four only, and keeps it when none is sent', async () => {
    const saved = await call('admin', 'PUT', '/v2/company_taxes/profile', {
      legal_name: 'Staffwise EOR Holdings LLC',
      fein: '12-3456789',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.profile).toMatchObject({
      legal_name: 'Staffwise EOR Holdings LLC',
      fein_last4: '6789',
      fein_masked: '•••••6789',
    });
    expect(saved.body).not.toContain('3456789');
    const [row] = await sql(
      `select fein_ciphertext, fein_last4 from company_tax_profiles where employer_key = 'platform'`,
    );
    expect(row!.fein_last4).toBe('6789');
    expect(String(row!.fein_ciphertext)).not.toContain('3456789');
    expect(t.app.deps.crypto.decrypt(String(row!.fein_ciphertext))).toBe('12-3456789');

    const renamed = await call('admin', 'PUT', '/v2/company_taxes/profile', { legal_name: 'Staffwise EOR LLC' });
    expect(renamed.json().data.profile).toMatchObject({ legal_name: 'Staffwise EOR LLC', fein_last4: '6789' });
    const blank = await call('admin', 'PUT', '/v2/company_taxes/profile', {
      legal_name: 'Staffwise EOR LLC',
      fein: '',
    });
    expect(blank.json().data.profile.fein_last4).toBe('6789');

    const [audit] = await sql(
      `select action, metadata::text as metadata from audit_logs where entity_type = 'company_tax_profile' order by created_at desc limit 1`,
    );
    expect(audit!.action).toBe('company_tax_profile_updated');
    expect(String(audit!.metadata)).not.toContain('3456789');
    const anyAudit = await sql(`select 1 from audit_logs where metadata::text like '%3456789%'`);
    expect(anyAudit).toHaveLength(0);
  });

  it('validates the FEIN as NN-NNNNNNN and asks for one on the first save', async () => {
    for (const fein of ['123456', '12-34567', 'AB-CDEFGHI', '00-0000000', '12-34567890']) {
      const res = await call('admin', 'PUT', '/v2/company_taxes/profile', { legal_name: 'X', fein });
      expect(res.statusCode, fein).toBe(422);
      expect(res.json().detail[0].loc, fein).toEqual(['body', 'fein']);
    }
    const noName = await call('admin', 'PUT', '/v2/company_taxes/profile', { legal_name: '  ' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().detail[0].loc).toEqual(['body', 'legal_name']);
    // A self-employer with no profile yet must give its FEIN.
    await sql(`delete from company_tax_profiles where employer_key = '${ids.beacon}'`);
    const first = await call('partner2', 'PUT', '/v2/company_taxes/profile', { legal_name: 'Beacon Talent LLC' });
    expect(first.statusCode).toBe(422);
    expect(first.json().detail[0].loc).toEqual(['body', 'fein']);
    const made = await call('partner2', 'PUT', '/v2/company_taxes/profile', {
      legal_name: 'Beacon Talent LLC',
      fein: '831920374',
    });
    expect(made.json().data.profile).toMatchObject({ legal_name: 'Beacon Talent LLC', fein_last4: '0374' });
    const [audit] = await sql(
      `select action from audit_logs where entity_type = 'company_tax_profile' order by created_at desc limit 1`,
    );
    expect(audit!.action).toBe('company_tax_profile_created');
  });
});

describe('company taxes: state registrations', () => {
  it('adds, lists masked, edits and deletes a registration, auditing each', async () => {
    const made = await call('admin', 'POST', '/v2/company_taxes/registrations', registration({ state: 'nv' }));
    expect(made.statusCode).toBe(201);
    const view = made.json().data;
    expect(view).toMatchObject({
      employer_key: 'platform',
      state: 'NV',
      year: YEAR,
      account_number_last4: '8901',
      account_number_masked: '•••••8901',
      suta_rate_percent: '2.9500',
      suta_wage_base: '40600.00',
    });
    expect(made.body).not.toContain('3456789');
    const [stored] = await sql(
      `select account_number_ciphertext from company_state_registrations where id = '${view.id}'`,
    );
    expect(String(stored!.account_number_ciphertext)).not.toContain('3456789');
    expect(t.app.deps.crypto.decrypt(String(stored!.account_number_ciphertext))).toBe('12-3456789-01');

    const listed = (await call('admin', 'GET', `/v2/company_taxes/registrations?year=${YEAR}`)).json().data;
    expect(listed.total).toBe(1);
    expect(listed.data[0].id).toBe(view.id);

    const edited = await call('admin', 'PATCH', `/v2/company_taxes/registrations/${view.id}`, {
      suta_rate_percent: '3.1234',
      account_number: 'NV 555-0001',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ suta_rate_percent: '3.1234', account_number_last4: '0001' });
    expect((await call('admin', 'PATCH', `/v2/company_taxes/registrations/${view.id}`, {})).statusCode).toBe(200);

    expect((await call('admin', 'DELETE', `/v2/company_taxes/registrations/${view.id}`)).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', `/v2/company_taxes/registrations/${view.id}`)).statusCode).toBe(404);

    const audits = await sql(
      `select action, metadata::text as metadata from audit_logs where entity_id = '${view.id}' order by created_at`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'company_state_registration_created',
      'company_state_registration_updated',
      'company_state_registration_deleted',
    ]);
    for (const a of audits) {
      expect(String(a.metadata)).not.toContain('3456789');
      expect(String(a.metadata)).not.toContain('555-0001');
    }
    expect(JSON.parse(String(audits[1]!.metadata))).toMatchObject({
      employer_key: 'platform',
      fields: ['account_number', 'suta_rate_percent'],
    });
  });

  it('refuses a second registration for the same employer, state and year with a clear 409', async () => {
    const first = await call('admin', 'POST', '/v2/company_taxes/registrations', registration({ state: 'OR' }));
    expect(first.statusCode).toBe(201);
    const dup = await call('admin', 'POST', '/v2/company_taxes/registrations', registration({ state: 'OR' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(`This employer already has a OR registration for ${YEAR}: edit that one instead`);
    // The same state and year for another employer is its own.
    const beacon = await call('partner2', 'POST', '/v2/company_taxes/registrations', registration({ state: 'OR' }));
    expect(beacon.statusCode).toBe(201);
    // Moving another registration onto it is the same clash.
    const other = await call('admin', 'POST', '/v2/company_taxes/registrations', registration({ state: 'ID' }));
    const moved = await call('admin', 'PATCH', `/v2/company_taxes/registrations/${other.json().data.id}`, {
      state: 'OR',
    });
    expect(moved.statusCode).toBe(409);
  });

  it('answers bad input with a 422 naming the field', async () => {
    const cases: [object, string][] = [
      [{ state: 'XX' }, 'state'],
      [{ state: 'Texas' }, 'state'],
      [{ year: 1999 }, 'year'],
      [{ year: 2101 }, 'year'],
      [{ suta_rate_percent: '20.0001' }, 'suta_rate_percent'],
      [{ suta_rate_percent: '21' }, 'suta_rate_percent'],
      [{ suta_rate_percent: '-1' }, 'suta_rate_percent'],
      [{ suta_rate_percent: '2.12345' }, 'suta_rate_percent'],
      [{ suta_rate_percent: 2.7 }, 'suta_rate_percent'],
      [{ suta_wage_base: '0' }, 'suta_wage_base'],
      [{ suta_wage_base: '9000.001' }, 'suta_wage_base'],
      [{ suta_wage_base: '1e5' }, 'suta_wage_base'],
      [{ account_number: '' }, 'account_number'],
      [{ account_number: '12' }, 'account_number'],
      [{ account_number: '12;drop' }, 'account_number'],
    ];
    for (const [over, field] of cases) {
      const res = await call(
        'admin',
        'POST',
        '/v2/company_taxes/registrations',
        registration({ state: 'MT', ...over }),
      );
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().detail[0].loc, JSON.stringify(over)).toEqual(['body', field]);
    }
    const twenty = await call(
      'admin',
      'POST',
      '/v2/company_taxes/registrations',
      registration({ state: 'MT', suta_rate_percent: '20.0000' }),
    );
    expect(twenty.statusCode).toBe(201);
    const bad = await call('admin', 'GET', '/v2/company_taxes/registrations?state=ZZ');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['querystring', 'state']);
  });

  it('pages, sorts and exports the list as CSV with the account number masked', async () => {
    const page = (
      await call('admin', 'GET', '/v2/company_taxes/registrations?year=2026&sort=-suta_wage_base&per_page=2')
    ).json().data;
    expect(page.total).toBe(4);
    expect(page.data.map((r: { state: string }) => r.state)).toEqual(['WA', 'PA']);
    const csv = await call('admin', 'GET', '/v2/company_taxes/registrations?year=2026&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('State,Year,Account number,SUTA rate %,Wage base');
    expect(lines.slice(1)).toEqual([
      'CA,2026,•••••8372,3.4000,7000.00',
      'PA,2026,•••••1925,3.8220,10000.00',
      'TX,2026,•••••2736,2.7000,9000.00',
      'WA,2026,•••••3001,1.2200,78200.00',
    ]);
  });
});

describe("company taxes: workers' comp rates", () => {
  it('adds, edits, refuses a duplicate and an unknown code, and deletes', async () => {
    const body = { workers_comp_code_id: ids.c8742, state: 'NV', year: YEAR, rate_per_100: '1.2345' };
    const made = await call('admin', 'POST', '/v2/company_taxes/workers_comp_rates', body);
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      employer_key: 'platform',
      workers_comp_code: { id: ids.c8742, code: '8742' },
      state: 'NV',
      rate_per_100: '1.2345',
    });
    const id = made.json().data.id as string;
    const dup = await call('admin', 'POST', '/v2/company_taxes/workers_comp_rates', body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('class 8742 in NV');
    const unknown = await call('admin', 'POST', '/v2/company_taxes/workers_comp_rates', {
      ...body,
      workers_comp_code_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'workers_comp_code_id']);
    for (const rate_per_100 of ['100.0001', '-0.5', '1.23456', 'abc']) {
      const res = await call('admin', 'POST', '/v2/company_taxes/workers_comp_rates', { ...body, rate_per_100 });
      expect(res.statusCode, rate_per_100).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'rate_per_100']);
    }
    const edited = await call('admin', 'PATCH', `/v2/company_taxes/workers_comp_rates/${id}`, {
      workers_comp_code_id: ids.c8810,
      rate_per_100: '0.5',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ workers_comp_code: { code: '8810' }, rate_per_100: '0.5000' });
    const listed = (await call('admin', 'GET', `/v2/company_taxes/workers_comp_rates?year=${YEAR}`)).json().data;
    expect(listed.data.map((r: { id: string }) => r.id)).toEqual([id]);
    const csv = await call('admin', 'GET', `/v2/company_taxes/workers_comp_rates?year=${YEAR}&format=csv`);
    expect(csv.body.trim().split(/\r?\n/)[1]).toBe(`8810,Clerical Office Employees NOC,NV,${YEAR},0.5000`);
    expect((await call('partner2', 'DELETE', `/v2/company_taxes/workers_comp_rates/${id}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/v2/company_taxes/workers_comp_rates/${id}`)).statusCode).toBe(204);
    const audits = await sql(`select action from audit_logs where entity_id = '${id}' order by created_at`);
    expect(audits.map((a) => a.action)).toEqual([
      'company_workers_comp_rate_created',
      'company_workers_comp_rate_updated',
      'company_workers_comp_rate_deleted',
    ]);
  });
});

describe('employerTaxRatesFor (the payroll engine reads it)', () => {
  it("answers the employer's SUTA rate and wage base and its workers' comp rate per $100", async () => {
    const db = t.app.deps.db;
    expect(
      await employerTaxRatesFor(db, { employerKey: 'platform', state: 'TX', year: 2026, workersCompCode: '8810' }),
    ).toEqual({
      suta: { ratePercent: '2.7000', wageBase: '9000.00' },
      workersCompPer100: '0.2100',
    });
    expect(
      await employerTaxRatesFor(db, { employerKey: 'platform', state: 'ca', year: 2026, workersCompCode: '8742' }),
    ).toEqual({
      suta: { ratePercent: '3.4000', wageBase: '7000.00' },
      workersCompPer100: '1.1000',
    });
    // Beacon's own figures, not the platform's.
    expect(
      await employerTaxRatesFor(db, { employerKey: ids.beacon!, state: 'TX', year: 2026, workersCompCode: '8810' }),
    ).toEqual({
      suta: { ratePercent: '3.1000', wageBase: '9000.00' },
      workersCompPer100: '0.1900',
    });
  });

  it('answers null where nothing is recorded: another year, an unregistered state, no code or an unrated one', async () => {
    const db = t.app.deps.db;
    expect(
      await employerTaxRatesFor(db, { employerKey: 'platform', state: 'TX', year: 2025, workersCompCode: '8810' }),
    ).toEqual({
      suta: null,
      workersCompPer100: null,
    });
    expect(await employerTaxRatesFor(db, { employerKey: 'platform', state: 'NY', year: 2026 })).toEqual({
      suta: null,
      workersCompPer100: null,
    });
    expect(
      await employerTaxRatesFor(db, { employerKey: 'platform', state: 'PA', year: 2026, workersCompCode: null }),
    ).toEqual({
      suta: { ratePercent: '3.8220', wageBase: '10000.00' },
      workersCompPer100: null,
    });
    expect(
      await employerTaxRatesFor(db, { employerKey: 'platform', state: 'TX', year: 2026, workersCompCode: '5403' }),
    ).toMatchObject({
      workersCompPer100: null,
    });
    expect(
      await employerTaxRatesFor(db, { employerKey: ids.acme!, state: 'TX', year: 2026, workersCompCode: '8810' }),
    ).toEqual({
      suta: null,
      workersCompPer100: null,
    });
  });
});
