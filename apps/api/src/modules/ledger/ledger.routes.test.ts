import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { payBillTransactionItems } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement, decideAndPost } from './ledger.test-support.js';

let t: TestApp;
let db: Db;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let ids: DemoIds;
/** Acme's (platform-employed) week and Beacon's (self-employer) week. */
let acmeTxn = '';
let beaconTxn = '';
let acmeTimesheet = '';

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
  const acme = await createHourlyPlacement(db, {
    partnerId: ids.acme,
    clientId: ids.globex,
    workLocationId: ids.austin,
  });
  const beacon = await createHourlyPlacement(db, {
    partnerId: ids.beacon,
    clientId: ids.initech,
    workLocationId: ids.dallas,
    pay: '30',
    bill: '45',
  });
  const a = await createApprovedWeek(db, acme.assignmentId, [
    { date: '2027-06-07', start: '08:00', end: '18:00' },
    { date: '2027-06-08', start: '08:00', end: '18:00' },
    { date: '2027-06-09', start: '08:00', end: '18:00' },
    { date: '2027-06-10', start: '08:00', end: '18:00' },
    { date: '2027-06-11', start: '08:00', end: '14:00' },
  ]);
  acmeTxn = a.transactionIds[0]!;
  acmeTimesheet = a.timesheetIds[0]!;
  const b = await createApprovedWeek(db, beacon.assignmentId, [{ date: '2027-06-08', start: '09:00', end: '17:00' }]);
  beaconTxn = b.transactionIds[0]!;
});
afterAll(async () => t?.close());

const call = async (email: string, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });
const txnIds = async (email: string) =>
  ((await call(email, 'GET', '/v2/pay_bill_transactions?per_page=200')).json().data.data as { id: string }[]).map(
    (x) => x.id,
  );

