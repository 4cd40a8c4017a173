import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { clients, invoices, paymentAllocations, payments } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';

let t: TestApp;
let db: Db;
let ids: DemoIds;
let assignment = '';
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let keyN = 0;
const newKey = () => `upload-key-${Date.now()}-${++keyN}`;

async function call(email: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string | null) {
  return t.call(await token(email), {
    method,
    url,
    ...(payload && { payload }),
    headers: key === null || key === undefined ? {} : { 'idempotency-key': key },
  });
}
const ADMIN = 'admin@demo.test';

async function finalizedInvoice(monday: string, hours = 8) {
  const end = `${String(9 + hours).padStart(2, '0')}:00`;
  await createApprovedWeek(db, assignment, [{ date: monday, start: '09:00', end }]);
  const run = (
    await call(ADMIN, 'POST', '/v2/invoices/run', { through: '2027-12-31', client_id: ids.umbrella }, newKey())
  ).json().data;
  const entry = run.invoices.find((e: { period: { start: string } }) => e.period.start === monday);
  const res = await call(ADMIN, 'POST', `/v2/invoices/${entry.invoice_id}/finalize`, undefined, newKey());
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; total_due: string; number: string };
}
const invoiceRow = async (id: string) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

/** Rows of every table a preview or a refused import must leave alone. */
async function counts() {
  const n = async (table: string) =>
    Number(((await t.database.executeSql(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n);
  return {
    payments: await n('payments'),
    allocations: await n('payment_allocations'),
    uploads: await n('payment_uploads'),
    audit: await n('audit_logs'),
    keys: await n('idempotency_requests'),
  };
}

const body = (csv: string, extra: object = {}) => ({ file_name: 'remit.csv', csv, partner_id: ids.acme, ...extra });
const preview = (csv: string, as = ADMIN, extra: object = {}) =>
  call(as, 'POST', '/v2/payment_uploads/preview', body(csv, extra));
const upload = (csv: string, key: string | null = newKey(), as = ADMIN, extra: object = {}) =>
  call(as, 'POST', '/v2/payment_uploads', body(csv, extra), key);

let a: { id: string; total_due: string; number: string };
let b: { id: string; total_due: string; number: string };
let file = '';

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
  await db.update(clients).set({ billingEmail: 'ap@umbrella.example' }).where(eq(clients.id, ids.umbrella));
  assignment = (
    await createHourlyPlacement(db, { partnerId: ids.acme, clientId: ids.umbrella, workLocationId: ids.laClinic })
  ).assignmentId;
  await call(ADMIN, 'POST', '/v2/invoices/run', { through: '2027-12-31', client_id: ids.umbrella }, newKey());
  const drafts = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.status, 'draft'));
  for (const d of drafts)
    await call(ADMIN, 'POST', `/v2/invoices/${d.id}/void`, { reason: 'not under test' }, newKey());
  a = await finalizedInvoice('2027-07-05'); // 320.00
  b = await finalizedInvoice('2027-07-12'); // 320.00
  file = [
    'Invoice,Amount,Date,Reference,Method,Client',
    `INV-${a.number},"$100.00",08/01/2027,CHK 1001,check,Umbrella`,
    `${b.number},320,2027-08-02,WIRE-77,wire,`,
    `999999,12.00,2027-08-02,,,`,
  ].join('\r\n');
});
afterAll(async () => t?.close());

