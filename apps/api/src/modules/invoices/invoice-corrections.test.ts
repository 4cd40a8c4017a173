import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import type { Db } from '../../db/client.js';
import { bills, clients, invoices, partners } from '../../db/schema/index.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';

let t: TestApp;
let db: Db;
let ids: DemoIds;
let umbrella = '';
let initech = '';
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
let keyN = 0;
const newKey = () => `corr-key-${Date.now()}-${++keyN}`;

async function call(
  email: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  key?: string,
) {
  return t.call(await token(email), {
    method,
    url,
    ...(payload && { payload }),
    headers: method === 'POST' ? { 'idempotency-key': key ?? newKey() } : {},
  });
}

interface Detail {
  id: string;
  number: string;
  status: string;
  invoice_type: string;
  total_due: string;
  allocated_amount: string;
  remaining_amount: string;
  total_sales_tax: string;
  po_number: string | null;
  notes: string | null;
  related_invoice: { id: string; number: string } | null;
  credit_memo: { id: string; number: string } | null;
  lines: {
    id: string;
    kind: string;
    amount: string;
    minutes: number;
    credited_amount: string;
    credits_line_id: string | null;
    items: unknown[];
  }[];
  payments: { source: string; amount: string; credit_memo: { id: string } | null }[];
  corrections: { id: string; invoice_type: string; total_due: string }[];
}

/** An approved day in the week of `monday` for the assignment, invoiced and finalized by `by`. */
async function finalizedInvoice(assignment: string, clientId: string, monday: string, by = 'admin@demo.test') {
  await createApprovedWeek(db, assignment, [{ date: monday, start: '09:00', end: '17:00' }]);
  const run = (await call(by, 'POST', '/v2/invoices/run', { through: '2027-12-31', client_id: clientId })).json().data;
  const entry = run.invoices.find((e: { period: { start: string } }) => e.period.start === monday);
  const res = await call(by, 'POST', `/v2/invoices/${entry.invoice_id}/finalize`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Detail;
}
/** The invoice.paid API events of an invoice: its partner and the status the event read. */
const paidEvents = async (invoiceId: string) =>
  (
    await t.database.executeSql(
      `select partner_id, data->>'status' as status from api_events where type = 'invoice.paid' and subject_id = $1`,
      [invoiceId],
    )
  ).rows.map((r) => ({ partner_id: String(r.partner_id), status: String(r.status) }));
const detail = async (id: string, as = 'admin@demo.test') =>
  (await call(as, 'GET', `/v2/invoices/${id}`)).json().data as Detail;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
  await db.update(clients).set({ billingEmail: 'ap@umbrella.example' }).where(eq(clients.id, ids.umbrella));
  // Acme pays the platform $1.50 per hour billed.
  await db
    .update(partners)
    .set({ platformFeeBasis: 'per_hour', platformFeeAmount: '1.50' })
    .where(eq(partners.id, ids.acme));
  umbrella = (
    await createHourlyPlacement(db, { partnerId: ids.acme, clientId: ids.umbrella, workLocationId: ids.laClinic })
  ).assignmentId;
  initech = (
    await createHourlyPlacement(db, {
      partnerId: ids.beacon,
      clientId: ids.initech,
      workLocationId: ids.dallas,
      pay: '30',
      bill: '45',
    })
  ).assignmentId;
  // Only what these tests create is under test: earlier drafts are voided.
  await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: '2027-12-31' });
  for (const d of await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.status, 'draft'))) {
    await call('admin@demo.test', 'POST', `/v2/invoices/${d.id}/void`, { reason: 'not under test' });
  }
});
afterAll(async () => t?.close());

