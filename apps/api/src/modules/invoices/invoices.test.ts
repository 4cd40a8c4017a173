import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCurrency } from '@app/domain';
import type { Db } from '../../db/client.js';
import { clients, invoices, payBillTransactionItems as items, timesheets } from '../../db/schema/index.js';
import { draftHolding } from '../../lib/draft-holds.js';
import { createTestApp, type DemoIds, type TestApp } from '../../test/test-app.js';
import { createApprovedWeek, createHourlyPlacement } from '../ledger/ledger.test-support.js';

/** The invoice holding an item: the one it is marked with (finalized), or the draft a line links it from. */
const heldBy = sql<string | null>`coalesce(${items.invoiceId}, ${draftHolding(items.id)})`;

let t: TestApp;
let db: Db;
let ids: DemoIds;
let acmeTimesheets: string[] = [];
let acmeAssignment = '';
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await t.login(email));
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call(await token(email), { method, url, ...(payload && { payload }) });

const THROUGH = '2027-06-30';
/** Acme's Globex week (issued by the platform) and Beacon's Initech day (Beacon employs its own workers). */
const WEEK = { start: '2027-06-07', end: '2027-06-13' };

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ids = await t.demoIds();
  await db.update(clients).set({ billingEmail: 'ap@globex.example' }).where(eq(clients.id, ids.globex));
  const acme = await createHourlyPlacement(db, {
    partnerId: ids.acme,
    clientId: ids.globex,
    workLocationId: ids.austin,
  });
  acmeAssignment = acme.assignmentId;
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
  acmeTimesheets = a.timesheetIds;
  await createApprovedWeek(db, beacon.assignmentId, [{ date: '2027-06-08', start: '09:00', end: '17:00' }]);
});
afterAll(async () => t?.close());

type Entry = { client: { id: string }; period: { start: string }; invoice_id: string | null; subtotal: string };
const entryFor = (entries: Entry[], clientId: string) =>
  entries.find((e) => e.client.id === clientId && e.period.start === WEEK.start);
const invoiceCount = async () => (await db.select({ id: invoices.id }).from(invoices)).length;

describe('the invoice run', () => {
  it('previews the ended periods without writing anything', async () => {
    const before = await invoiceCount();
    const res = await call('admin@demo.test', 'POST', '/v2/invoices/preview', {
      through: THROUGH,
      client_id: ids.globex,
    });
    expect(res.statusCode).toBe(200);
    const week = entryFor(res.json().data.invoices, ids.globex);
    // 46 hours: 40 at $40 and 6 of overtime at $60.
    expect(week).toMatchObject({ subtotal: '1960.00', line_count: 2, late_line_count: 0, invoice_id: null });
    expect(await invoiceCount()).toBe(before);
    const taken = await db.select({ id: items.id }).from(items).where(inArray(items.timesheetId, acmeTimesheets));
    expect(taken.length).toBeGreaterThan(0);
    const untaken = await db
      .select({ invoiceId: items.invoiceId })
      .from(items)
      .where(inArray(items.timesheetId, acmeTimesheets));
    expect(untaken.every((i) => i.invoiceId === null)).toBe(true);
  });

  it('writes drafts once: a rerun rebuilds the same draft and takes nothing twice', async () => {
    const first = (await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: THROUGH })).json().data;
    const draft = entryFor(first.invoices, ids.globex)!;
    expect(draft.invoice_id).toBeTruthy();
    const again = (await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: THROUGH })).json().data;
    expect(again.created).toBe(0);
    expect(entryFor(again.invoices, ids.globex)).toMatchObject({ invoice_id: draft.invoice_id, subtotal: '1960.00' });
    const billItems = await db
      .select({ invoiceId: heldBy, side: items.side })
      .from(items)
      .where(inArray(items.timesheetId, acmeTimesheets));
    expect(billItems.filter((i) => i.side === 'bill').every((i) => i.invoiceId === draft.invoice_id)).toBe(true);
    expect(billItems.filter((i) => i.side === 'pay').every((i) => i.invoiceId === null)).toBe(true);
    // An item on a draft is not held back by hand: the draft would still bill it.
    // A run links the items it takes; only finalizing marks them (lib/draft-holds.ts).
    const [onDraft] = await db
      .select({ id: items.id })
      .from(items)
      .where(sql`${heldBy} = ${draft.invoice_id!}`);
    expect(await db.select({ id: items.id }).from(items).where(eq(items.invoiceId, draft.invoice_id!))).toEqual([]);
    const held = await t.call(await token('admin@demo.test'), {
      method: 'PATCH',
      url: `/v2/pay_bill_transaction_items/${onDraft!.id}`,
      payload: { status: 'hold' },
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain('draft invoice');
  });

  it('is refused to everyone but the employer, and a self-employer partner runs only its own', async () => {
    for (const email of ['partner@demo.test', 'eor@demo.test']) {
      expect((await call(email, 'POST', '/v2/invoices/preview', { through: THROUGH })).statusCode).toBe(403);
    }
    for (const email of ['client@demo.test', 'contractor@demo.test', 'sales@demo.test']) {
      expect((await call(email, 'POST', '/v2/invoices/run', { through: THROUGH })).statusCode).toBeGreaterThanOrEqual(
        403,
      );
    }
    const beacon = (await call('partner2@demo.test', 'POST', '/v2/invoices/run', { through: THROUGH })).json().data;
    expect(beacon.invoices.map((e: { partner: { id: string } }) => e.partner.id)).not.toContain(ids.acme);
    expect(entryFor(beacon.invoices, ids.initech)).toMatchObject({ subtotal: '360.00' });
  });
});