describe('payment uploads', () => {
  it('previews the matches and the unmatched without writing anything', async () => {
    const before = await counts();
    const res = await preview(`${file}\r\n${a.number},abc,2027-08-01,,,`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.partner).toEqual({ id: ids.acme, name: 'Acme Staffing' });
    expect(d.rows).toMatchObject([
      {
        line: 2,
        outcome: 'matched',
        match: 'short',
        amount: '100.00',
        payment_date: '2027-08-01',
        method: 'check',
        reference: 'CHK 1001',
        invoice: { id: a.id, number: a.number, client: { id: ids.umbrella }, remaining: '320.00' },
      },
      { line: 3, outcome: 'matched', match: 'exact', invoice: { id: b.id, remaining: '320.00' } },
      { line: 4, outcome: 'unmatched', reason: 'not_found', message: 'No invoice 999999 of Acme Staffing' },
      { line: 5, outcome: 'invalid', errors: [{ loc: ['body', 'csv', 5, 'amount'] }] },
    ]);
    expect(d.totals).toEqual({ rows: 4, matched: 2, unmatched: 1, invalid: 1, matched_amount: '420.00' });
    expect(await counts()).toEqual(before);
    expect((await invoiceRow(a.id)).allocatedAmount).toBe('0.00');
  });

  it('refuses an import with an invalid row, naming its line and column, and writes nothing', async () => {
    const before = await counts();
    const res = await upload(`${file}\r\n${a.number},12.345,2027-08-01,,,`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'csv', 5, 'amount'], msg: 'Line 5, amount: At most two decimals: cents (read "12.345")' },
    ]);
    const header = await preview('amount,date\n1,2027-08-01');
    expect(header.statusCode).toBe(422);
    expect(header.json().detail[0].msg).toContain('missing invoice');
    const big = await preview(`invoice,amount,date\n${'1,1.00,2027-08-01\n'.repeat(120_000)}`);
    expect(big.statusCode).toBe(422);
    expect(big.body).toContain('too large');
    expect((await upload(file, null)).statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  let uploadId = '';
  let answer = '';
  const key = newKey();

  it('imports each matched row as a payment applied to its invoice, all in one upload', async () => {
    const before = await counts();
    const res = await upload(file, key);
    expect(res.statusCode).toBe(201);
    answer = res.body;
    const d = res.json().data;
    uploadId = d.id;
    expect(d).toMatchObject({
      file_name: 'remit.csv',
      status: 'partially_imported',
      partner: { id: ids.acme },
      row_count: 3,
      imported_count: 2,
      total_amount: '420.00',
      totals: { rows: 3, matched: 2, unmatched: 1, invalid: 0, matched_amount: '420.00' },
    });
    expect(d.payments).toMatchObject([
      {
        amount: '100.00',
        method: 'check',
        reference: 'CHK 1001',
        payment_date: '2027-08-01',
        allocated_amount: '100.00',
      },
      {
        amount: '320.00',
        method: 'wire',
        reference: 'WIRE-77',
        payment_date: '2027-08-02',
        allocated_amount: '320.00',
      },
    ]);
    expect(d.rows.map((r: { payment_id: string | null }) => r.payment_id)).toEqual([
      d.payments[0].id,
      d.payments[1].id,
      null,
    ]);
    const after = await counts();
    expect(after).toMatchObject({ payments: before.payments + 2, allocations: before.allocations + 2, uploads: 1 });
    const made = await db.select().from(payments).where(eq(payments.uploadId, uploadId));
    expect(made).toHaveLength(2);
    const allocs = await db.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, d.payments[0].id));
    expect(allocs).toMatchObject([{ invoiceId: a.id, amount: '100.00', subStatus: 'under_payment' }]);
    expect(await invoiceRow(a.id)).toMatchObject({ status: 'partially_paid', allocatedAmount: '100.00' });
    expect(await invoiceRow(b.id)).toMatchObject({
      status: 'paid',
      allocatedAmount: '320.00',
      markPaidDate: '2027-08-02',
    });
    const audit = await t.database.executeSql(
      `select count(*)::int as n from audit_logs where action = 'payment_upload_imported' and entity_id = '${uploadId}'`,
    );
    expect(Number((audit.rows[0] as { n: number }).n)).toBe(1);
  });

  it('answers a repeated key alike without importing twice, and refuses the key with another file', async () => {
    const before = await counts();
    const again = await upload(file, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(answer);
    expect(await counts()).toEqual(before);
    const other = await upload(`${file}\r\n`.replace('100.00', '90.00'), key);
    expect(other.statusCode).toBe(422);
    expect(other.body).toContain('different request');
  });

  it('does not import the same file twice under a new key: its lines were imported or are paid', async () => {
    const before = await counts();
    const p = (await preview(file)).json().data;
    expect(p.rows.map((r: { reason: string }) => r.reason)).toEqual([
      'already_imported',
      'already_imported',
      'not_found',
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('nothing to import');
    expect(await counts()).toEqual(before);
  });

  it('applies an overpayment as recordPayment does: the rest to other open invoices, then credit', async () => {
    const c = await finalizedInvoice('2027-07-19'); // 320.00; a still owes 220.00
    const csv = `invoice,amount,date\n${c.number},600.00,2027-08-03\n`;
    const p = (await preview(csv)).json().data;
    expect(p.rows[0]).toMatchObject({ match: 'over', invoice: { remaining: '320.00' } });
    expect(p.rows[0].message).toBe(
      "Pays $280.00 more than the $320.00 the invoice owes: $220.00 goes to the client's other open invoices, oldest due first and $60.00 stays as the client's unapplied credit",
    );
    const d = (await upload(csv)).json().data;
    expect(d.status).toBe('imported');
    const pay = (await call(ADMIN, 'GET', `/v2/payments/${d.payments[0].id}`)).json().data;
    expect(pay).toMatchObject({ allocated_amount: '540.00', unapplied_amount: '60.00' });
    const applied = pay.allocations.map((x: { invoice: { id: string }; amount: string }) => [x.invoice.id, x.amount]);
    expect(applied.sort()).toEqual(
      [
        [c.id, '320.00'],
        [a.id, '220.00'],
      ].sort(),
    );
    expect((await invoiceRow(a.id)).status).toBe('paid');
  });

  it('is imported by those who record payments, and read by staff and the partner only', async () => {
    const before = await counts();
    // Acme is not self-funded: its users read Acme's uploads but import none.
    expect((await preview(file, 'partner@demo.test', { partner_id: undefined })).statusCode).toBe(403);
    expect((await upload(file, newKey(), 'partner@demo.test', { partner_id: undefined })).statusCode).toBe(403);
    for (const email of ['eor@demo.test', 'client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await preview(file, email)).statusCode).toBe(403);
      expect((await upload(file, newKey(), email)).statusCode).toBe(403);
    }
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', '/v2/payment_uploads')).statusCode).toBe(403);
      expect((await call(email, 'GET', `/v2/payment_uploads/${uploadId}`)).statusCode).toBe(403);
    }
    // Beacon (self-funded) imports for Beacon only: Acme's invoices are not found, naming Acme is no partner.
    expect((await preview(file, 'partner2@demo.test')).statusCode).toBe(422);
    const beacon = (await preview(file, 'partner2@demo.test', { partner_id: undefined })).json().data;
    expect(beacon.partner.id).toBe(ids.beacon);
    expect(beacon.rows.every((r: { reason: string }) => r.reason === 'not_found')).toBe(true);
    expect((await call('partner2@demo.test', 'GET', `/v2/payment_uploads/${uploadId}`)).statusCode).toBe(404);
    expect((await call('partner2@demo.test', 'GET', '/v2/payment_uploads')).json().data.data).toEqual([]);
    // Staff name the partner.
    expect((await preview(file, ADMIN, { partner_id: undefined })).statusCode).toBe(422);
    expect((await preview(file, ADMIN, { partner_id: '00000000-0000-0000-0000-000000000000' })).statusCode).toBe(422);
    expect(await counts()).toEqual(before);
    for (const email of [ADMIN, 'eor@demo.test', 'partner@demo.test']) {
      const list = await call(email, 'GET', '/v2/payment_uploads');
      expect(list.statusCode).toBe(200);
      expect(list.json().data.data.map((u: { id: string }) => u.id)).toContain(uploadId);
      const one = await call(email, 'GET', `/v2/payment_uploads/${uploadId}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data.payments).toHaveLength(2);
    }
  });
});
