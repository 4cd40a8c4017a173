import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hasOpenTimeItems } from '../ledger/ledger.posting.js';
import { employerKeyFor, midnightAtOffset, personKeyFor, todayAtOffset } from './pay-calendars.service.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let beacon = '';
let acme = '';

beforeAll(async () => {
  t = await createTestApp();
  const one = async (sql: string) => String((await t.database.executeSql(sql)).rows[0]!.id);
  beacon = await one(`select id from partners where name = 'Beacon Talent'`);
  acme = await one(`select id from partners where name = 'Acme Staffing'`);
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

const weekly = {
  frequency: 'biweekly',
  anchor_date: '2026-01-04',
  pay_day_offset_days: 3,
  workweek_start_day: 1,
  workweek_start_hour: 0,
};

describe('keys', () => {
  it('names the platform for EOR work and the partner for a self-employer; a person by blind index', () => {
    expect(employerKeyFor({ id: 'p1', selfEmployer: false })).toBe('platform');
    expect(employerKeyFor({ id: 'p1', selfEmployer: true })).toBe('p1');
    expect(personKeyFor({ id: 'c1', taxIdBlindIndex: 'bidx' })).toBe('bidx');
    expect(personKeyFor({ id: 'c1', taxIdBlindIndex: null })).toBe('c1');
  });

  it('puts the est variants at local midnight of the offset', () => {
    expect(midnightAtOffset('2026-01-05', -5)).toBe('2026-01-05T05:00:00.000Z');
    expect(todayAtOffset(-5, new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-09');
  });
});

describe('payroll settings', () => {
  it('answers the default calendar until one is saved', async () => {
    const res = await call('admin@demo.test', 'GET', '/v2/payroll_settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      employer_key: 'platform',
      frequency: 'weekly',
      anchor_date: '2026-01-05',
      pay_day_offset_days: 5,
      workweek_start_day: 1,
      workweek_start_hour: 0,
      is_default: true,
      can_edit: true,
    });
  });

  it('lets staff read, admins and the self-employer owner change, and refuses everyone else', async () => {
    const eor = await call('eor@demo.test', 'GET', '/v2/payroll_settings');
    expect(eor.json().data).toMatchObject({ employer_key: 'platform', can_edit: false });
    expect((await call('eor@demo.test', 'PUT', '/v2/payroll_settings', weekly)).statusCode).toBe(403);
    // Acme is not a self-employer: the page's link is not theirs.
    expect((await call('partner@demo.test', 'GET', '/v2/payroll_settings')).statusCode).toBe(404);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', '/v2/payroll_settings')).statusCode).toBe(403);
    }
    const own = await call('partner2@demo.test', 'GET', '/v2/payroll_settings');
    expect(own.json().data).toMatchObject({ employer_key: beacon, employer_name: 'Beacon Talent', can_edit: true });
    expect((await call('partner2@demo.test', 'GET', '/v2/payroll_settings?employer_key=platform')).statusCode).toBe(
      404,
    );
    expect((await call('admin@demo.test', 'GET', `/v2/payroll_settings?employer_key=${acme}`)).statusCode).toBe(404);

    const saved = await call('partner2@demo.test', 'PUT', '/v2/payroll_settings', weekly);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...weekly, is_default: false });
    // The platform's calendar is untouched by Beacon's.
    expect((await call('admin@demo.test', 'GET', '/v2/payroll_settings')).json().data.frequency).toBe('weekly');
    const seenByStaff = await call('eor@demo.test', 'GET', `/v2/payroll_settings?employer_key=${beacon}`);
    expect(seenByStaff.json().data).toMatchObject({ frequency: 'biweekly', pay_day_offset_days: 3 });
  });

  it('keeps the workweek once time is posted in it (409): those weeks would be computed again and paid twice', async () => {
    // The seed posted Beacon's demo time in Monday workweeks.
    const moved = await call('partner2@demo.test', 'PUT', '/v2/payroll_settings', {
      ...weekly,
      workweek_start_day: 0,
      workweek_start_hour: 6,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('The workweek cannot change once time has been posted for this employer');
    const now = (await call('partner2@demo.test', 'GET', '/v2/payroll_settings')).json().data;
    expect(now).toMatchObject({ workweek_start_day: 1, workweek_start_hour: 0 });
    // An employer with nothing posted yet still chooses its workweek.
    expect(await hasOpenTimeItems(t.database.db, beacon)).toBe(true);
    expect(await hasOpenTimeItems(t.database.db, '00000000-0000-4000-8000-000000000001')).toBe(false);
  });

  it('answers 422 beside the field for a bad calendar', async () => {
    const res = await call('admin@demo.test', 'PUT', '/v2/payroll_settings', { ...weekly, workweek_start_hour: 24 });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'workweek_start_hour']);
    const yearZero = await call('admin@demo.test', 'PUT', '/v2/payroll_settings', {
      ...weekly,
      anchor_date: '0000-02-29',
    });
    expect(yearZero.statusCode).toBe(422);
    expect(yearZero.json().detail[0].loc).toEqual(['body', 'anchor_date']);
  });
});

