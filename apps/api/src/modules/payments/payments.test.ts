import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { clients, invoices, payments } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';

let t: TestApp;
let db: Db;
let ids: DemoIds;
let assignment = '';
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let keyN = 0;
const newKey = () => `test-key-${Date.now()}-${++keyN}`;

async function call(
  email: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  key?: string | null,
) {
  return t.call(await token(email), {
    method,
    url,
    ...(payload && { payload }),
    headers: key === null || method !== 'POST' ? {} : { 'idempotency-key': key ?? newKey() },
  });
}

/** An approved day for Umbrella (which the demo has not invoiced) in the week of `monday`, invoiced and finalized: answers the invoice. */
async function finalizedInvoice(monday: string, hours = 8) {
  const end = `${String(9 + hours).padStart(2, '0')}:00`;
  await createApprovedWeek(db, assignment, [{ date: monday, start: '09:00', end }]);
  const run = (
    await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: '2027-12-31', client_id: ids.umbrella })
  ).json().data;
  const entry = run.invoices.find((e: { period: { start: string } }) => e.period.start === monday);
  const res = await call('admin@demo.test', 'POST', `/v2/invoices/${entry.invoice_id}/finalize`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; total_due: string; number: string };
}
const invoiceRow = async (id: string) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
  await db.update(clients).set({ billingEmail: 'ap@umbrella.example' }).where(eq(clients.id, ids.umbrella));
  // Umbrella has no demo invoices, and the drafts are voided: these tests pay only what they create.
  assignment = (
    await createHourlyPlacement(db, { partnerId: ids.acme, clientId: ids.umbrella, workLocationId: ids.laClinic })
  ).assignmentId;
  await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: '2027-12-31', client_id: ids.umbrella });
  const drafts = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.status, 'draft'));
  for (const d of drafts)
    await call('admin@demo.test', 'POST', `/v2/invoices/${d.id}/void`, { reason: 'not under test' });
});
afterAll(async () => t?.close());

const pay = (amount: string, extra: object = {}, key?: string | null) =>
  call(
    'admin@demo.test',
    'POST',
    '/v2/payments',
    { client_id: ids.umbrella, amount, method: 'ach', payment_date: '2027-08-01', ...extra },
    key,
  );

