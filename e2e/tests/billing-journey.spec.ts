/**
 * The billing journey, end to end through the real screens: staff approve Casey's pending week of
 * 2026-11-09 (Globex, Austin) with a Saturday morning staff add, run invoices for Globex (preview, then
 * create), open the new draft — its Regular, Holiday and Overtime lines — finalize it and download its PDF. Globex's owner adds the bank account it pays from
 * (the first at once, a second through the e-mailed code), opens the invoice's payment page, sees the
 * bank return a debit from the sandbox's R01 account, then pays part of the invoice from the good one.
 * Staff record a payment that overpays Globex's whole dollar balance; the rest stays as Globex's credit,
 * and the next invoice finalized for Globex (Luis's week, approved then and run through the API: the
 * Run invoices dialog is seen on the first) takes it. The AR aging card follows every step. Approving
 * time and signing in are done through the API (their screens have specs of their own).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, signOut, startSession } from '../support/auth';
import { listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { shownDate } from '../support/format';
import { runInvoicesFor } from '../support/invoicing';
import { mailSnapshot, waitForVerificationCode } from '../support/outbox';

/** The seed's pending week (Casey's and Luis's, both Globex) and the last day of its bill period. */
const WEEK = '2026-11-09';
const PERIOD_END = '2026-11-15';
const GLOBEX = 'Globex Corporation';

const admin = demoUser('admin');
const client = demoUser('client');
const contractor = demoUser('contractor');

/** "$1,234.56" (or "$1,234.56 CAD") as whole cents. */
function centsOf(text: string): number {
  const m = /(-?)\$([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`No amount in '${text}'`);
  const cents = Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]);
  return m[1] ? -cents : cents;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The decimal string the forms take: 123456 → "1234.56". */
const decimal = (cents: number) => (cents / 100).toFixed(2);

async function idOf(
  request: APIRequestContext,
  auth: string,
  path: string,
  pick: (row: Record<string, unknown>) => boolean,
) {
  const res = await request.get(`${path}?per_page=200`, { headers: { Authorization: auth } });
  expect(res.status(), `GET ${path}`).toBe(200);
  const rows = ((await res.json()) as { data: { data: Record<string, unknown>[] } }).data.data;
  const row = rows.find(pick);
  expect(row, `a row of ${path}`).toBeTruthy();
  return String(row!.id);
}

/** Approves a contractor's pending entries of WEEK as staff (the approval queue's bulk action). */
async function approveWeek(request: APIRequestContext, auth: string, contractorId: string, entries: number) {
  const res = await request.post('/v2/timesheets/bulk', {
    headers: { Authorization: auth },
    data: { action: 'approve', filter: { week_start: WEEK, contractor_id: contractorId, status: 'pending' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { data: { count: number } }).data.count).toBe(entries);
}

/** Staff enter 10:00–14:00 on the week's Saturday for the contractor, on the assignment of the week's entries. */
async function addSaturdayMorning(request: APIRequestContext, auth: string, contractorId: string) {
  const week = await request.get(`/v2/timesheets?week_start=${WEEK}&contractor_id=${contractorId}`, {
    headers: { Authorization: auth },
  });
  expect(week.status(), await week.text()).toBe(200);
  const [entry] = ((await week.json()) as { data: { data: { assignment: { id: string } }[] } }).data.data;
  const res = await request.post('/v2/timesheets', {
    headers: { Authorization: auth },
    data: { assignment_id: entry!.assignment.id, date: '2026-11-14', time_start: '10:00', time_end: '14:00' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Waits for the answer of the request `method path` (a RegExp on the path) that `act` sets off. */
async function answered(page: Page, method: string, path: RegExp, act: () => Promise<unknown>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname)),
    act(),
  ]);
  return res;
}

/** The AR aging card's dollar total on /invoices filtered to Globex; 0 when nothing in dollars is owed. */
async function agingUsd(page: Page, globexId: string): Promise<number> {
  await page.goto(`/invoices?client_id=${globexId}`);
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'AR aging' }) });
  await expect(card.getByText(/^As of /)).toBeVisible();
  const row = card.getByRole('table', { name: 'AR aging' }).getByRole('row').filter({ hasText: 'USD' });
  if ((await row.count()) === 0) return 0;
  return centsOf(await row.getByRole('cell').last().innerText());
}

