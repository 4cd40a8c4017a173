import { CLASSIFICATION_QUESTIONS, type ClassificationAnswers } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const ids: Record<string, string> = {};

const pointing = (side: 'employee' | 'contractor') =>
  Object.fromEntries(CLASSIFICATION_QUESTIONS.map((q) => [q.key, q.yes === side])) as ClassificationAnswers;

beforeAll(async () => {
  t = await createTestApp();
  const one = async (key: string, sql: string) => (ids[key] = String((await t.database.executeSql(sql)).rows[0]!.id));
  await one('acme', `select id from partners where subdomain = 'acme'`);
  await one('beacon', `select id from partners where subdomain = 'beacon'`);
  await one('casey', `select id from contractors where email = 'contractor@demo.test'`);
  await one(
    'beaconContractor',
    `select c.id from contractors c join partners p on p.id = c.partner_id where p.subdomain = 'beacon'`,
  );
  // Acme's owner and Beacon's owner hold the link (granted per user); Acme's recruiter does not.
  for (const email of ['partner@demo.test', 'partner2@demo.test']) {
    await t.database.executeSql(
      `insert into user_link_grants (user_id, link, granted) select id, '/worker_classifications', true from users where email = '${email}'`,
    );
  }
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const create = (email: string, body: object) => call(email, 'POST', '/v2/worker_classifications', body);
const workers = async (email: string) =>
  ((await call(email, 'GET', '/v2/worker_classifications')).json().data.data as { worker_name: string }[])
    .map((c) => c.worker_name)
    .sort();

describe('worker classifications', () => {
  let caseyAssessment: string;

  it('records an assessment with the computed recommendation for a granted partner user', async () => {
    const res = await create('partner@demo.test', {
      contractor_id: ids.casey,
      answers: pointing('employee'),
      result: 'w-2',
    });
    expect(res.statusCode).toBe(201);
    const view = res.json().data;
    caseyAssessment = view.id;
    expect(view).toMatchObject({
      worker_name: 'Casey Contractor',
      contractor: { id: ids.casey, name: 'Casey Contractor' },
      partner: { id: ids.acme },
      result: 'w-2',
      notes: null,
      created_by: { name: expect.any(String) },
      recommendation: { recommendation: 'w-2', factors: { behavioral: { verdict: 'employee' } } },
    });
    expect(view.answers.business_directs_how_work_is_done).toBe(true);
    const [log] = (await t.database.executeSql(`select action from audit_logs where entity_id = '${view.id}'`)).rows;
    expect(log).toEqual({ action: 'worker_classification_created' });
  });

  it('needs notes to override the recommendation', async () => {
    const body = { worker_name: 'Vendor Vic', answers: pointing('employee'), result: 'independent_contractor' };
    const bare = await create('partner2@demo.test', body);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().detail[0].loc).toEqual(['body', 'notes']);
    const explained = await create('partner2@demo.test', { ...body, notes: 'Runs an agency with other clients' });
    expect(explained.statusCode).toBe(201);
    expect(explained.json().data.recommendation.recommendation).toBe('w-2');
  });

  it('shows each partner only its own, admin all, and 404s without the link or for foreign rows', async () => {
    // The seed records two of Acme's (Casey, Ian); this file adds one more for Casey and Beacon's Vic.
    expect(await workers('partner@demo.test')).toEqual(['Casey Contractor', 'Casey Contractor', 'Ian Independent']);
    expect(await workers('partner2@demo.test')).toEqual(['Vendor Vic']);
    expect(await workers('admin@demo.test')).toEqual([
      'Casey Contractor',
      'Casey Contractor',
      'Ian Independent',
      'Vendor Vic',
    ]);
    expect((await call('partner2@demo.test', 'GET', `/v2/worker_classifications/${caseyAssessment}`)).statusCode).toBe(
      404,
    );
    const csv = (await call('partner2@demo.test', 'GET', '/v2/worker_classifications?format=csv')).body;
    expect(csv).toContain('Vendor Vic');
    expect(csv).not.toContain('Casey');
    // Without the grant the link is missing: the API answers like the page, Not Found.
    expect((await call('recruiter@demo.test', 'GET', '/v2/worker_classifications')).statusCode).toBe(404);
    expect((await call('recruiter@demo.test', 'GET', `/v2/worker_classifications/${caseyAssessment}`)).statusCode).toBe(
      404,
    );
    expect(
      (await create('recruiter@demo.test', { worker_name: 'X', answers: pointing('employee'), result: 'w-2' }))
        .statusCode,
    ).toBe(404);
    for (const email of ['eor@demo.test', 'client@demo.test', 'sales@demo.test', 'contractor@demo.test']) {
      expect((await call(email, 'GET', '/v2/worker_classifications')).statusCode).toBe(403);
    }
  });

  it("refuses another partner's contractor, and asks admin for the partner", async () => {
    const foreign = await create('partner@demo.test', {
      contractor_id: ids.beaconContractor,
      answers: pointing('employee'),
      result: 'w-2',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().detail[0].loc).toEqual(['body', 'contractor_id']);
    const noPartner = await create('admin@demo.test', {
      worker_name: 'A',
      answers: pointing('employee'),
      result: 'w-2',
    });
    expect(noPartner.json().detail[0].loc).toEqual(['body', 'partner_id']);
    const byContractor = await create('admin@demo.test', {
      contractor_id: ids.beaconContractor,
      answers: pointing('contractor'),
      result: 'independent_contractor',
    });
    expect(byContractor.json().data.partner.id).toBe(ids.beacon);
  });

  it('lets only admins name the partner of an assessment', async () => {
    const res = await create('partner@demo.test', {
      worker_name: 'B',
      partner_id: ids.acme,
      answers: pointing('employee'),
      result: 'w-2',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'partner_id'],
      msg: 'Only platform staff choose the partner',
    });
  });

  it('changes answers and result together, keeping the override rule', async () => {
    const url = `/v2/worker_classifications/${caseyAssessment}`;
    expect((await call('partner2@demo.test', 'PATCH', url, { notes: 'x' })).statusCode).toBe(404);
    const flipped = await call('partner@demo.test', 'PATCH', url, { result: 'independent_contractor' });
    expect(flipped.statusCode).toBe(422);
    const half = await call('partner@demo.test', 'PATCH', url, { answers: pointing('contractor') });
    expect(half.statusCode).toBe(422);
    const both = await call('partner@demo.test', 'PATCH', url, {
      answers: pointing('contractor'),
      result: 'independent_contractor',
    });
    expect(both.json().data).toMatchObject({
      result: 'independent_contractor',
      recommendation: { recommendation: 'independent_contractor' },
    });
  });

  it('lists by result and partner (the partner filter is admin-only) and sorts by worker name', async () => {
    const list = async (email: string, query: string) => call(email, 'GET', `/v2/worker_classifications?${query}`);
    expect((await list('partner@demo.test', `partner_id=${ids.beacon}`)).statusCode).toBe(422);
    const beacon = (await list('admin@demo.test', `partner_id=${ids.beacon}&per_page=100`)).json().data.data as {
      partner: { id: string };
    }[];
    expect(beacon.length).toBeGreaterThan(0);
    expect(beacon.every((c) => c.partner.id === ids.beacon)).toBe(true);
    const w2 = (await list('admin@demo.test', 'result=w-2&per_page=100')).json().data.data as { result: string }[];
    expect(w2.length).toBeGreaterThan(0);
    expect(w2.every((c) => c.result === 'w-2')).toBe(true);
    const byName = (await list('admin@demo.test', 'sort=-worker_name&per_page=100')).json().data.data as {
      worker_name: string;
    }[];
    const names = byName.map((c) => c.worker_name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect((await list('admin@demo.test', 'partner_id=nope')).statusCode).toBe(422);
  });
});