describe('pay_bill_transactions', () => {
  it('shows staff every employer, a self-employer partner its own, and refuses everyone else', async () => {
    for (const email of ['admin@demo.test', 'eor@demo.test']) {
      expect(await txnIds(email)).toEqual(expect.arrayContaining([acmeTxn, beaconTxn]));
    }
    const beacon = await txnIds('partner2@demo.test');
    expect(beacon).toContain(beaconTxn);
    expect(beacon).not.toContain(acmeTxn);
    // Acme is not an employer: the page's link is not one of its links.
    expect((await call('partner@demo.test', 'GET', '/v2/pay_bill_transactions')).statusCode).toBe(404);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', '/v2/pay_bill_transactions')).statusCode).toBe(403);
    }
  });

  it('opens a transaction with its items and per-side totals; a foreign one is 404', async () => {
    const res = await call('admin@demo.test', 'GET', `/v2/pay_bill_transactions/${acmeTxn}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      kind: 'time',
      employer_key: 'platform',
      week_start: '2027-06-07',
      partner: { name: 'Acme Staffing' },
      totals: { pay: { minutes: 2760, amount: '1225.00' }, bill: { minutes: 2760, amount: '1960.00' } },
    });
    expect(d.items).toHaveLength(d.item_count);
    expect(d.items.find((i: { classification: string }) => i.classification === 'overtime')).toBeTruthy();
    expect((await call('partner2@demo.test', 'GET', `/v2/pay_bill_transactions/${acmeTxn}`)).statusCode).toBe(404);
    expect((await call('partner2@demo.test', 'GET', `/v2/pay_bill_transactions/${beaconTxn}`)).statusCode).toBe(200);
  });

  it('filters by the UTC days they were created on, whatever the database session time zone', async () => {
    const placement = await createHourlyPlacement(db, {
      partnerId: ids.beacon,
      clientId: ids.initech,
      workLocationId: ids.dallas,
    });
    const { transactionIds } = await createApprovedWeek(db, placement.assignmentId, [
      { date: '2027-08-02', start: '09:00', end: '17:00' },
    ]);
    const id = transactionIds[0]!;
    await t.database.executeSql(
      `update pay_bill_transactions set created_at = '2027-08-06T20:00:00Z' where id = '${id}'`,
    );
    await t.database.executeSql(`set time zone 'Pacific/Kiritimati'`);
    try {
      const res = await call(
        'admin@demo.test',
        'GET',
        '/v2/pay_bill_transactions?date_from=2027-08-06&date_to=2027-08-06',
      );
      expect(res.json().data.data.map((x: { id: string }) => x.id)).toEqual([id]);
    } finally {
      await t.database.executeSql(`set time zone 'UTC'`);
    }
  });

  it('exports CSV', async () => {
    const res = await call('partner2@demo.test', 'GET', '/v2/pay_bill_transactions?format=csv');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('Beacon Talent');
    expect(res.body).not.toContain('Acme Staffing');
  });
});

describe('pay_bill_transaction_items', () => {
  it('filters by side, classification, week and timesheet, with totals of every matching row', async () => {
    const res = await call(
      'admin@demo.test',
      'GET',
      `/v2/pay_bill_transaction_items?side=pay&classification=overtime&week_start=2027-06-07&per_page=1`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.data.every((i: { side: string }) => i.side === 'pay')).toBe(true);
    expect(body.totals.pay).toEqual({ minutes: 360, amount: '225.00' });
    const byEntry = await call('eor@demo.test', 'GET', `/v2/pay_bill_transaction_items?timesheet_id=${acmeTimesheet}`);
    expect(
      byEntry
        .json()
        .data.data.map((i: { side: string }) => i.side)
        .sort(),
    ).toEqual(['bill', 'pay']);
    const ranged = await call(
      'admin@demo.test',
      'GET',
      `/v2/pay_bill_transaction_items?date_from=2027-06-11&date_to=2027-06-11&client_id=${ids.globex}`,
    );
    expect(ranged.json().data.data.every((i: { work_date: string }) => i.work_date === '2027-06-11')).toBe(true);
    expect(ranged.json().data.total).toBeGreaterThan(0);
  });

  it('refuses a half-given period beside the field', async () => {
    const res = await call('admin@demo.test', 'GET', '/v2/pay_bill_transaction_items?date_from=2027-06-01');
    expect(res.statusCode).toBe(422);
  });

  it('answers 422 beside the field, never 500, for dates the database cannot hold', async () => {
    for (const url of [
      '/v2/pay_bill_transaction_items?date_from=0000-01-01&date_to=0000-01-01',
      '/v2/pay_bill_transaction_items?week_start=0000-01-03',
      '/v2/pay_bill_transactions?date_from=0000-01-01&date_to=0000-01-01',
      '/v2/pay_bill_transactions?week_start=0000-01-03',
    ]) {
      const res = await call('admin@demo.test', 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail[0].loc[0], url).toBe('querystring');
    }
  });

  it('scopes a self-employer partner to its own items, CSV included', async () => {
    const own = await call('partner2@demo.test', 'GET', '/v2/pay_bill_transaction_items?per_page=200');
    const partners = new Set(own.json().data.data.map((i: { partner: { id: string } }) => i.partner.id));
    expect([...partners]).toEqual([ids.beacon]);
    const csv = (await call('partner2@demo.test', 'GET', '/v2/pay_bill_transaction_items?format=csv')).body;
    expect(csv.split('\r\n')[0]).toContain('Classification');
    expect(csv).not.toContain('Globex');
    expect((await call('partner@demo.test', 'GET', '/v2/pay_bill_transaction_items')).statusCode).toBe(404);
    expect((await call('client@demo.test', 'GET', '/v2/pay_bill_transaction_items')).statusCode).toBe(403);
  });

  it('lets an admin or the employer owner hold and release an item, never an invoiced one', async () => {
    const [beaconItem] = await db
      .select()
      .from(payBillTransactionItems)
      .where(eq(payBillTransactionItems.transactionId, beaconTxn));
    const [acmeItem] = await db
      .select()
      .from(payBillTransactionItems)
      .where(eq(payBillTransactionItems.transactionId, acmeTxn));
    const url = (id: string) => `/v2/pay_bill_transaction_items/${id}`;

    expect((await call('eor@demo.test', 'PATCH', url(beaconItem!.id), { status: 'hold' })).statusCode).toBe(403);
    expect((await call('partner2@demo.test', 'PATCH', url(acmeItem!.id), { status: 'hold' })).statusCode).toBe(404);
    const held = await call('partner2@demo.test', 'PATCH', url(beaconItem!.id), { status: 'hold' });
    expect(held.statusCode).toBe(200);
    expect(held.json().data).toMatchObject({ status: 'hold', amount: beaconItem!.amount });
    const released = await call('admin@demo.test', 'PATCH', url(beaconItem!.id), { status: 'approved' });
    expect(released.json().data.status).toBe('approved');

    const bad = await call('admin@demo.test', 'PATCH', url(acmeItem!.id), { status: 'invoiced' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'status']);
    await db
      .update(payBillTransactionItems)
      .set({ status: 'invoiced' })
      .where(eq(payBillTransactionItems.id, acmeItem!.id));
    const invoiced = await call('admin@demo.test', 'PATCH', url(acmeItem!.id), { status: 'hold' });
    expect(invoiced.statusCode).toBe(409);
  });

  it('holds and releases a reversed item together with its reversal, so no invoice takes one without the other', async () => {
    const placement = await createHourlyPlacement(db, {
      partnerId: ids.beacon,
      clientId: ids.initech,
      workLocationId: ids.dallas,
    });
    const { timesheetIds } = await createApprovedWeek(db, placement.assignmentId, [
      { date: '2027-07-06', start: '09:00', end: '17:00' },
    ]);
    await decideAndPost(db, timesheetIds, 'pending');
    const items = await db
      .select()
      .from(payBillTransactionItems)
      .where(eq(payBillTransactionItems.timesheetId, timesheetIds[0]!));
    const original = items.find((i) => i.side === 'bill' && i.reversesItemId === null)!;
    const reversal = items.find((i) => i.reversesItemId === original.id)!;
    const statusOf = async (id: string) =>
      (await db.select().from(payBillTransactionItems).where(eq(payBillTransactionItems.id, id)))[0]!.status;

    const url = (id: string) => `/v2/pay_bill_transaction_items/${id}`;
    expect((await call('partner2@demo.test', 'PATCH', url(original.id), { status: 'hold' })).statusCode).toBe(200);
    expect([await statusOf(original.id), await statusOf(reversal.id)]).toEqual(['hold', 'hold']);
    expect((await call('admin@demo.test', 'PATCH', url(reversal.id), { status: 'approved' })).statusCode).toBe(200);
    expect([await statusOf(original.id), await statusOf(reversal.id)]).toEqual(['approved', 'approved']);
  });
});