/** Opens a Mantine select by its label in `scope` and picks an option, as a user does. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Run invoices for Globex through PERIOD_END from the invoices page: preview first, then create what it showed. */
async function runGlobexInvoices(page: Page) {
  await page.getByRole('button', { name: 'Run invoices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run invoices' });
  await dialog.getByLabel('Bill periods ending on or before').fill(PERIOD_END);
  await choose(page, dialog, 'Client', GLOBEX);
  const preview = await answered(page, 'POST', /^\/v2\/invoices\/preview$/, () =>
    dialog.getByRole('button', { name: 'Preview' }).click(),
  );
  expect(preview.status()).toBe(200);
  const rows = dialog.getByRole('table', { name: 'Invoices to create' }).locator('tbody tr');
  await expect(rows.filter({ hasText: `${shownDate(WEEK)} – ${shownDate(PERIOD_END)}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: GLOBEX }).first()).toBeVisible();
  // Checked at rest: the pointer off the Preview button it just clicked (its hover shade is lighter).
  await dialog.getByText(/^Bills approved time/).hover();
  expect(await seriousViolations(page)).toEqual([]);
  const created = await answered(page, 'POST', /^\/v2\/invoices\/run$/, () =>
    dialog.getByRole('button', { name: /^Create \d+ draft invoices?$/ }).click(),
  );
  expect(created.status()).toBe(200);
  await expect(dialog).toBeHidden();
}

/** Opens Globex's draft of WEEK from the invoices list and returns its id. */
async function openDraft(page: Page, globexId: string): Promise<string> {
  await page.goto(`/invoices?client_id=${globexId}&status=draft&period_start=${WEEK}`);
  await listSettled(page);
  // The list's table (the AR aging card above it is a table too).
  const rows = page
    .getByRole('table')
    .filter({ has: page.locator('thead th', { hasText: 'Invoice date' }) })
    .locator('tbody')
    .getByRole('row');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: new RegExp(`^Draft invoice for ${GLOBEX}`) }).click();
  await page.waitForURL((url) => /^\/invoices\/[0-9a-f-]{36}$/.test(url.pathname));
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Finalizes the draft on its page; returns its number and total due (cents). */
async function finalize(page: Page): Promise<{ number: string; totalDue: number }> {
  await page.getByRole('button', { name: 'Finalize', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Finalize invoice?' });
  const res = await answered(page, 'POST', /^\/v2\/invoices\/[0-9a-f-]+\/finalize$/, () =>
    confirm.getByRole('button', { name: 'Finalize' }).click(),
  );
  expect(res.status(), await res.text()).toBe(200);
  const heading = page.getByRole('heading', { name: /^Invoice \d+$/, level: 1 });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).replace('Invoice ', '');
  return { number, totalDue: await totalRow(page, 'Total due') };
}

/** Waits for a row of the invoice's totals to read `cents` (the page may show a cached copy first). */
const expectTotal = (page: Page, label: string, cents: number) =>
  expect(
    page
      .getByRole('table', { name: 'Invoice totals' })
      .getByRole('row', { name: `${label} ${usd(cents)}`, exact: true }),
  ).toBeVisible();

const totalRow = async (page: Page, label: string) =>
  centsOf(
    await page
      .getByRole('table', { name: 'Invoice totals' })
      .getByRole('row', { name: new RegExp(`^${label} `) })
      .getByRole('cell')
      .innerText(),
  );

/** Adds a US account on /payment_methods; `code` when the API asks for the e-mailed one. */
async function addAccount(page: Page, bank: string, accountNumber: string, code?: () => Promise<string>) {
  await page.getByRole('button', { name: 'Add bank account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add bank account' });
  await dialog.getByRole('textbox', { name: 'Account holder' }).fill(GLOBEX);
  await dialog.getByRole('textbox', { name: 'Bank name' }).fill(bank);
  await dialog.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await dialog.getByRole('textbox', { name: 'Account number' }).fill(accountNumber);
  const last4 = accountNumber.slice(-4);
  if (!code) {
    const res = await answered(page, 'POST', /^\/v2\/payment_methods$/, () =>
      dialog.getByRole('button', { name: 'Add bank account' }).click(),
    );
    expect(res.status(), await res.text()).toBe(201);
  } else {
    // Not the first account: the API answers 424, the two-factor modal asks for the mailed code and replays.
    const blocked = await answered(page, 'POST', /^\/v2\/payment_methods$/, () =>
      dialog.getByRole('button', { name: 'Add bank account' }).click(),
    );
    expect(blocked.status()).toBe(424);
    const verify = page.getByRole('dialog', { name: 'Verification required' });
    await expect(verify.getByText('Please enter it below to continue.', { exact: false })).toBeVisible();
    await verify.getByRole('textbox', { name: 'Code' }).fill(await code());
    const replayed = await answered(page, 'POST', /^\/v2\/payment_methods$/, () =>
      verify.getByRole('button', { name: 'Verify' }).click(),
    );
    expect(replayed.status(), await replayed.text()).toBe(201);
    await expect(verify).toBeHidden();
  }
  await expect(page.getByText(`Bank account added: ${bank} · Checking ****${last4}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Bank accounts' }).getByText(`${bank} · Checking ****${last4}`),
  ).toBeVisible();
}

test('staff invoice an approved week, the client pays part online, an overpayment becomes credit the next invoice takes', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const staff = await apiLogin(request, admin.email);
  const globexId = await idOf(request, staff, '/v2/clients', (c) => c.name === GLOBEX);
  const caseyId = await idOf(request, staff, '/v2/contractors', (c) => c.email === contractor.email);
  const luisId = await idOf(request, staff, '/v2/contractors', (c) => c.email === 'luis@ortega.example');

  // 1. Casey also worked Saturday morning (entered by staff), and the week is approved: five 8-hour days
  // and 4 more hours, so 4 hours past 40 are overtime in Texas.
  await addSaturdayMorning(request, staff, caseyId);
  await approveWeek(request, staff, caseyId, 6);

  // 2. Staff run invoices for Globex, open the new draft, check its lines, finalize it and download its PDF.
  await startSession(page, staff);
  const agingBefore = await agingUsd(page, globexId);
  expect(await seriousViolations(page)).toEqual([]);
  await runGlobexInvoices(page);
  const invoiceId = await openDraft(page, globexId);
  // Four regular days, Veterans Day (Nov 11) worked and billed as holiday time, and Saturday's 4 hours
  // past 40 as overtime (REG, holiday and OT lines).
  const lines = page.getByRole('table', { name: 'Invoice lines' }).locator('tbody tr');
  await expect(lines.filter({ hasText: 'Casey Contractor — Regular' })).toContainText('32.00');
  await expect(lines.filter({ hasText: 'Casey Contractor — Holiday' })).toContainText('8.00');
  await expect(lines.filter({ hasText: 'Casey Contractor — Overtime' })).toContainText('4.00');
  expect(await seriousViolations(page)).toEqual([]);
  const { number, totalDue } = await finalize(page);
  // More than the part the client pays below ($500.00).
  expect(totalDue).toBeGreaterThan(50_000);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // The new invoice is owed, and not yet due: the aging grows by its total.
  expect(await agingUsd(page, globexId)).toBe(agingBefore + totalDue);
  await signOut(page);

  // 3. Globex's owner adds the account it pays from (the first at once) and the sandbox's R01 account (code).
  await startSession(page, await apiLogin(request, client.email));
  await page.goto('/payment_methods');
  await expect(page.getByRole('heading', { name: 'Payment Methods', level: 1 })).toBeVisible();
  await expect(page.getByText('No bank accounts yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await addAccount(page, 'First Bank', '123456789');
  const before = mailSnapshot();
  await addAccount(page, 'Thin Bank', '000111222', () => waitForVerificationCode(client.email, before));
  expect(await seriousViolations(page)).toEqual([]);

  // 4. The invoice's payment page (the e-mail's link): its balance, and part of it paid.
  await page.goto(`/invoices/${invoiceId}`);
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/pay/${invoiceId}`);
  await page.getByRole('link', { name: 'Pay now' }).click();
  await page.waitForURL((url) => url.pathname === `/pay/${invoiceId}`);
  await expect(page.getByRole('heading', { name: `Pay invoice ${number}`, level: 1 })).toBeVisible();
  const summary = page.getByRole('table', { name: 'Invoice to pay' });
  await expect(summary.getByRole('row', { name: `Total due ${usd(totalDue)}` })).toBeVisible();
  await expect(summary.getByRole('row', { name: `Balance ${usd(totalDue)}` })).toBeVisible();
  await expect(page.getByRole('radio', { name: `Pay the balance (${usd(totalDue)})` })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  const part = 50_000;
  await page.getByRole('radio', { name: 'Pay another amount' }).check();
  await page.getByRole('textbox', { name: 'Amount to pay' }).fill(decimal(part));
  // From the R01 account: the bank returns the debit; nothing is paid and the page says so.
  await page.getByRole('radio', { name: /^Thin Bank · Checking \*\*\*\*1222/ }).check();
  const bounced = await answered(page, 'POST', /^\/v2\/pay$/, () =>
    page.getByRole('button', { name: `Pay ${usd(part)}` }).click(),
  );
  expect(((await bounced.json()) as { data: { status: string } }).data.status).toBe('returned');
  const returned = page.getByRole('alert').filter({ hasText: 'Your bank returned the payment' });
  await expect(returned).toContainText('(R01): nothing was paid');
  await expect(page).toHaveURL(new RegExp(`/pay/${invoiceId}$`));
  // From the good account: settled, and on to what was paid.
  await page.getByRole('radio', { name: /^First Bank · Checking \*\*\*\*6789/ }).check();
  const paid = await answered(page, 'POST', /^\/v2\/pay$/, () =>
    page.getByRole('button', { name: `Pay ${usd(part)}` }).click(),
  );
  expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('settled');
  await page.waitForURL((url) => url.pathname === `/pay/${invoiceId}/success`);
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  const receipt = page.getByRole('table', { name: 'Payment' });
  await expect(receipt.getByRole('row', { name: `Amount paid ${usd(part)}` })).toBeVisible();
  await expect(receipt.getByRole('row', { name: `Toward invoice ${number} ${usd(part)}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: `Back to invoice ${number}` }).click();
  await page.waitForURL((url) => url.pathname === `/invoices/${invoiceId}`);
  await expectTotal(page, 'Paid', part);
  await expectTotal(page, 'Remaining', totalDue - part);
  await signOut(page);

  // 5. Staff record a payment that overpays everything Globex owes in dollars, naming the new invoice first.
  await startSession(page, staff);
  const owed = await agingUsd(page, globexId);
  expect(owed).toBe(agingBefore + totalDue - part);
  const credit = 10_000;
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Record payment' }).click();
  const record = page.getByRole('dialog', { name: 'Record payment' });
  await choose(page, record, 'Client', GLOBEX);
  await record.getByRole('textbox', { name: 'Amount' }).fill(decimal(owed + credit));
  await choose(page, record, 'Method', 'ACH');
  await record.getByRole('textbox', { name: 'Reference' }).fill('E2E overpayment');
  await record.getByLabel('Invoices to pay first').click();
  await page.getByRole('option', { name: new RegExp(`^${number} · `) }).click();
  const recorded = await answered(page, 'POST', /^\/v2\/payments$/, () =>
    record.getByRole('button', { name: 'Record payment' }).click(),
  );
  expect(recorded.status(), await recorded.text()).toBe(201);
  await page.waitForURL((url) => /^\/payments\/[0-9a-f-]{36}$/.test(url.pathname));
  const paymentPage = new URL(page.url()).pathname;
  const paymentTotals = page.getByRole('table', { name: 'Payment totals' });
  await expect(paymentTotals.getByRole('row', { name: `Applied ${usd(owed)}` })).toBeVisible();
  await expect(paymentTotals.getByRole('row', { name: `Unapplied ${usd(credit)}` })).toBeVisible();
  // Nothing is owed in dollars any more: the aging has no dollar row.
  expect(await agingUsd(page, globexId)).toBe(0);

  // 6. Luis's week is approved and invoiced (through the API); finalizing its draft applies Globex's credit first.
  await approveWeek(request, staff, luisId, 5);
  const nextDrafts = (await runInvoicesFor(request, staff, globexId, PERIOD_END)).filter(
    (d) => d.period.start === WEEK,
  );
  expect(nextDrafts).toHaveLength(1);
  await page.goto(`/invoices/${nextDrafts[0]!.invoice_id}`);
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Invoice lines' }).locator('tbody tr').filter({ hasText: 'Luis Ortega — Regular' }),
  ).toHaveCount(1);
  const next = await finalize(page);
  await expectTotal(page, 'Paid', credit);
  await expectTotal(page, 'Remaining', next.totalDue - credit);
  await page.goto(paymentPage);
  await expect(paymentTotals.getByRole('row', { name: `Applied ${usd(owed + credit)}` })).toBeVisible();
  await expect(paymentTotals.getByRole('row', { name: `Unapplied ${usd(0)}` })).toBeVisible();
  expect(await agingUsd(page, globexId)).toBe(next.totalDue - credit);
});
