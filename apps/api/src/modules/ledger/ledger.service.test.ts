import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { expenses, payBillTransactionItems, payBillTransactions, timesheets } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { postExpenseLedger, recomputeTimeLedger } from './ledger.service.js';
import { createApprovedWeek, createHourlyPlacement, decideAndPost, insertTimesheets } from './ledger.test-support.js';

let t: TestApp;
let db: Db;
let ids: DemoIds;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
});
afterAll(async () => t?.close());

const texas = () =>
  createHourlyPlacement(db, { partnerId: ids.acme, clientId: ids.globex, workLocationId: ids.austin });

/** Mon–Thu 10 h, then an overnight Friday shift of 6 h: 46 h in the week of `monday`. */
const week46 = (monday: string) => {
  const day = (n: number) => new Date(Date.parse(`${monday}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return [
    { date: day(0), start: '08:00', end: '18:00' },
    { date: day(1), start: '08:00', end: '18:00' },
    { date: day(2), start: '08:00', end: '18:00' },
    { date: day(3), start: '08:00', end: '18:00' },
    { date: day(4), start: '22:00', end: '04:00' },
  ];
};

const itemsOf = async (where: { transactionIds?: string[]; timesheetIds?: string[] }) => {
  if (where.transactionIds)
    return db
      .select()
      .from(payBillTransactionItems)
      .where(inArray(payBillTransactionItems.transactionId, where.transactionIds));
  return db
    .select()
    .from(payBillTransactionItems)
    .where(inArray(payBillTransactionItems.timesheetId, where.timesheetIds!));
};

type Item = typeof payBillTransactionItems.$inferSelect;
/** Net minutes and amount per side × classification. */
const net = (items: Item[]) => {
  const out: Record<string, { minutes: number; amount: string }> = {};
  for (const i of items) {
    const k = `${i.side}:${i.classification}`;
    const prev = out[k] ?? { minutes: 0, amount: '0.00' };
    out[k] = { minutes: prev.minutes + i.minutes, amount: new Decimal(prev.amount).plus(i.amount).toFixed(2) };
  }
  for (const k of Object.keys(out)) if (out[k]!.minutes === 0 && out[k]!.amount === '0.00') delete out[k];
  return out;
};

describe('recomputeTimeLedger', () => {
  it('posts a 46-hour Texas week as regular 40 + overtime 6 on both sides, traceable to each entry', async () => {
    const placement = await texas();
    const { timesheetIds, transactionIds } = await createApprovedWeek(db, placement.assignmentId, week46('2027-02-01'));
    expect(transactionIds).toHaveLength(1);
    const items = await itemsOf({ transactionIds });
    expect(net(items)).toEqual({
      'pay:regular': { minutes: 2400, amount: '1000.00' },
      'pay:overtime': { minutes: 360, amount: '225.00' },
      'bill:regular': { minutes: 2400, amount: '1600.00' },
      'bill:overtime': { minutes: 360, amount: '360.00' },
    });
    // The overtime is the week's last hours: Friday's overnight shift.
    const overtime = items.filter((i) => i.classification === 'overtime');
    expect(new Set(overtime.map((i) => i.timesheetId))).toEqual(new Set([timesheetIds[4]]));
    expect(overtime.every((i) => i.workDate === '2027-02-05')).toBe(true);
    for (const i of items) {
      expect(i).toMatchObject({
        partnerId: ids.acme,
        clientId: ids.globex,
        contractorId: placement.contractorId,
        assignmentId: placement.assignmentId,
        status: 'approved',
        reversesItemId: null,
      });
      expect(timesheetIds).toContain(i.timesheetId);
    }
    const [txn] = await db.select().from(payBillTransactions).where(eq(payBillTransactions.id, transactionIds[0]!));
    expect(txn).toMatchObject({ kind: 'time', employerKey: 'platform', weekStart: '2027-02-01' });
    expect(txn!.personKey).toBe(placement.contractorId);
  });

  it('splits a Californian day into regular 8, overtime 4 and double time 2', async () => {
    const placement = await createHourlyPlacement(db, {
      partnerId: ids.acme,
      clientId: ids.umbrella,
      workLocationId: ids.laClinic,
      pay: '20',
      bill: '32',
    });
    const { transactionIds } = await createApprovedWeek(db, placement.assignmentId, [
      { date: '2027-02-01', start: '06:00', end: '20:00' },
      { date: '2027-02-02', start: '09:00', end: '17:00' },
    ]);
    expect(net(await itemsOf({ transactionIds }))).toEqual({
      'pay:regular': { minutes: 960, amount: '320.00' },
      'pay:overtime': { minutes: 240, amount: '120.00' },
      'pay:double_time': { minutes: 120, amount: '80.00' },
      'bill:regular': { minutes: 960, amount: '512.00' },
      'bill:overtime': { minutes: 240, amount: '192.00' },
      'bill:double_time': { minutes: 120, amount: '128.00' },
    });
  });

  it('is idempotent: recomputing an unchanged week posts nothing', async () => {
    const placement = await texas();
    const { timesheetIds } = await createApprovedWeek(db, placement.assignmentId, week46('2027-02-08'));
    const again = await db.transaction((tx) =>
      recomputeTimeLedger(tx, timesheetIds, { actorUserId: null, reason: 'retry' }),
    );
    expect(again).toEqual([]);
    const keyed = await db.transaction((tx) =>
      recomputeTimeLedger(tx, timesheetIds, { actorUserId: null, reason: 'retry', idempotencyKey: 'k1' }),
    );
    expect(keyed).toEqual([]);
    const count = await db
      .select()
      .from(payBillTransactions)
      .where(eq(payBillTransactions.personKey, placement.contractorId));
    expect(count).toHaveLength(1);
  });

  it('reverses everything on unapprove, so the entries net to zero, and reposts on approve', async () => {
    const placement = await texas();
    const { timesheetIds } = await createApprovedWeek(db, placement.assignmentId, week46('2027-02-15'));
    const before = await itemsOf({ timesheetIds });
    const [unapproved] = await decideAndPost(db, timesheetIds, 'pending');
    const reversal = await itemsOf({ transactionIds: [unapproved!] });
    expect(reversal).toHaveLength(before.length);
    expect(reversal.every((i) => i.reversesItemId !== null && i.minutes <= 0)).toBe(true);
    expect(new Set(reversal.map((i) => i.reversesItemId))).toEqual(new Set(before.map((i) => i.id)));
    expect(net(await itemsOf({ timesheetIds }))).toEqual({});

    const [reapproved] = await decideAndPost(db, timesheetIds, 'approved');
    expect(net(await itemsOf({ transactionIds: [reapproved!] }))['pay:overtime']).toEqual({
      minutes: 360,
      amount: '225.00',
    });
  });

  it('moves overtime when one entry leaves the week: only that entry and the new last hours repost', async () => {
    const placement = await texas();
    const shifts = [...week46('2027-02-22'), { date: '2027-02-27', start: '08:00', end: '12:00' }];
    const { timesheetIds } = await createApprovedWeek(db, placement.assignmentId, shifts);
    // 50 h: Friday night 6 h and Saturday 4 h are overtime. Unapproving Monday leaves 40 h, all regular.
    const [changed] = await decideAndPost(db, [timesheetIds[0]!], 'pending');
    const posted = await itemsOf({ transactionIds: [changed!] });
    const touched = new Set(posted.map((i) => i.timesheetId));
    expect(touched).toEqual(new Set([timesheetIds[0], timesheetIds[4], timesheetIds[5]]));
    expect(net(await itemsOf({ timesheetIds }))).toEqual({
      'pay:regular': { minutes: 2400, amount: '1000.00' },
      'bill:regular': { minutes: 2400, amount: '1600.00' },
    });
  });

  it('bills a no_bill entry as no_bill items and keeps its pay', async () => {
    const placement = await texas();
    const { timesheetIds } = await createApprovedWeek(db, placement.assignmentId, [
      { date: '2027-03-01', start: '09:00', end: '17:00' },
    ]);
    const [txn] = await decideAndPost(db, timesheetIds, 'no_bill');
    const posted = await itemsOf({ transactionIds: [txn!] });
    expect(posted.every((i) => i.side === 'bill')).toBe(true);
    const all = await itemsOf({ timesheetIds });
    const open = all.filter((i) => i.reversesItemId === null && !all.some((r) => r.reversesItemId === i.id));
    expect(open.map((i) => `${i.side}:${i.status}`).sort()).toEqual(['bill:no_bill', 'pay:approved']);
  });

  it('posts late time on a locked week as reversing and new items, never an edit', async () => {
    const placement = await texas();
    const monday = '2027-03-08';
    const days = ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'];
    const { timesheetIds } = await createApprovedWeek(
      db,
      placement.assignmentId,
      days.map((date) => ({ date, start: '08:00', end: '16:00' })),
    );
    // Billing and payroll took the week: the entries are locked and their items invoiced / paid.
    await db
      .update(timesheets)
      .set({ clientBillingInvoiceDate: new Date(), payrollSubmissionDate: new Date() })
      .where(inArray(timesheets.id, timesheetIds));
    const original = await itemsOf({ timesheetIds });
    for (const i of original) {
      await db
        .update(payBillTransactionItems)
        .set({ status: i.side === 'bill' ? 'invoiced' : 'paid' })
        .where(eq(payBillTransactionItems.id, i.id));
    }
    const snapshot = await itemsOf({ timesheetIds });
    const lockedRows = await db.select().from(timesheets).where(inArray(timesheets.id, timesheetIds));

    // Late time, earlier in the week: Friday's last 4 hours become overtime.
    const [late] = await insertTimesheets(db, placement.assignmentId, [{ date: monday, start: '02:00', end: '06:00' }]);
    const [txn] = await db.transaction((tx) =>
      recomputeTimeLedger(tx, [late!], { actorUserId: null, reason: 'late time' }),
    );
    expect(await itemsOf({ timesheetIds })).toEqual(expect.arrayContaining(snapshot));
    expect(await db.select().from(timesheets).where(inArray(timesheets.id, timesheetIds))).toEqual(lockedRows);

    const posted = await itemsOf({ transactionIds: [txn!] });
    const reversals = posted.filter((i) => i.reversesItemId !== null);
    // Only Friday's regular items are reversed, each as a new approved credit (the originals were taken).
    expect(reversals.map((i) => `${i.side}:${i.classification}:${i.minutes}:${i.status}`).sort()).toEqual([
      'bill:regular:-480:approved',
      'pay:regular:-480:approved',
    ]);
    expect(new Set(reversals.map((i) => i.timesheetId))).toEqual(new Set([timesheetIds[4]]));
    const week = [...(await itemsOf({ timesheetIds })), ...(await itemsOf({ timesheetIds: [late!] }))];
    expect(net(week)).toEqual({
      'pay:regular': { minutes: 2400, amount: '1000.00' },
      'pay:overtime': { minutes: 240, amount: '150.00' },
      'bill:regular': { minutes: 2400, amount: '1600.00' },
      'bill:overtime': { minutes: 240, amount: '240.00' },
    });
  });

  it("combines one person's contractor records (same blind index) for pay, and bills each assignment alone", async () => {
    const blind = `bidx-${Math.random().toString(36).slice(2)}`;
    const a = await createHourlyPlacement(db, {
      partnerId: ids.acme,
      clientId: ids.globex,
      workLocationId: ids.austin,
      taxIdBlindIndex: blind,
    });
    const b = await createHourlyPlacement(db, {
      partnerId: ids.acme,
      clientId: ids.stark,
      workLocationId: ids.midtown,
      taxIdBlindIndex: blind,
      pay: '35',
      bill: '50',
    });
    expect(a.contractorId).not.toBe(b.contractorId);
    const first = await createApprovedWeek(db, a.assignmentId, [
      { date: '2027-04-05', start: '08:00', end: '18:00' },
      { date: '2027-04-06', start: '08:00', end: '18:00' },
      { date: '2027-04-07', start: '08:00', end: '18:00' },
    ]);
    const second = await createApprovedWeek(db, b.assignmentId, [
      { date: '2027-04-08', start: '08:00', end: '16:00' },
      { date: '2027-04-09', start: '08:00', end: '16:00' },
    ]);
    const all = await itemsOf({ timesheetIds: [...first.timesheetIds, ...second.timesheetIds] });
    const n = net(all);
    expect(n['pay:regular']!.minutes).toBe(2400);
    expect(n['pay:overtime']!.minutes).toBe(360);
    // Neither client had over 40 hours of its own: nothing is billed as overtime.
    expect(n['bill:overtime']).toBeUndefined();
    expect(n['bill:regular']).toEqual({ minutes: 2760, amount: '2000.00' });
    const overtimeRate = new Decimal(all.find((i) => i.classification === 'overtime' && i.side === 'pay')!.rate!);
    // At least 1.5 × the weighted regular rate: (30 × 25 + 16 × 35) / 46.
    expect(overtimeRate.gte(new Decimal(1310).dividedBy(46).times(1.5))).toBe(true);
    const txns = await db.select().from(payBillTransactions).where(eq(payBillTransactions.personKey, blind));
    expect(txns.map((x) => x.weekStart)).toEqual(['2027-04-05', '2027-04-05']);
  });
});

describe('postExpenseLedger', () => {
  const newExpense = async (values: Partial<typeof expenses.$inferInsert> & { assignmentId: string }) => {
    const [a] = await t.database
      .executeSql(`select partner_id, client_id, contractor_id from assignments where id = $1`, [values.assignmentId])
      .then((r) => r.rows);
    const [row] = await db
      .insert(expenses)
      .values({
        partnerId: String(a!.partner_id),
        clientId: String(a!.client_id),
        contractorId: String(a!.contractor_id),
        type: 'reimbursement',
        amount: '120.50',
        date: '2027-05-04',
        status: 'approved',
        ...values,
      })
      .returning({ id: expenses.id });
    return row!.id;
  };
  const post = (expenseId: string, reason = 'expense decided') =>
    db.transaction((tx) => postExpenseLedger(tx, expenseId, { actorUserId: null, reason }));

  it('posts a reimbursable, billable expense on both sides and reverses it when no longer approved', async () => {
    const placement = await texas();
    const expenseId = await newExpense({ assignmentId: placement.assignmentId });
    const [posted] = await post(expenseId);
    const items = await itemsOf({ transactionIds: [posted!] });
    expect(items.map((i) => `${i.side}:${i.classification}:${i.amount}:${i.status}`).sort()).toEqual([
      'bill:expense:120.50:approved',
      'pay:expense:120.50:approved',
    ]);
    expect(items.every((i) => i.expenseId === expenseId && i.workDate === '2027-05-04')).toBe(true);
    expect(await post(expenseId)).toEqual([]);

    await db.update(expenses).set({ status: 'rejected' }).where(eq(expenses.id, expenseId));
    const [reversed] = await post(expenseId);
    const reversals = await itemsOf({ transactionIds: [reversed!] });
    expect(reversals.map((i) => i.amount).sort()).toEqual(['-120.50', '-120.50']);
    const all = await db.select().from(payBillTransactionItems).where(eq(payBillTransactionItems.expenseId, expenseId));
    expect(net(all)).toEqual({});
  });

  it('posts only the pay side of a reimbursable expense that is not billable', async () => {
    const placement = await texas();
    const expenseId = await newExpense({ assignmentId: placement.assignmentId, billable: false });
    const [posted] = await post(expenseId);
    expect((await itemsOf({ transactionIds: [posted!] })).map((i) => i.side)).toEqual(['pay']);
  });

  it('trues up the overtime of the weeks an approved bonus covers', async () => {
    const placement = await texas();
    const { timesheetIds } = await createApprovedWeek(db, placement.assignmentId, week46('2027-05-10'));
    const overtimePay = async () => net(await itemsOf({ timesheetIds }))['pay:overtime']!;
    const before = await overtimePay();
    const expenseId = await newExpense({
      assignmentId: placement.assignmentId,
      type: 'bonus',
      amount: '460.00',
      date: '2027-05-21',
      periodStart: '2027-05-10',
      periodEnd: '2027-05-23',
      billable: false,
    });
    const posted = await post(expenseId, 'bonus approved');
    // The bonus itself, then the true-up of its first week (the second has no time).
    expect(posted).toHaveLength(2);
    const after = await overtimePay();
    expect(after.minutes).toBe(360);
    expect(new Decimal(after.amount).gt(before.amount)).toBe(true);
  });
});
