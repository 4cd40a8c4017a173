import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const one = async (key: string, sql: string) => (ids[key] = String((await t.database.executeSql(sql)).rows[0]!.id));
  await one('globex', `select id from clients where name = 'Globex Corporation'`);
  await one('umbrella', `select id from clients where name = 'Umbrella Health'`);
  await one('beacon', `select id from partners where subdomain = 'beacon'`);
  await one('developer', `select id from jobs where title = 'Software Developer'`);
  await one('receptionist', `select id from jobs where title = 'Medical Receptionist'`);
  await one('controller', `select id from jobs where title = 'Plant Controller'`);
  await one('code8810', `select id from workers_comp_codes where code = '8810'`);
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const titles = async (email: string, url = '/v2/jobs?per_page=100') =>
  ((await call(email, 'GET', url)).json().data.data as { title: string }[]).map((j) => j.title).sort();
const create = (email: string, body: object) => call(email, 'POST', '/v2/jobs', body);

describe('who sees which jobs', () => {
  it('scopes the list per user type, tenant and client', async () => {
    const beacon = ['Plant Controller', 'Systems Consultant'];
    expect(await titles('partner2@demo.test')).toEqual(beacon);
    const acme = await titles('partner@demo.test');
    expect(acme).toEqual(
      expect.arrayContaining(['Software Developer', 'Medical Receptionist', 'Logistics Consultant']),
    );
    expect(acme).not.toContain('Plant Controller');
    expect(await titles('sales@demo.test')).toEqual(acme);
    expect(await titles('admin@demo.test')).toEqual(expect.arrayContaining([...acme, ...beacon]));
    expect(await titles('client@demo.test')).toEqual([
      'Data Analyst (Canada)',
      'Product Designer (International)',
      'Software Developer',
    ]);
    expect(await titles('initech@demo.test')).toEqual(['Systems Consultant']);
    expect((await call('contractor@demo.test', 'GET', '/v2/jobs')).statusCode).toBe(403);
  });

  it('answers 404 for foreign jobs and shows the workers comp code of visible ones', async () => {
    expect((await call('partner2@demo.test', 'GET', `/v2/jobs/${ids.developer}`)).statusCode).toBe(404);
    expect((await call('partner@demo.test', 'GET', `/v2/jobs/${ids.controller}`)).statusCode).toBe(404);
    expect((await call('client@demo.test', 'GET', `/v2/jobs/${ids.receptionist}`)).statusCode).toBe(404);
    expect((await call('client@demo.test', 'GET', `/v2/jobs/${ids.developer}`)).json().data).toMatchObject({
      title: 'Software Developer',
      classification: 'w-2',
      workers_comp_code: { id: ids.code8810, code: '8810', description: 'Clerical Office Employees NOC' },
      salaried: false,
      is_travel: false,
      client: { id: ids.globex, name: 'Globex Corporation' },
    });
  });

  it('filters by classification and client, and keeps foreign jobs out of CSV', async () => {
    expect(await titles('partner2@demo.test', '/v2/jobs?classification=w-2')).toEqual(['Plant Controller']);
    expect(await titles('partner@demo.test', `/v2/jobs?client_id=${ids.umbrella}`)).toEqual(['Medical Receptionist']);
    expect((await call('partner@demo.test', 'GET', '/v2/jobs?classification=nope')).statusCode).toBe(422);
    const csv = (await call('partner@demo.test', 'GET', '/v2/jobs?format=csv')).body;
    expect(csv).toContain('Software Developer');
    expect(csv).not.toContain('Plant Controller');
  });
});