describe('a credit memo', () => {
  it('reverses part of a line with its trace, and its credit pays the original first', async () => {
    const original = await finalizedInvoice(umbrella, ids.umbrella, '2027-08-02');
    const line = original.lines[0]!;
    const res = await call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/credit_memo`, {
      reason: 'One hour billed twice',
      lines: [{ line_id: line.id, amount: '40.00' }],
    });
    expect(res.statusCode).toBe(201);
    const memo = res.json().data as Detail;
    expect(memo).toMatchObject({
      invoice_type: 'credit_memo',
      status: 'paid',
      total_due: '-40.00',
      related_invoice: { id: original.id, number: original.number },
    });
    expect(Number(memo.number)).toBeGreaterThan(Number(original.number));
    expect(memo.lines[0]).toMatchObject({ credits_line_id: line.id, amount: '-40.00', minutes: -60 });
    const after = await detail(original.id);
    expect(after).toMatchObject({ status: 'partially_paid', allocated_amount: '40.00' });
    expect(after.lines[0]!.credited_amount).toBe('40.00');
    expect(after.corrections).toEqual([
      expect.objectContaining({ id: memo.id, invoice_type: 'credit_memo', total_due: '-40.00' }),
    ]);
    expect(after.payments).toEqual([
      expect.objectContaining({
        source: 'credit_memo',
        amount: '40.00',
        credit_memo: expect.objectContaining({ id: memo.id }),
      }),
    ]);

    // A line is never credited past what it billed.
    const over = await call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/credit_memo`, {
      reason: 'Too much',
      lines: [{ line_id: line.id, amount: line.amount }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail[0].msg).toContain('left to credit');
  });

  it('is issued once per Idempotency-Key, and the same key with another body is refused', async () => {
    const original = await finalizedInvoice(umbrella, ids.umbrella, '2027-08-09');
    const key = newKey();
    const body = { reason: 'Wrong rate', lines: [{ line_id: original.lines[0]!.id, amount: '10.00' }] };
    const [a, b] = await Promise.all([
      call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/credit_memo`, body, key),
      call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/credit_memo`, body, key),
    ]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect((await detail(original.id)).corrections).toHaveLength(1);
    const other = await call(
      'admin@demo.test',
      'POST',
      `/v2/invoices/${original.id}/credit_memo`,
      { ...body, reason: 'Another reason' },
      key,
    );
    expect(other.statusCode).toBe(422);
  });

  it('kept as credit is refunded, never past what is left; then the original cannot be voided', async () => {
    const original = await finalizedInvoice(umbrella, ids.umbrella, '2027-08-16');
    const memo = (
      await call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/credit_memo`, {
        reason: 'Goodwill',
        lines: [{ line_id: original.lines[0]!.id, amount: '100.00' }],
        apply: 'keep',
      })
    ).json().data as Detail;
    expect(memo).toMatchObject({ status: 'open', remaining_amount: '-100.00', overdue: false });
    // A memo with credit left owes nothing: however old, it is never in the overdue list.
    await db.update(invoices).set({ dueDate: '2026-01-05' }).where(eq(invoices.id, memo.id));
    const overdue = (await call('admin@demo.test', 'GET', '/v2/invoices?overdue=true&per_page=100')).json().data.data;
    expect(overdue.map((i: { id: string }) => i.id)).not.toContain(memo.id);
    expect((await detail(original.id)).allocated_amount).toBe('0.00');
    const refund = (amount: string) =>
      call('admin@demo.test', 'POST', `/v2/invoices/${memo.id}/refund`, {
        amount,
        method: 'check',
        refund_date: '2027-08-30',
        reference: 'CHK 5521',
      });
    expect((await refund('150.00')).statusCode).toBe(422);
    const part = (await refund('60.00')).json().data as Detail;
    expect(part).toMatchObject({ status: 'partially_paid', remaining_amount: '-40.00' });
    const rest = (await refund('40.00')).json().data as Detail;
    expect(rest).toMatchObject({ status: 'paid', remaining_amount: '0.00' });
    expect(rest.payments.map((p) => p.source)).toEqual(['refund', 'refund']);
    expect((await refund('1.00')).statusCode).toBe(409);
    const voided = await call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/void`, { reason: 'test' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toContain('credit memo');
  });

  it('two memos at once never credit a line past what it billed', async () => {
    const original = await finalizedInvoice(umbrella, ids.umbrella, '2027-08-30');
    const line = original.lines[0]!;
    const sixty = (Number(line.amount) * 0.6).toFixed(2);
    const body = (reason: string) => ({ reason, lines: [{ line_id: line.id, amount: sixty }] });
    const answers = await Promise.all([
      call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/credit_memo`, body('First credit')),
      call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/credit_memo`, body('Second credit')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const after = await detail(original.id);
    expect(after.lines[0]!.credited_amount).toBe(sixty);
    expect(after.corrections).toHaveLength(1);
  });

  it('is refused to those who do not issue the invoice, and hidden from another partner', async () => {
    const original = await finalizedInvoice(umbrella, ids.umbrella, '2027-08-23');
    for (const email of ['partner@demo.test', 'eor@demo.test']) {
      const res = await call(email, 'POST', `/v2/invoices/${original.id}/credit_memo`, { reason: 'Not mine to do' });
      expect(res.statusCode).toBe(403);
    }
    for (const email of ['partner2@demo.test', 'client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      const res = await call(email, 'POST', `/v2/invoices/${original.id}/credit_memo`, { reason: 'Not mine to do' });
      expect([403, 404]).toContain(res.statusCode);
    }
    expect((await detail(original.id)).corrections).toHaveLength(0);
  });
});

describe('credit and rebill', () => {
  it('credits the whole invoice, copies it as a draft linked to both, and the credit left pays the rebill', async () => {
    const original = await finalizedInvoice(umbrella, ids.umbrella, '2027-09-06');
    const paid = await call('admin@demo.test', 'POST', '/v2/payments', {
      client_id: ids.umbrella,
      method: 'check',
      amount: '100.00',
      currency: 'usd',
      payment_date: '2027-09-20',
      invoice_ids: [original.id],
    });
    expect(paid.statusCode).toBe(201);
    const res = await call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/credit_and_rebill`, {
      reason: 'Billed at the wrong rate',
    });
    expect(res.statusCode).toBe(201);
    const rebill = res.json().data as Detail;
    expect(rebill).toMatchObject({
      status: 'draft',
      invoice_type: 'manual',
      total_due: original.total_due,
      related_invoice: { id: original.id },
    });
    expect(rebill.credit_memo).not.toBeNull();
    // The copy keeps the trace of the time behind each line.
    expect(rebill.lines[0]!.items.length).toBe(original.lines[0]!.items.length);
    const memo = await detail(rebill.credit_memo!.id);
    expect(memo.total_due).toBe(`-${original.total_due}`);
    expect(memo.remaining_amount).toBe('-100.00'); // the cash already paid, waiting for the rebill
    expect((await detail(original.id)).status).toBe('paid');
    // Paid by the memo's credit: invoice.paid is recorded once, for the invoice (not the memo), for Acme only
    // (decision 0100).
    expect(await paidEvents(original.id)).toEqual([{ partner_id: ids.acme, status: 'paid' }]);
    expect(await paidEvents(memo.id)).toEqual([]);
    const seen = async (who: string) =>
      (await call(who, 'GET', '/v2/api_events?type=invoice.paid&per_page=200'))
        .json()
        .data.data.map((e: { subject_id: string }) => e.subject_id);
    expect(await seen('partner@demo.test')).toContain(original.id);
    expect(await seen('partner2@demo.test')).not.toContain(original.id);

    // Corrected: 8 hours at $35 instead of the placement's rate.
    const fixed = await call('admin@demo.test', 'PATCH', `/v2/invoices/${rebill.id}/lines/${rebill.lines[0]!.id}`, {
      description: 'Corrected rate',
      hours: '8',
      rate: '35',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.total_due).toBe('280.00');
    const final = (await call('admin@demo.test', 'POST', `/v2/invoices/${rebill.id}/finalize`)).json().data as Detail;
    expect(final).toMatchObject({ status: 'partially_paid', allocated_amount: '100.00', remaining_amount: '180.00' });
    expect((await detail(memo.id)).status).toBe('paid');
  });
});

describe('editing', () => {
  it('a draft takes manual lines and loses them; its time lines stay the ledger’s', async () => {
    await createApprovedWeek(db, umbrella, [{ date: '2027-10-04', start: '09:00', end: '13:00' }]);
    const run = (
      await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: '2027-12-31', client_id: ids.umbrella })
    ).json().data;
    const id = run.invoices.find((e: { period: { start: string } }) => e.period.start === '2027-10-04').invoice_id;
    const before = await detail(id);
    const added = await call('admin@demo.test', 'POST', `/v2/invoices/${id}/lines`, {
      description: 'Parking pass',
      amount: '25.50',
    });
    expect(added.statusCode).toBe(201);
    const withLine = added.json().data as Detail;
    expect(Number(withLine.total_due)).toBeCloseTo(Number(before.total_due) + 25.5, 2);
    const manual = withLine.lines.find((l) => l.kind === 'manual')!;
    const timeLine = withLine.lines.find((l) => l.kind === 'time')!;
    expect((await call('admin@demo.test', 'DELETE', `/v2/invoices/${id}/lines/${timeLine.id}`)).statusCode).toBe(409);
    const bad = await call('admin@demo.test', 'POST', `/v2/invoices/${id}/lines`, { description: 'No price' });
    expect(bad.statusCode).toBe(422);
    const removed = await call('admin@demo.test', 'DELETE', `/v2/invoices/${id}/lines/${manual.id}`);
    expect(removed.json().data.total_due).toBe(before.total_due);
  });

  it('a line added while the draft is finalized lands before the number or not at all', async () => {
    await createApprovedWeek(db, umbrella, [{ date: '2027-10-18', start: '09:00', end: '13:00' }]);
    const run = (
      await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: '2027-12-31', client_id: ids.umbrella })
    ).json().data;
    const id = run.invoices.find((e: { period: { start: string } }) => e.period.start === '2027-10-18').invoice_id;
    const [added, finalized] = await Promise.all([
      call('admin@demo.test', 'POST', `/v2/invoices/${id}/lines`, { description: 'Rush fee', amount: '30.00' }),
      call('admin@demo.test', 'POST', `/v2/invoices/${id}/finalize`),
    ]);
    expect(finalized.statusCode).toBe(200);
    const final = await detail(id);
    const sum = final.lines.reduce((acc, l) => acc + Math.round(Number(l.amount) * 100), 0);
    expect(Math.round(Number(final.total_due) * 100) - Math.round(Number(final.total_sales_tax) * 100)).toBe(sum);
    expect(final.lines.some((l) => l.kind === 'manual')).toBe(added.statusCode === 201);
  });

  it('a finalized invoice changes only its notes, PO and contacts, and its PDF shows them', async () => {
    const original = await finalizedInvoice(umbrella, ids.umbrella, '2027-10-11');
    const res = await call('admin@demo.test', 'PATCH', `/v2/invoices/${original.id}`, {
      notes: 'Please quote the PO',
      po_number: 'PO-7781',
      contact_emails: ['finance@umbrella.example'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ po_number: 'PO-7781', total_due: original.total_due });
    const terms = await call('admin@demo.test', 'PATCH', `/v2/invoices/${original.id}`, { payment_terms_net_days: 60 });
    expect(terms.statusCode).toBe(409);
    const line = await call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/lines`, {
      description: 'Late fee',
      amount: '10',
    });
    expect(line.statusCode).toBe(409);
    const pdf = await call('admin@demo.test', 'GET', `/v2/invoices/${original.id}/pdf`);
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('PO-7781');
    const sent = await call('admin@demo.test', 'POST', `/v2/invoices/${original.id}/send`);
    expect(sent.json().data.sent_to).toBe('ap@umbrella.example, finance@umbrella.example');
    expect(
      (await call('client@demo.test', 'PATCH', `/v2/invoices/${original.id}`, { notes: 'x' })).statusCode,
    ).toBeGreaterThanOrEqual(403);
  });
});

describe('a write-off', () => {
  it('settles a small difference for the partner, and leaves a large one to an admin as written off', async () => {
    const small = await finalizedInvoice(initech, ids.initech, '2027-08-02', 'partner2@demo.test');
    await call('admin@demo.test', 'POST', '/v2/payments', {
      client_id: ids.initech,
      method: 'ach',
      amount: String(Number(small.total_due) - 12.5),
      currency: 'usd',
      payment_date: '2027-08-20',
      invoice_ids: [small.id],
    });
    const settled = await call('partner2@demo.test', 'POST', `/v2/invoices/${small.id}/write_off`, {
      reason: 'Bank fee deducted by the client',
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data).toMatchObject({ status: 'paid', remaining_amount: '0.00' });
    expect(settled.json().data.payments.at(-1)).toMatchObject({ source: 'write_off', amount: '12.50' });
    // Settled as paid: announced as paid; a large write-off is no payment and records no invoice.paid.
    expect(await paidEvents(small.id)).toEqual([{ partner_id: ids.beacon, status: 'paid' }]);

    const large = await finalizedInvoice(initech, ids.initech, '2027-08-09', 'partner2@demo.test');
    const refused = await call('partner2@demo.test', 'POST', `/v2/invoices/${large.id}/write_off`, {
      reason: 'Client went out of business',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Only an admin');
    const admin = await call('admin@demo.test', 'POST', `/v2/invoices/${large.id}/write_off`, {
      reason: 'Client went out of business',
    });
    expect(admin.json().data).toMatchObject({ status: 'written_off', remaining_amount: '0.00' });
    expect(await paidEvents(large.id)).toEqual([]);
    expect(
      (await call('admin@demo.test', 'POST', `/v2/invoices/${large.id}/write_off`, { reason: 'again' })).statusCode,
    ).toBe(409);
  });
});

describe('bills', () => {
  it('charge the partner its platform fee per finalized invoice, visible to staff and that partner only', async () => {
    const invoice = await finalizedInvoice(umbrella, ids.umbrella, '2027-11-01');
    const [bill] = await db.select().from(bills).where(eq(bills.invoiceId, invoice.id));
    // 8 hours at $1.50.
    expect(bill).toMatchObject({ basis: 'per_hour', quantityMinutes: 480, amount: '12.00', status: 'open' });
    const list = await call('admin@demo.test', 'GET', `/v2/bills?partner_id=${ids.acme}`);
    expect(list.json().data.data.map((b: { invoice: { id: string } }) => b.invoice.id)).toContain(invoice.id);
    const own = await call('partner@demo.test', 'GET', '/v2/bills');
    expect(own.statusCode).toBe(200);
    expect(own.json().data.data.every((b: { partner: { id: string } }) => b.partner.id === ids.acme)).toBe(true);
    const other = await call('partner2@demo.test', 'GET', '/v2/bills');
    expect(other.json().data.data.some((b: { invoice: { id: string } }) => b.invoice.id === invoice.id)).toBe(false);
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'GET', '/v2/bills')).statusCode).toBe(403);
    }
    await call('admin@demo.test', 'POST', `/v2/invoices/${invoice.id}/void`, { reason: 'Sent to the wrong client' });
    const [voided] = await db.select().from(bills).where(eq(bills.invoiceId, invoice.id));
    expect(voided!.status).toBe('void');
    const csv = await call('admin@demo.test', 'GET', '/v2/bills?format=csv');
    expect(csv.body.split('\n')[0]).toContain('Amount');
  });
});
