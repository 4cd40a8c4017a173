import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statutoryHolidays } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedHolidays } from './holidays.seed.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(`${email}@demo.test`));
const ids: Record<string, string> = {};
const YEAR = 2030;
const expected = statutoryHolidays(YEAR).length;

beforeAll(async () => {
  t = await createTestApp();
  const one = async (key: string, sql: string) => (ids[key] = String((await t.database.executeSql(sql)).rows[0]!.id));
  await one('acme', `select id from partners where name = 'Acme Staffing'`);
  await one('beacon', `select id from partners where name = 'Beacon Talent'`);
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = async (who: string, method: Method, url: string, payload?: object) =>
  t.call(await token(who), { method, url, ...(payload && { payload }) });
const list = async (who: string, qs: string) => (await call(who, 'GET', `/v2/holidays?per_page=200&${qs}`)).json();

describe('holidays', () => {
  it('seeds a year of statutory holidays for the platform once (a second run adds nothing)', async () => {
    const first = await call('admin', 'POST', '/v2/holidays/seed', { year: YEAR });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ inserted: expected, skipped: 0 });
    expect((await call('eor', 'POST', '/v2/holidays/seed', { year: YEAR })).json().data).toEqual({
      inserted: 0,
      skipped: expected,
    });
    const platform = await list('admin', `year=${YEAR}`);
    expect(platform.data.total).toBe(expected);
    expect(platform.data.data[0]).toMatchObject({ employer_key: 'platform', date: `${YEAR}-01-01` });
    // The exported seeder the demo seed calls is the same idempotent insert.
    expect(await seedHolidays(t.app.deps.db, YEAR)).toEqual({ inserted: 0, skipped: expected });
  });

  it("lets a partner read the platform's holidays but not change them or read another partner's", async () => {
    expect((await call('partner', 'GET', '/v2/holidays/employers')).json().data).toEqual([
      { key: 'platform', name: 'Platform (EOR)', can_edit: false },
    ]);
    const acme = await list('partner', `year=${YEAR}&country=CA&region=ON`);
    expect(acme.data.data.map((h: { name: string }) => h.name)).toEqual([
      'Family Day',
      'Victoria Day',
      'Thanksgiving Day',
      'Boxing Day',
    ]);
    expect((await call('partner', 'GET', `/v2/holidays?employer_key=${ids.beacon}`)).statusCode).toBe(404);
    const body = { country: 'US', date: `${YEAR}-12-24`, name: 'Christmas Eve' };
    expect((await call('partner', 'POST', '/v2/holidays', body)).statusCode).toBe(403);
    expect((await call('partner', 'POST', '/v2/holidays/seed', { year: YEAR + 1 })).statusCode).toBe(403);
    const someId = acme.data.data[0].id as string;
    expect((await call('partner', 'PATCH', `/v2/holidays/${someId}`, { name: 'X' })).statusCode).toBe(403);
    expect((await call('recruiter', 'DELETE', `/v2/holidays/${someId}`)).statusCode).toBe(403);
    for (const who of ['client', 'contractor', 'sales'])
      expect((await call(who, 'GET', '/v2/holidays')).statusCode, who).toBe(403);
  });

  it('gives a self-employer partner its own list, which staff may also keep, and 404 to everyone else', async () => {
    expect((await call('partner2', 'GET', '/v2/holidays/employers')).json().data).toEqual([
      { key: ids.beacon, name: 'Beacon Talent', can_edit: true },
      { key: 'platform', name: 'Platform (EOR)', can_edit: false },
    ]);
    expect((await list('partner2', `year=${YEAR}`)).data.total).toBe(0);
    const seeded = await call('partner2', 'POST', '/v2/holidays/seed', {
      year: YEAR,
      employer_key: ids.beacon,
      countries: ['US'],
    });
    expect(seeded.json().data).toEqual({ inserted: statutoryHolidays(YEAR, ['US']).length, skipped: 0 });
    const eve = await call('partner2', 'POST', '/v2/holidays', {
      employer_key: ids.beacon,
      country: 'US',
      region: 'tx',
      date: `${YEAR}-12-24`,
      name: 'Christmas Eve',
    });
    expect(eve.statusCode).toBe(201);
    expect(eve.json().data).toMatchObject({ employer_key: ids.beacon, region: 'TX', name: 'Christmas Eve' });
    const eveId = eve.json().data.id as string;
    expect((await list('partner2', `year=${YEAR}`)).data.total).toBe(statutoryHolidays(YEAR, ['US']).length + 1);
    // Its platform view is read-only.
    const onPlatform = await call('partner2', 'POST', '/v2/holidays', {
      employer_key: 'platform',
      country: 'US',
      date: `${YEAR}-12-24`,
      name: 'Christmas Eve',
    });
    expect(onPlatform.statusCode).toBe(403);
    // Acme cannot see it; staff can, and name only real employers.
    expect((await call('partner', 'PATCH', `/v2/holidays/${eveId}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await call('partner', 'DELETE', `/v2/holidays/${eveId}`)).statusCode).toBe(404);
    expect((await list('admin', `employer_key=${ids.beacon}&region=TX`)).data.data[0].id).toBe(eveId);
    const acmeKey = await call('admin', 'GET', `/v2/holidays?employer_key=${ids.acme}`);
    expect(acmeKey.statusCode).toBe(422);
    expect(acmeKey.json().detail[0].loc).toEqual(['querystring', 'employer_key']);
    const renamed = await call('admin', 'PATCH', `/v2/holidays/${eveId}`, { name: 'Christmas Eve (half day)' });
    expect(renamed.json().data.name).toBe('Christmas Eve (half day)');
    expect((await call('partner2', 'DELETE', `/v2/holidays/${eveId}`)).statusCode).toBe(204);
    expect((await call('partner2', 'DELETE', `/v2/holidays/${eveId}`)).statusCode).toBe(404);
  });

  it('refuses a second holiday on the same day and region, and a region outside the country', async () => {
    const dup = await call('admin', 'POST', '/v2/holidays', { country: 'US', date: `${YEAR}-01-01`, name: 'Again' });
    expect(dup.statusCode).toBe(409);
    const region = await call('admin', 'POST', '/v2/holidays', {
      country: 'CA',
      region: 'TX',
      date: `${YEAR}-03-17`,
      name: "St Patrick's Day",
    });
    expect(region.statusCode).toBe(422);
    expect(region.json().detail[0].loc).toEqual(['body', 'region']);
    const [first] = (await list('admin', `year=${YEAR}&country=US`)).data.data;
    const moved = await call('admin', 'PATCH', `/v2/holidays/${first.id}`, { region: 'ON' });
    expect(moved.statusCode).toBe(422);
    const clash = await call('admin', 'PATCH', `/v2/holidays/${first.id}`, { date: `${YEAR}-12-25` });
    expect(clash.statusCode).toBe(409);
  });

  it('answers odd input with a 422 beside the field, never a 500', async () => {
    const year0 = await call('admin', 'POST', '/v2/holidays', { country: 'US', date: '0000-01-01', name: 'Year zero' });
    expect(year0.statusCode).toBe(422);
    expect(year0.json().detail[0].loc).toEqual(['body', 'date']);
    const nul = await call('admin', 'POST', '/v2/holidays', {
      country: 'US',
      date: `${YEAR}-05-05`,
      name: 'Day\u0000',
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().detail[0].loc).toEqual(['body', 'name']);
    const [first] = (await list('admin', `year=${YEAR}&country=US`)).data.data;
    expect((await call('admin', 'PATCH', `/v2/holidays/${first.id}`, { date: '0000-01-01' })).statusCode).toBe(422);
    const empty = await call('admin', 'PATCH', `/v2/holidays/${first.id}`, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual(first);
    const region = await call('admin', 'GET', '/v2/holidays?region=%00');
    expect(region.statusCode).toBe(422);
    expect(region.json().detail[0].loc).toEqual(['querystring', 'region']);
  });

  it('exports the list as CSV', async () => {
    const csv = await call('partner', 'GET', `/v2/holidays?year=${YEAR}&country=US&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Date,Name,Country,Region');
    expect(csv.body).toContain(`${YEAR}-11-28,Thanksgiving Day,US,`);
  });
});