describe('creating jobs', () => {
  it('creates a job with a workers comp code for the partner', async () => {
    const res = await create('partner@demo.test', {
      title: 'Forklift Operator',
      classification: 'w-2',
      workers_comp_code_id: ids.code8810,
      client_id: ids.umbrella,
      is_travel: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'Forklift Operator',
      workers_comp_code: { code: '8810' },
      is_travel: true,
      salaried: false,
      client: { name: 'Umbrella Health' },
    });
    expect(await titles('partner2@demo.test')).not.toContain('Forklift Operator');
    expect(await titles('recruiter@demo.test')).toContain('Forklift Operator');
  });

  it('keeps canada_t4 to Canada-enabled partners and staff', async () => {
    const body = { title: 'Toronto Analyst', classification: 'canada_t4' };
    const beacon = await create('partner2@demo.test', body);
    expect(beacon.statusCode).toBe(422);
    expect(beacon.json().detail[0].loc).toEqual(['body', 'classification']);
    expect((await create('partner@demo.test', body)).statusCode).toBe(201);
    expect((await create('eor@demo.test', { ...body, partner_id: ids.beacon })).statusCode).toBe(201);
  });

  it('keeps salaried jobs to partners that may add salary, and staff', async () => {
    const body = { title: 'Office Manager', classification: 'w-2', salaried: true };
    const acme = await create('partner@demo.test', body);
    expect(acme.statusCode).toBe(422);
    expect(acme.json().detail[0].loc).toEqual(['body', 'salaried']);
    expect((await create('partner2@demo.test', body)).json().data.salaried).toBe(true);
    expect((await create('admin@demo.test', { ...body, partner_id: ids.beacon })).statusCode).toBe(201);
  });

  it('lets a client owner with can_create_assignment create jobs for its own client only', async () => {
    const mine = await create('client@demo.test', { title: 'Globex Intern', classification: 'w-2' });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data.client.name).toBe('Globex Corporation');
    const other = await create('client@demo.test', { title: 'X', classification: 'w-2', client_id: ids.umbrella });
    expect(other.statusCode).toBe(422);
    // Initech may not create assignments (section 6).
    const initech = await create('initech@demo.test', { title: 'X', classification: 'w-2' });
    expect(initech.statusCode).toBe(403);
    expect(initech.json().message).toBe('Your client may not create jobs');
    expect((await create('sales@demo.test', { title: 'X', classification: 'w-2' })).statusCode).toBe(403);
    expect((await create('contractor@demo.test', { title: 'X', classification: 'w-2' })).statusCode).toBe(403);
    expect((await create('timesheets@demo.test', { title: 'X', classification: 'w-2' })).statusCode).toBe(404);
  });

  it('refuses unknown or archived workers comp codes and writes nothing', async () => {
    const unknown = await create('partner@demo.test', {
      title: 'Ghost',
      classification: 'w-2',
      workers_comp_code_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0].loc).toEqual(['body', 'workers_comp_code_id']);
    await t.database.executeSql(`update workers_comp_codes set active = false where code = '9015'`);
    const archivedId = String(
      (await t.database.executeSql(`select id from workers_comp_codes where code = '9015'`)).rows[0]!.id,
    );
    const archived = await create('partner@demo.test', {
      title: 'Ghost',
      classification: 'w-2',
      workers_comp_code_id: archivedId,
    });
    expect(archived.statusCode).toBe(422);
    expect(await titles('partner@demo.test')).not.toContain('Ghost');
  });
});

describe('the client filter', () => {
  it("narrows to what can be used for the client: its own jobs and its partner's general ones", async () => {
    const forUmbrella = await titles('admin@demo.test', `/v2/jobs?client_id=${ids.umbrella}&per_page=100`);
    // Forklift Operator is Umbrella's; Toronto Analyst is Acme's general job (no client).
    expect(forUmbrella).toEqual(
      expect.arrayContaining(['Medical Receptionist', 'Forklift Operator', 'Toronto Analyst']),
    );
    expect(forUmbrella).not.toContain('Software Developer');
    // Beacon's general jobs are not usable for an Acme client.
    expect(forUmbrella).not.toContain('Office Manager');
  });
});

describe('changing jobs', () => {
  it('updates and archives within scope only', async () => {
    expect((await call('partner2@demo.test', 'PATCH', `/v2/jobs/${ids.developer}`, { active: false })).statusCode).toBe(
      404,
    );
    expect((await call('client@demo.test', 'PATCH', `/v2/jobs/${ids.receptionist}`, { title: 'X' })).statusCode).toBe(
      404,
    );
    const edited = await call('client@demo.test', 'PATCH', `/v2/jobs/${ids.developer}`, { description: 'Builds APIs' });
    expect(edited.json().data.description).toBe('Builds APIs');
    const archived = await call('partner@demo.test', 'PATCH', `/v2/jobs/${ids.developer}`, { active: false });
    expect(archived.json().data.active).toBe(false);
    expect(await titles('partner@demo.test', '/v2/jobs?active=false')).toEqual(['Software Developer']);
    const salaried = await call('partner@demo.test', 'PATCH', `/v2/jobs/${ids.developer}`, { salaried: true });
    expect(salaried.statusCode).toBe(422);
  });
});

describe("a client's own jobs", () => {
  it('stay at its own client', async () => {
    const mine = await create('client@demo.test', { title: 'Globex Temp', classification: 'w-2' });
    expect(mine.statusCode).toBe(201);
    const moved = await call('client@demo.test', 'PATCH', `/v2/jobs/${mine.json().data.id}`, {
      client_id: ids.umbrella,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().detail[0]).toMatchObject({ loc: ['body', 'client_id'], msg: 'A client keeps its own rows' });
  });
});
