/**
 * The hours report counts weeks as the employer's workweek (decision 0099): Beacon's pay calendar starts
 * its workweek on Sunday, so Bruno's Sunday and the Saturday after are one week and the next Sunday opens
 * another — the weeks the overtime engine totalled (the ledger transactions' week starts) — while the
 * report's total is still the pay side of the time ledger for the same period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportView } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek } from '../ledger/ledger.test-support.js';
import { buildReport } from './reports.service.js';
import { parseCsv } from './reports.test-support.js';

let t: TestApp;
let token: string;
const sql = async (text: string) => (await t.database.executeSql(text)).rows as Record<string, unknown>[];
const get = async (url: string) => {
  const res = await t.call(token, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('partner2@demo.test');
  const [bruno] = await sql(
    `select a.id, a.partner_id from assignments a join contractors c on c.id = a.contractor_id
     where c.first_name = 'Bruno' order by a.start_date limit 1`,
  );
  // Beacon (a self-employer: its own employer key) counts its workweek from Sunday.
  await sql(
    `insert into pay_calendars (employer_key, frequency, anchor_date, workweek_start_day, workweek_start_hour)
     values ('${String(bruno!.partner_id)}', 'weekly', '2027-01-03', 0, 0)`,
  );
  // Sunday 3rd and Saturday 9th are one Beacon week; Sunday 10th opens the next (ISO weeks would split
  // them as Dec 28, Jan 4, Jan 4).
  await createApprovedWeek(t.database.db, String(bruno!.id), [
    { date: '2027-01-03', start: '09:00', end: '17:00' },
    { date: '2027-01-09', start: '09:00', end: '13:00' },
    { date: '2027-01-10', start: '09:00', end: '15:00' },
  ]);
});
afterAll(async () => t?.close());

describe('hours by the employer’s workweek', () => {
  it('groups by the workweek the ledger posted, and totals the ledger’s pay side', async () => {
    const params = { date_from: '2027-01-03', date_to: '2027-01-10' };
    const requested = await t.call(token, { method: 'POST', url: '/v2/reports', payload: { kind: 'hours', params } });
    expect(requested.statusCode, requested.body).toBe(201);
    const id = (requested.json().data as ReportView).id;
    expect(await buildReport(t.app.deps, id)).toBe(true);
    const csv = await t.call(token, { method: 'GET', url: `/v2/reports/${id}/download?format=csv` });
    const rows = parseCsv(csv.body);
    const body = rows.slice(1).filter((r) => r[0] !== 'Total');
    expect(body.map((r) => [r[0], r[3]])).toEqual([
      ['2027-01-03', '12.00'],
      ['2027-01-10', '6.00'],
    ]);
    // Each week is one the overtime engine counted: the week start of the ledger's transactions.
    for (const [week] of body)
      expect((await get(`/v2/pay_bill_transactions?week_start=${week}`)).total).toBeGreaterThan(0);
    const items = await get(
      '/v2/pay_bill_transaction_items?side=pay&date_from=2027-01-03&date_to=2027-01-10&per_page=200',
    );
    const minutes = (items.data as { minutes: number; timesheet_id: string | null; week_start: string | null }[])
      .filter((i) => i.timesheet_id !== null)
      .reduce((s, i) => s + i.minutes, 0);
    expect(rows.at(-1)).toEqual(['Total', '', '', (minutes / 60).toFixed(2)]);
  });
});