describe('payments', () => {
  let first: { id: string; total_due: string };
  let short = '';

  it('applies a short payment to the invoice it names, leaving it partially paid', async () => {
    first = await finalizedInvoice('2027-07-05'); // 8 h × $40 = 320.00
    expect(first.total_due).toBe('320.00');
    const res = await pay('100.00', { invoice_ids: [first.id], reference: 'CHK 1001' });
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    short = d.id;
    expect(d).toMatchObject({ allocated_amount: '100.00', unapplied_amount: '0.00', allocation_status: 'allocated' });
    expect(d.allocations).toMatchObject([{ invoice: { id: first.id }, amount: '100.00', sub_status: 'under_payment' }]);
    const inv = (await call('admin@demo.test', 'GET', `/v2/invoices/${first.id}`)).json().data;
    expect(inv).toMatchObject({ status: 'partially_paid', allocated_amount: '100.00', remaining_amount: '220.00' });
    expect(inv.payments).toMatchObject([{ payment_id: d.id, amount: '100.00', method: 'ach', reference: 'CHK 1001' }]);
  });

  it('creates one payment for twenty identical requests with one key, and answers them alike', async () => {
    const key = newKey();
    const before = (await db.select({ id: payments.id }).from(payments)).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay('1.00', {}, key)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await db.select({ id: payments.id }).from(payments)).length).toBe(before + 1);
    const other = await pay('2.00', {}, key);
    expect(other.statusCode).toBe(422);
    expect(other.body).toContain('different request');
    expect((await pay('1.00', {}, null)).statusCode).toBe(422);
  });

  it('keeps an overpayment as credit that the next invoice consumes', async () => {
    // The 1.00 above already reduced the first invoice to 219.00.
    const over = (await pay('500.00')).json().data;
    expect(over).toMatchObject({
      allocated_amount: '219.00',
      unapplied_amount: '281.00',
      allocation_status: 'partially_allocated',
    });
    expect(over.allocations.at(-1).sub_status).toBe('over_payment');
    const paid = await invoiceRow(first.id);
    expect(paid.status).toBe('paid');
    expect(paid.markPaidDate).toBe('2027-08-01');
    const next = await finalizedInvoice('2027-07-12', 10); // 10 h: 400.00
    const inv = await invoiceRow(next.id);
    expect(String(inv.allocatedAmount)).toBe('281.00');
    expect(inv.status).toBe('partially_paid');
    const after = (await call('admin@demo.test', 'GET', `/v2/payments/${over.id}`)).json().data;
    expect(after.unapplied_amount).toBe('0.00');
  });

  it('reverses a returned payment: its allocations undone, the invoice reopened, the client told', async () => {
    const res = await call('admin@demo.test', 'POST', `/v2/payments/${short}/return`, {
      return_code: 'R01',
      return_date: '2027-08-05',
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      status: 'returned',
      return_code: 'R01',
      allocated_amount: '0.00',
      unapplied_amount: '0.00',
    });
    expect(
      d.allocations.filter((a: { reverses_allocation_id: string | null }) => a.reverses_allocation_id),
    ).toHaveLength(1);
    const inv = await invoiceRow(first.id);
    expect(inv.status).toBe('partially_paid');
    expect(String(inv.allocatedAmount)).toBe('220.00');
    expect(inv.markPaidDate).toBeNull();
    expect(
      (
        await call('admin@demo.test', 'POST', `/v2/payments/${short}/return`, {
          return_code: 'R01',
          return_date: '2027-08-05',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('lets an admin undo an allocation and apply the cash by hand, within what each side has', async () => {
    const p = (await pay('50.00', { invoice_ids: [first.id] })).json().data;
    const alloc = p.allocations[0].id;
    expect(
      (
        await call('partner2@demo.test', 'POST', `/v2/payments/${p.id}/unallocate`, {
          allocation_id: alloc,
          reason: 'wrong',
        })
      ).statusCode,
    ).toBe(403);
    const undone = (
      await call('admin@demo.test', 'POST', `/v2/payments/${p.id}/unallocate`, {
        allocation_id: alloc,
        reason: 'Wrong invoice',
      })
    ).json().data;
    expect(undone.unapplied_amount).toBe('50.00');
    const tooMuch = await call('admin@demo.test', 'POST', `/v2/payments/${p.id}/allocations`, {
      allocations: [{ invoice_id: first.id, amount: '60.00' }],
    });
    expect(tooMuch.statusCode).toBe(422);
    const ok = await call('admin@demo.test', 'POST', `/v2/payments/${p.id}/allocations`, {
      allocations: [{ invoice_id: first.id, amount: '50.00' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.unapplied_amount).toBe('0.00');
  });

  it('never over-allocates an invoice when two payments arrive at once', async () => {
    const inv = await finalizedInvoice('2027-07-19'); // 320.00
    const [a, b] = await Promise.all([
      pay('320.00', { invoice_ids: [inv.id] }),
      pay('320.00', { invoice_ids: [inv.id] }),
    ]);
    // The second payment found the invoice already paid: it is refused (it named a paid invoice).
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect(String((await invoiceRow(inv.id)).allocatedAmount)).toBe('320.00');
    const unnamed = await Promise.all([pay('100.00'), pay('100.00')]);
    expect(unnamed.every((r) => r.statusCode === 201)).toBe(true);
    const open = await db.select().from(invoices).where(eq(invoices.clientId, ids.umbrella));
    for (const i of open) expect(Number(i.allocatedAmount)).toBeLessThanOrEqual(Number(i.totalDue));
  });

  it('is recorded by the employer or a self-funded partner only, and read within scope', async () => {
    expect(
      (
        await call('partner@demo.test', 'POST', '/v2/payments', {
          client_id: ids.umbrella,
          amount: '1.00',
          method: 'ach',
          payment_date: '2027-08-01',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('eor@demo.test', 'POST', '/v2/payments', {
          client_id: ids.umbrella,
          amount: '1.00',
          method: 'ach',
          payment_date: '2027-08-01',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('partner2@demo.test', 'POST', '/v2/payments', {
          client_id: ids.umbrella,
          amount: '1.00',
          method: 'ach',
          payment_date: '2027-08-01',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await call('admin@demo.test', 'POST', '/v2/payments', {
          client_id: ids.umbrella,
          amount: '0',
          method: 'ach',
          payment_date: '2027-08-01',
        })
      ).statusCode,
    ).toBe(422);
    const mine = (await call('client@demo.test', 'GET', '/v2/payments?per_page=100')).json().data.data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p: { client: { id: string } }) => p.client.id === ids.globex)).toBe(true);
    expect((await call('partner2@demo.test', 'GET', `/v2/payments/${short}`)).statusCode).toBe(404);
    expect((await call('partner@demo.test', 'GET', `/v2/payments/${short}`)).statusCode).toBe(200);
    for (const email of ['contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', '/v2/payments')).statusCode).toBe(403);
    }
    expect((await call('partner@demo.test', 'PATCH', `/v2/payments/${short}`, { reference: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('admin@demo.test', 'PATCH', `/v2/payments/${short}`, { reference: 'CHK 1001-R' })).json().data
        .reference,
    ).toBe('CHK 1001-R');
  });
});