describe('work periods', () => {
  it('answers 422, never 500, for a date the calendar cannot hold', async () => {
    for (const q of ['as_of=9999-12-31', 'as_of=0000-01-01', 'frequency=monthly&anchor_date=0000-01-31']) {
      const res = await call('admin@demo.test', 'GET', `/v2/work_periods?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().detail[0].loc[0], q).toBe('querystring');
    }
  });

  it('lists the current period and the ones before it with labels and est bounds', async () => {
    const res = await call('admin@demo.test', 'GET', '/v2/work_periods?count=3&as_of=2026-03-11');
    expect(res.statusCode).toBe(200);
    const periods = res.json().data.data;
    expect(periods).toEqual([
      {
        period_start_date: '2026-03-09',
        period_end_date: '2026-03-15',
        period_start_date_est: '2026-03-09T05:00:00.000Z',
        period_end_date_est: '2026-03-16T05:00:00.000Z',
        pay_date: '2026-03-20',
        label: 'current',
      },
      expect.objectContaining({ period_start_date: '2026-03-02', label: 'last' }),
      expect.objectContaining({ period_start_date: '2026-02-23', label: null }),
    ]);
  });

  it('lists the periods ahead of the current one before it when asked, and refuses more than 12', async () => {
    const res = await call('admin@demo.test', 'GET', '/v2/work_periods?count=1&ahead=2&as_of=2026-03-11');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(3);
    expect(
      res
        .json()
        .data.data.map((p: { period_start_date: string; label: string | null }) => [p.period_start_date, p.label]),
    ).toEqual([
      ['2026-03-23', null],
      ['2026-03-16', 'next'],
      ['2026-03-09', 'current'],
    ]);
    const tooFar = await call('admin@demo.test', 'GET', '/v2/work_periods?ahead=13');
    expect(tooFar.statusCode).toBe(422);
    expect(tooFar.json().detail[0].loc).toEqual(['querystring', 'ahead']);
  });

  it("previews another frequency and follows the employer's saved calendar", async () => {
    const monthly = await call(
      'admin@demo.test',
      'GET',
      '/v2/work_periods?count=2&as_of=2026-03-11&frequency=monthly&anchor_date=2026-01-01',
    );
    expect(monthly.json().data.data.map((p: { period_start_date: string }) => p.period_start_date)).toEqual([
      '2026-03-01',
      '2026-02-01',
    ]);
    const beaconPeriods = await call('partner2@demo.test', 'GET', '/v2/work_periods?count=1&as_of=2026-01-20');
    expect(beaconPeriods.json().data.data[0]).toMatchObject({
      period_start_date: '2026-01-18',
      period_end_date: '2026-01-31',
      pay_date: '2026-02-03',
    });
  });
});