describe('an invoice', () => {
  let draftId = '';
  beforeAll(async () => {
    const list = (
      await call('admin@demo.test', 'GET', `/v2/invoices?client_id=${ids.globex}&period_start=${WEEK.start}`)
    ).json();
    draftId = list.data.data[0].id;
  });

  it('traces each line to the ledger items and timesheets behind it', async () => {
    const d = (await call('admin@demo.test', 'GET', `/v2/invoices/${draftId}`)).json().data;
    expect(d).toMatchObject({ status: 'draft', number: null, total_due: '1960.00', total_pay_amount: '1225.00' });
    expect(
      d.lines.map((l: { classification: string; hours: string; rate: string; amount: string }) => [
        l.classification,
        l.hours,
        l.rate,
        l.amount,
      ]),
    ).toEqual([
      ['regular', '40.00', '40.0000', '1600.00'],
      ['overtime', '6.00', '60.0000', '360.00'],
    ]);
    const traced = new Set(
      d.lines.flatMap((l: { items: { timesheet_id: string }[] }) => l.items.map((i) => i.timesheet_id)),
    );
    expect([...traced].sort()).toEqual([...acmeTimesheets].sort());
    const pay = d.lines.reduce((a: number, l: { pay_amount: string }) => a + Number(l.pay_amount), 0);
    expect(pay.toFixed(2)).toBe('1225.00');
  });

  it('is hidden from the client while a draft, and from another partner always', async () => {
    expect((await call('client@demo.test', 'GET', `/v2/invoices/${draftId}`)).statusCode).toBe(404);
    expect((await call('partner2@demo.test', 'GET', `/v2/invoices/${draftId}`)).statusCode).toBe(404);
    expect((await call('partner@demo.test', 'GET', `/v2/invoices/${draftId}`)).statusCode).toBe(200);
    expect((await call('contractor@demo.test', 'GET', '/v2/invoices')).statusCode).toBe(403);
  });

  it('finalizes with the next number, locks the time, e-mails the client; the client then sees it without pay figures', async () => {
    expect((await call('partner@demo.test', 'POST', `/v2/invoices/${draftId}/finalize`)).statusCode).toBe(403);
    const res = await call('admin@demo.test', 'POST', `/v2/invoices/${draftId}/finalize`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.status).toBe('open');
    expect(Number(d.number)).toBeGreaterThanOrEqual(1001);
    expect(d.due_date).toBe(addDaysIso(d.invoice_date, d.payment_terms_net_days));
    const locked = await db
      .select({ at: timesheets.clientBillingInvoiceDate })
      .from(timesheets)
      .where(inArray(timesheets.id, acmeTimesheets));
    expect(locked.every((r) => r.at !== null)).toBe(true);
    const taken = await db.select({ status: items.status }).from(items).where(eq(items.invoiceId, draftId));
    expect(taken.every((i) => i.status === 'invoiced')).toBe(true);
    const mail = latestMailTo('ap@globex.example');
    expect(mail).toContain(`Invoice ${d.number}`);
    expect(mail).toContain('Content-Type: application/pdf');

    const seen = await call('client@demo.test', 'GET', `/v2/invoices/${draftId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.total_pay_amount).toBeUndefined();
    expect(seen.json().data.lines[0].pay_amount).toBeUndefined();
    expect((await call('admin@demo.test', 'POST', `/v2/invoices/${draftId}/finalize`)).statusCode).toBe(409);
  });

  it("downloads as a PDF whose text is the API's lines and total, with no pay figure", async () => {
    const res = await call('client@demo.test', 'GET', `/v2/invoices/${draftId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    const d = (await call('client@demo.test', 'GET', `/v2/invoices/${draftId}`)).json().data;
    expect(text).toContain(`INVOICE ${d.number}`);
    for (const l of d.lines) {
      expect(text).toContain(l.description);
      expect(text).toContain(formatCurrency(l.amount));
      expect(text).toContain(l.hours);
    }
    expect(text).toContain(`Total due ${formatCurrency(d.total_due)}`);
    expect(text).toContain(`/pay/${draftId}`);
    expect(text).not.toContain('1,225.00');
    expect((await call('partner2@demo.test', 'GET', `/v2/invoices/${draftId}/pdf`)).statusCode).toBe(404);
    const resend = await call('admin@demo.test', 'POST', `/v2/invoices/${draftId}/send`);
    expect(resend.json().data).toEqual({ sent_to: 'ap@globex.example' });
  });

  it('numbers gap-free per issuer, even when finalized at once', async () => {
    const more = await createHourlyPlacement(db, {
      partnerId: ids.acme,
      clientId: ids.stark,
      workLocationId: ids.midtown,
    });
    await createApprovedWeek(db, more.assignmentId, [{ date: '2027-06-15', start: '09:00', end: '17:00' }]);
    const other = await createHourlyPlacement(db, {
      partnerId: ids.acme,
      clientId: ids.umbrella,
      workLocationId: ids.laClinic,
    });
    await createApprovedWeek(db, other.assignmentId, [{ date: '2027-06-16', start: '09:00', end: '17:00' }]);
    const run = (await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: THROUGH })).json().data;
    const fresh = run.invoices.filter((e: Entry) => e.period.start === '2027-06-14').map((e: Entry) => e.invoice_id);
    expect(fresh).toHaveLength(2);
    const before = await db.select({ n: invoices.number }).from(invoices).where(eq(invoices.employerKey, 'platform'));
    const highest = Math.max(0, ...before.map((r) => r.n ?? 0));
    const done = await Promise.all(
      fresh.map((id: string) => call('admin@demo.test', 'POST', `/v2/invoices/${id}/finalize`)),
    );
    const numbers = done.map((r) => Number(r.json().data.number)).sort();
    expect(numbers).toEqual([highest + 1, highest + 2]);
  });

  it('takes late time onto a supplemental invoice, never into the finalized one', async () => {
    const late = await createApprovedWeek(db, acmeAssignment, [{ date: '2027-06-12', start: '09:00', end: '11:00' }]);
    const run = (
      await call('admin@demo.test', 'POST', '/v2/invoices/run', { through: THROUGH, client_id: ids.globex })
    ).json().data;
    const supplemental = run.invoices.find((e: { invoice_type: string }) => e.invoice_type === 'supplemental');
    // Two more hours in a week already past 40: overtime at $60.
    expect(supplemental).toMatchObject({ period: { start: WEEK.start }, late_line_count: 1, subtotal: '120.00' });
    const original = (await call('admin@demo.test', 'GET', `/v2/invoices/${draftId}`)).json().data;
    expect(original.total_due).toBe('1960.00');
    const lateItems = await db
      .select({ invoiceId: heldBy })
      .from(items)
      .where(inArray(items.timesheetId, late.timesheetIds));
    expect(lateItems.some((i) => i.invoiceId === supplemental.invoice_id)).toBe(true);
  });

  it('voids an open invoice with no payment: its items return to the pool and its trace stays', async () => {
    expect((await call('admin@demo.test', 'POST', `/v2/invoices/${draftId}/void`, { reason: '' })).statusCode).toBe(
      422,
    );
    const res = await call('admin@demo.test', 'POST', `/v2/invoices/${draftId}/void`, {
      reason: 'Billed to the wrong entity',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'void',
      void_reason: 'Billed to the wrong entity',
      remaining_amount: '0.00',
    });
    expect(res.json().data.lines[0].items.length).toBeGreaterThan(0);
    const back = await db
      .select({ invoiceId: items.invoiceId, status: items.status })
      .from(items)
      .where(inArray(items.timesheetId, acmeTimesheets));
    expect(back.filter((i) => i.invoiceId === draftId)).toHaveLength(0);
    const unlocked = await db
      .select({ at: timesheets.clientBillingInvoiceDate })
      .from(timesheets)
      .where(inArray(timesheets.id, acmeTimesheets));
    expect(unlocked.every((r) => r.at === null)).toBe(true);
    expect(
      (await call('admin@demo.test', 'POST', `/v2/invoices/${draftId}/void`, { reason: 'again' })).statusCode,
    ).toBe(409);
  });

  it('lists with filters, overdue, and CSV', async () => {
    const list = (await call('admin@demo.test', 'GET', '/v2/invoices?status=open&per_page=100')).json().data;
    expect(list.data.every((i: { status: string }) => i.status === 'open')).toBe(true);
    const csv = await call('admin@demo.test', 'GET', '/v2/invoices?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('Number');
    const partnerList = (await call('partner2@demo.test', 'GET', '/v2/invoices?per_page=100')).json().data.data;
    expect(partnerList.every((i: { partner: { id: string } }) => i.partner.id === ids.beacon)).toBe(true);
    const clientList = (await call('client@demo.test', 'GET', '/v2/invoices?per_page=100')).json().data.data;
    expect(
      clientList.every(
        (i: { status: string; total_pay_amount?: string }) => i.status !== 'draft' && i.total_pay_amount === undefined,
      ),
    ).toBe(true);
  });
});

describe('receivables', () => {
  it('ages what is still owed by days past due, and lists the overdue', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [stark] = await db
      .select({ id: invoices.id, total: invoices.totalDue })
      .from(invoices)
      .where(and(eq(invoices.clientId, ids.stark), eq(invoices.status, 'open')));
    await db
      .update(invoices)
      .set({ dueDate: addDaysIso(today, -45) })
      .where(eq(invoices.id, stark!.id));
    const aging = (await call('admin@demo.test', 'GET', `/v2/invoices/aging?client_id=${ids.stark}`)).json().data;
    expect(aging.as_of).toBe(today);
    const usd = aging.rows.find((r: { currency: string }) => r.currency === 'usd');
    expect(usd).toMatchObject({ days_31_60: String(stark!.total), current: '0.00' });
    expect(Number(usd.total)).toBeCloseTo(Number(stark!.total));
    const overdue = (await call('admin@demo.test', 'GET', `/v2/invoices?overdue=true&client_id=${ids.stark}`)).json()
      .data.data;
    expect(overdue.map((i: { id: string; days_past_due: number }) => [i.id, i.days_past_due])).toEqual([
      [stark!.id, 45],
    ]);
    // Partners age their own receivables; clients and sales partners have no aging summary.
    const beacon = (await call('partner2@demo.test', 'GET', `/v2/invoices/aging?client_id=${ids.stark}`)).json().data;
    expect(beacon.rows).toEqual([]);
    expect((await call('client@demo.test', 'GET', '/v2/invoices/aging')).statusCode).toBe(403);
  });
});

function addDaysIso(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function latestMailTo(email: string): string {
  const dir = join(t.config.dataDir, 'outbox');
  for (const f of readdirSync(dir).sort().reverse()) {
    const text = readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, '');
    if (text.includes(`To: ${email}`)) return text;
  }
  return '';
}
