/**
 * The billing screens finished last, each on data of its own:
 *  - /invoices/:id corrections: staff place Ines at Umbrella Health on a job made for the test (Umbrella
 *    has no invoice in the demo and no other spec runs invoices for it), approve two days of the week of
 *    3 August and run invoices for Umbrella (all through the API: the billing journey is the Run invoices
 *    dialog's test), then, on the draft's page, add a line to it and finalize it, edit its PO number,
 *    credit part of a line by a memo kept as credit, refund part of that credit, credit and rebill the
 *    invoice, correct the rebill's rate and finalize it, then write off what the original still owes.
 *    axe with every dialog open; the memo's PDF downloads.
 *  - /purchase_orders: Acme's owner creates a PO of 10 hours for a new Umbrella assignment, sees it 0%
 *    used; an approval within it consumes it, the next past its budget is refused naming the PO. Globex's
 *    owner reads GX-4410 (consumed and remaining) and has no New purchase order.
 *  - /bills: staff see Acme's bills with a page total per currency and export them; Acme's owner only
 *    Acme's; Beacon's owner none of Acme's; a client is sent to /404.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, signOut, startSession } from '../support/auth';
import { listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { runInvoicesFor } from '../support/invoicing';
import { approveEntries, createPlacement, enterDays } from '../support/placement';
import { answered, choose, expectField } from '../support/ui';

test.describe.configure({ timeout: 180_000 });

const admin = demoUser('admin');
const client = demoUser('client');
const partner = demoUser('partner');
const partner2 = demoUser('partner2');

const ACME = 'Acme Staffing';
const UMBRELLA = 'Umbrella Health';
const UMBRELLA_SITE = 'Umbrella LA Clinic';
const INES = 'ines@ibarra.example';

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** "$1,234.56" (or "-$1,234.56") as whole cents. */
function centsOf(text: string): number {
  const m = /(-?)\$([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`No amount in '${text}'`);
  const cents = Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]);
  return m[1] ? -cents : cents;
}

/** "1234.56" → 123456. */
const centsOfDecimal = (decimal: string) => Math.round(Number(decimal) * 100);

const totals = (page: Page) => page.getByRole('table', { name: 'Invoice totals' });

/** Waits for a row of the invoice's totals to read `text` ("Total due $825.00"). */
const expectTotal = (page: Page, label: string, value: string) =>
  expect(totals(page).getByRole('row', { name: `${label} ${value}`, exact: true })).toBeVisible();

const totalRow = async (page: Page, label: string) =>
  centsOf(
    await totals(page)
      .getByRole('row', { name: new RegExp(`^${label} `) })
      .getByRole('cell')
      .innerText(),
  );

const lineRows = (page: Page) => page.getByRole('table', { name: 'Invoice lines' }).locator('tbody tr');

/** axe on the page as it is, the pointer resting on `rest` (off the button just clicked). */
async function axeAt(rest: Locator) {
  await rest.hover();
  expect(await seriousViolations(rest.page())).toEqual([]);
}

/** Finalizes the draft on its page; returns its number. */
async function finalize(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Finalize', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Finalize invoice?' });
  const res = await answered(page, 'POST', /^\/v2\/invoices\/[0-9a-f-]+\/finalize$/, () =>
    confirm.getByRole('button', { name: 'Finalize' }).click(),
  );
  expect(res.status(), await res.text()).toBe(200);
  const heading = page.getByRole('heading', { name: /^Invoice \d+$/, level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).replace('Invoice ', '');
}

test('staff correct an invoice: a line, its PO, a memo for part of a line and its refund, credit and rebill, a write-off', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const staff = await apiLogin(request, admin.email);
  // Two 8-hour days at $50 an hour: a Regular line of $800.00 (Umbrella's Los Angeles work carries no tax).
  const placed = await createPlacement(request, staff, {
    client: UMBRELLA,
    workLocation: UMBRELLA_SITE,
    contractorEmail: INES,
    jobTitle: `E2E corrections ${stamp}`,
    startDate: '2026-08-03',
    payRate: '30',
    billRate: '50',
  });
  const entries = await enterDays(request, staff, placed.assignmentId, ['2026-08-03', '2026-08-04']);
  const approved = await approveEntries(request, staff, entries);
  expect(approved.status(), await approved.text()).toBe(200);

  // 1. The run for Umbrella through the week's end: one draft of $800.00 for that week, opened by staff.
  const drafts = await runInvoicesFor(request, staff, placed.clientId, '2026-08-09');
  expect(drafts).toHaveLength(1);
  expect(drafts[0]!.period).toEqual({ start: '2026-08-03', end: '2026-08-09' });
  expect(centsOfDecimal(drafts[0]!.subtotal)).toBe(80_000);
  const originalId = drafts[0]!.invoice_id!;
  await startSession(page, staff);
  await page.goto(`/invoices/${originalId}`);
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
  const regular = 'Ines Ibarra — Regular';
  await expect(lineRows(page).filter({ hasText: regular })).toContainText(usd(80_000));

  // 2. Add line: an amount, no tax; the draft's total grows by it.
  const fee = `E2E setup fee ${stamp}`;
  await page.getByRole('button', { name: 'Add line', exact: true }).click();
  const addLine = page.getByRole('dialog', { name: 'Add line' });
  await addLine.getByRole('textbox', { name: 'Description' }).fill(fee);
  // The segmented control's radios are drawn as their labels: a user clicks the label.
  await addLine.getByText('Amount', { exact: true }).click();
  await expect(addLine.getByRole('radio', { name: 'Amount' })).toBeChecked();
  await addLine.getByRole('textbox', { name: 'Amount' }).fill('25.00');
  await axeAt(addLine.getByText('Priced by'));
  const added = await answered(page, 'POST', /^\/v2\/invoices\/[0-9a-f-]+\/lines$/, () =>
    addLine.getByRole('button', { name: 'Add line' }).click(),
  );
  expect(added.status(), await added.text()).toBeLessThan(300);
  await expect(addLine).toBeHidden();
  await expect(lineRows(page).filter({ hasText: fee })).toContainText(usd(2_500));
  await expectTotal(page, 'Total due', usd(82_500));

  // 3. Finalized: numbered, owed in full.
  const number = await finalize(page);
  await expectTotal(page, 'Remaining', usd(82_500));

  // 4. Edit details on the finalized invoice: its PO number (the amounts are said not to change).
  const po = `E2E-PO-${stamp}`;
  await page.getByRole('button', { name: 'Edit details' }).click();
  const details = page.getByRole('dialog', { name: 'Edit invoice details' });
  await expect(details).toContainText('Amounts never change on a finalized invoice');
  await details.getByRole('textbox', { name: 'PO number' }).fill(po);
  await axeAt(details.getByText('Amounts never change on a finalized invoice'));
  const patched = await answered(page, 'PATCH', new RegExp(`^/v2/invoices/${originalId}$`), () =>
    details.getByRole('button', { name: 'Save details' }).click(),
  );
  expect(patched.status(), await patched.text()).toBe(200);
  await expect(details).toBeHidden();
  await expectField(page, 'PO number', po);

  // 5. A credit memo for $100 of the Regular line, kept as credit: linked under Corrections, negative.
  await page.getByRole('button', { name: 'Issue credit memo' }).click();
  const memoDialog = page.getByRole('dialog', { name: 'Issue credit memo' });
  await memoDialog.getByRole('textbox', { name: 'Reason' }).fill(`Two hours billed twice (${stamp})`);
  await memoDialog.getByRole('radio', { name: 'Amounts per line' }).check();
  await memoDialog.getByRole('textbox', { name: `Credit on ${regular}` }).fill('100.00');
  await memoDialog.getByRole('radio', { name: /^Keep as credit/ }).check();
  await expect(memoDialog.getByText(`Memo total: ${usd(10_000)} credit`)).toBeVisible();
  await axeAt(memoDialog.getByText('Memo total:'));
  const issued = await answered(page, 'POST', /^\/v2\/invoices\/[0-9a-f-]+\/credit_memo$/, () =>
    memoDialog.getByRole('button', { name: 'Issue credit memo' }).click(),
  );
  expect(issued.status(), await issued.text()).toBeLessThan(300);
  const memo = ((await issued.json()) as { data: { id: string; number: string; total_due: string } }).data;
  expect(centsOfDecimal(memo.total_due)).toBe(-10_000);
  await expect(memoDialog).toBeHidden();
  await expect(page.getByText(`Credit memo ${memo.number} issued`)).toBeVisible();
  const corrections = page.getByRole('table', { name: 'Corrections' }).locator('tbody tr');
  const memoRow = corrections.filter({ hasText: `Credit memo ${memo.number}` });
  await expect(memoRow.getByRole('cell', { name: `${usd(10_000)} credit`, exact: true })).toBeVisible();
  await expect(lineRows(page).filter({ hasText: regular })).toContainText(`Credited ${usd(10_000)}`);
  // Kept, not applied: the invoice still owes all of it.
  await expectTotal(page, 'Remaining', usd(82_500));

  // 6. The memo's page: refund part of its credit, and its PDF.
  await memoRow.getByRole('link', { name: `Credit memo ${memo.number}` }).click();
  await page.waitForURL((url) => url.pathname === `/invoices/${memo.id}`);
  await expect(page.getByRole('heading', { name: `Credit memo ${memo.number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Corrects invoice ${number}` })).toBeVisible();
  await expectTotal(page, 'Total credit', `${usd(10_000)} credit`);
  await expectTotal(page, 'Credit left', `${usd(10_000)} credit`);
  await page.getByRole('button', { name: 'Refund credit' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund credit' });
  await expect(refund.getByRole('textbox', { name: 'Amount' })).toHaveValue('100.00');
  await refund.getByRole('textbox', { name: 'Amount' }).fill('40.00');
  await choose(page, refund, 'Method', 'Check');
  await refund.getByRole('textbox', { name: 'Reference' }).fill(`CHK-${stamp}`);
  await axeAt(refund.getByText(/credit left\.$/));
  const refunded = await answered(page, 'POST', /^\/v2\/invoices\/[0-9a-f-]+\/refund$/, () =>
    refund.getByRole('button', { name: 'Refund credit' }).click(),
  );
  expect(refunded.status(), await refunded.text()).toBeLessThan(300);
  await expect(refund).toBeHidden();
  await expect(page.getByText(`Refunded ${usd(4_000)}`)).toBeVisible();
  await expectTotal(page, 'Credit left', `${usd(6_000)} credit`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${memo.number}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // 7. Back on the original: credit and rebill lands on the new draft, linked to the original and its memo.
  await page.getByRole('link', { name: `Corrects invoice ${number}` }).click();
  await page.waitForURL((url) => url.pathname === `/invoices/${originalId}`);
  await page.getByRole('button', { name: 'Credit and rebill' }).click();
  const rebill = page.getByRole('dialog', { name: 'Credit and rebill?' });
  await rebill.getByRole('textbox', { name: 'Reason' }).fill(`Billed at the wrong rate (${stamp})`);
  await axeAt(rebill.getByText('What was paid on it waits on the memo'));
  const rebilled = await answered(page, 'POST', /^\/v2\/invoices\/[0-9a-f-]+\/credit_and_rebill$/, () =>
    rebill.getByRole('button', { name: 'Credit and rebill' }).click(),
  );
  expect(rebilled.status(), await rebilled.text()).toBeLessThan(300);
  const draft = ((await rebilled.json()) as { data: { id: string; credit_memo: { number: string } } }).data;
  await page.waitForURL((url) => url.pathname === `/invoices/${draft.id}`);
  await expect(page.getByRole('heading', { name: 'Draft invoice', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `Corrects invoice ${number}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Credit memo ${draft.credit_memo.number}` })).toBeVisible();
  await expect(lineRows(page).filter({ hasText: fee })).toContainText(usd(2_500));

  // 8. The rebill's Regular line at the right rate ($45): 16 hours, $720.00; then finalized.
  await page.getByRole('button', { name: `Edit line ${regular}` }).click();
  const editLine = page.getByRole('dialog', { name: 'Edit line' });
  await expect(editLine.getByRole('textbox', { name: 'Hours' })).toHaveValue('16.00');
  await editLine.getByRole('textbox', { name: 'Rate' }).fill('45.00');
  await expect(editLine.getByText(`Amount: ${usd(72_000)}`)).toBeVisible();
  await axeAt(editLine.getByText('Priced by'));
  const changed = await answered(page, 'PATCH', /^\/v2\/invoices\/[0-9a-f-]+\/lines\/[0-9a-f-]+$/, () =>
    editLine.getByRole('button', { name: 'Save line' }).click(),
  );
  expect(changed.status(), await changed.text()).toBe(200);
  await expect(editLine).toBeHidden();
  await expect(lineRows(page).filter({ hasText: regular })).toContainText(usd(72_000));
  await expectTotal(page, 'Total due', usd(74_500));
  const rebillNumber = await finalize(page);
  await expectTotal(page, 'Total due', usd(74_500));
  await expect(page.getByRole('link', { name: `Credit memo ${draft.credit_memo.number}` })).toBeVisible();

  // 9. The original: fully credited by the two memos; what it still owes (the kept credit left over
  //    applied, nothing paid in cash) is written off by the admin, and it reads as written off.
  await page.getByRole('link', { name: `Corrects invoice ${number}` }).click();
  await page.waitForURL((url) => url.pathname === `/invoices/${originalId}`);
  await expect(corrections).toHaveCount(3);
  await expect(corrections.filter({ hasText: `Credit memo ${draft.credit_memo.number}` })).toContainText(
    `${usd(72_500)} credit`,
  );
  await expect(corrections.filter({ hasText: `Manual ${rebillNumber}` })).toContainText('Rebill');
  await expect(lineRows(page).filter({ hasText: regular })).toContainText(`Credited ${usd(80_000)}`);
  const owed = await totalRow(page, 'Remaining');
  expect(owed).toBeGreaterThan(0);
  expect(owed).toBeLessThanOrEqual(10_000);
  await page.getByRole('button', { name: 'Write off balance' }).click();
  const writeOff = page.getByRole('dialog', { name: 'Write off balance?' });
  const reason = `Not worth collecting (${stamp})`;
  await writeOff.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await axeAt(writeOff.getByText(/is written off: the client is no longer asked for it\.$/));
  const written = await answered(page, 'POST', /^\/v2\/invoices\/[0-9a-f-]+\/write_off$/, () =>
    writeOff.getByRole('button', { name: `Write off ${usd(owed)}` }).click(),
  );
  expect(written.status(), await written.text()).toBeLessThan(300);
  await expect(writeOff).toBeHidden();
  await expect(page.getByText(`${usd(owed)} written off`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'A balance was written off' })).toContainText(reason);
  // Above the partner's threshold ($25), only an admin writes off: the invoice is written off, not paid.
  await expect(page.getByText('Written off', { exact: true }).first()).toBeVisible();
  await expectTotal(page, 'Remaining', usd(0));
  await expect(page.getByRole('button', { name: 'Write off balance' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

interface PurchaseOrderRow {
  id: string;
  number: string;
  budget: string;
  consumed: string;
  remaining: string;
  percent_used: string;
}

test("a partner's purchase order: created for an assignment, consumed by an approval, refusing time past it; a client reads its own", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const staff = await apiLogin(request, admin.email);
  // A new Umbrella assignment (a job of its own names it in the picker) with two pending 8-hour days.
  const jobTitle = `E2E PO work ${stamp}`;
  const placed = await createPlacement(request, staff, {
    client: UMBRELLA,
    workLocation: UMBRELLA_SITE,
    contractorEmail: INES,
    jobTitle,
    startDate: '2026-09-28',
    payRate: '30',
    billRate: '50',
  });
  const [first, second] = await enterDays(request, staff, placed.assignmentId, ['2026-10-05', '2026-10-06']);
  const number = `E2E-${stamp}`;

  // Acme's owner creates the PO: 10 hours from September on, covering that assignment.
  await startSession(page, await apiLogin(request, partner.email));
  await page.goto('/purchase_orders');
  await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
  await listSettled(page);
  await page.getByRole('button', { name: 'New purchase order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New purchase order' });
  await choose(page, dialog, 'Client', UMBRELLA);
  await dialog.getByRole('textbox', { name: 'PO number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Budget', exact: true }).fill('10');
  await dialog.getByRole('textbox', { name: 'Starts on' }).fill('2026-09-01');
  await dialog.getByRole('combobox', { name: 'Assignments it covers' }).click();
  await page.getByRole('option', { name: `Ines Ibarra — ${jobTitle}`, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('E2E: autumn cover');
  // Soft, so the rest is still checked when it fails: BudgetBar gives Mantine's Progress root a second,
  // unnamed progressbar role (axe aria-progressbar-name) — a bug of the list and detail pages.
  await dialog.getByText('Approving their time consumes this purchase order').hover();
  expect.soft(await seriousViolations(page)).toEqual([]);
  const created = await answered(page, 'POST', /^\/v2\/purchase_orders$/, () =>
    dialog.getByRole('button', { name: 'Create purchase order' }).click(),
  );
  expect(created.status(), await created.text()).toBe(201);
  const poId = ((await created.json()) as { data: { id: string } }).data.id;
  await page.waitForURL((url) => url.pathname === `/purchase_orders/${poId}`);
  await expect(page.getByRole('heading', { name: `Purchase order ${number}`, level: 1 })).toBeVisible();
  await expectField(page, 'Budget', '10.00 h');
  await expectField(page, 'Consumed', '0.00 h');
  await expect(
    page.getByRole('table', { name: 'Assignments covered' }).getByRole('row').filter({ hasText: jobTitle }),
  ).toContainText('Ines Ibarra');
  expect.soft(await seriousViolations(page)).toEqual([]);

  // In the list: nothing used yet.
  await page.getByRole('main').getByRole('link', { name: 'Purchase orders', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/purchase_orders');
  await listSettled(page);
  const row = page.getByRole('table').locator('tbody').getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(UMBRELLA);
  // An empty bar has no width: read by its name and value, and the percentage beside it.
  await expect(row.getByRole('progressbar', { name: '0.0% of the budget used', exact: true })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(row.getByText('0.0%', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0.00 h', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '10.00 h', exact: true }).first()).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);

  // One day approved consumes 8 of the 10 hours; the second needs 8 more and is refused, naming the PO.
  const within = await approveEntries(request, staff, [first!]);
  expect(within.status(), await within.text()).toBe(200);
  const past = await approveEntries(request, staff, [second!]);
  expect(past.status()).toBe(422);
  const refusal = await past.text();
  expect(refusal).toContain(`Purchase order ${number} has 2.00 hours left; this timesheet needs 8.00`);
  await page.reload();
  await listSettled(page);
  await expect(row.getByRole('progressbar', { name: '80.0% of the budget used', exact: true })).toHaveAttribute(
    'aria-valuenow',
    '80',
  );
  await expect(row.getByText('80.0%', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '8.00 h', exact: true })).toBeVisible();
  await row.getByRole('link', { name: number, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/purchase_orders/${poId}`);
  await expectField(page, 'Consumed', '8.00 h');
  await expectField(page, 'Remaining', '2.00 h');
  await signOut(page);

  // Globex's owner: its GX-4410 with what is consumed and left, and no way to add a PO.
  const globex = await apiLogin(request, client.email);
  const res = await request.get('/v2/purchase_orders', { headers: { Authorization: globex } });
  expect(res.status()).toBe(200);
  const own = ((await res.json()) as { data: { data: PurchaseOrderRow[] } }).data.data;
  const gx = own.find((p) => p.number === 'GX-4410');
  expect(gx, 'GX-4410').toBeTruthy();
  expect(own.map((p) => p.number)).not.toContain(number);

  await startSession(page, globex);
  await page.goto('/purchase_orders');
  await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
  await listSettled(page);
  await expect(page.getByRole('button', { name: 'New purchase order' })).toHaveCount(0);
  const gxRow = page.getByRole('table').locator('tbody').getByRole('row').filter({ hasText: 'GX-4410' });
  await expect(gxRow).toContainText(`${gx!.consumed} h`);
  await expect(gxRow).toContainText(`${gx!.remaining} h`);
  await expect(page.getByText(number)).toHaveCount(0);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await gxRow.getByRole('link', { name: 'GX-4410', exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/purchase_orders/${gx!.id}`);
  await expect(page.getByRole('heading', { name: 'Purchase order GX-4410', level: 1 })).toBeVisible();
  await expectField(page, 'Consumed', `${gx!.consumed} h`);
  await expectField(page, 'Remaining', `${gx!.remaining} h`);
  await expect(page.getByRole('alert').filter({ hasText: 'Near its budget' })).toContainText(`${gx!.remaining} h left`);
  expect.soft(await seriousViolations(page)).toEqual([]);
});

interface BillRow {
  id: string;
  partner: { name: string };
  invoice: { id: string; number: string | null };
  amount: string;
  currency: string;
  status: string;
}

async function billsOf(request: APIRequestContext, auth: string): Promise<BillRow[]> {
  const res = await request.get('/v2/bills?per_page=200', { headers: { Authorization: auth } });
  expect(res.status(), 'GET /v2/bills').toBe(200);
  return ((await res.json()) as { data: { data: BillRow[] } }).data.data;
}

const billRows = (page: Page) => page.getByRole('table').locator('tbody').getByRole('row');

test("the platform's bills: staff read every partner's with a total per currency and export them; each partner its own; not a client", async ({
  page,
  request,
}) => {
  const staff = await apiLogin(request, admin.email);
  const every = await billsOf(request, staff);
  const acme = every.filter((b) => b.partner.name === ACME);
  expect(acme.length, "Acme's bills").toBeGreaterThan(0);

  await startSession(page, staff);
  await page.goto('/bills');
  await expect(page.getByRole('heading', { name: 'Bills', level: 1 })).toBeVisible();
  await listSettled(page);
  const shown = await billRows(page).count();
  // Every bill fits on the first page here; each of Acme's is listed with its partner and invoice.
  if (shown === every.length) {
    for (const b of acme) {
      const row = billRows(page).filter({ has: page.getByRole('link', { name: `Invoice ${b.invoice.number}` }) });
      await expect(row).toContainText(ACME);
    }
    // The page total, per currency when there are several: the bills that are not void.
    const currencies = [...new Set(every.map((b) => b.currency))].sort();
    const footer = page.getByRole('table').locator('tfoot');
    for (const c of currencies) {
      const sum = every
        .filter((b) => b.currency === c && b.status !== 'void')
        .reduce((n, b) => n + centsOfDecimal(b.amount), 0);
      // Each currency's line names it ("CAD $72.00"); one currency alone is its amount.
      await expect(footer).toContainText(currencies.length > 1 ? `${c.toUpperCase()} ${usd(sum)}` : usd(sum));
    }
  }
  expect(await seriousViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  for (const b of acme) expect(csv).toContain(`,${ACME},${b.invoice.number},`);
  await signOut(page);

  // Acme's owner: only Acme's bills, no partner column.
  const acmeAuth = await apiLogin(request, partner.email);
  const acmeOwn = await billsOf(request, acmeAuth);
  expect(acmeOwn.every((b) => b.partner.name === ACME)).toBe(true);
  expect(acmeOwn.map((b) => b.id).sort()).toEqual(acme.map((b) => b.id).sort());
  await startSession(page, acmeAuth);
  await page.goto('/bills');
  await listSettled(page);
  await expect(billRows(page)).toHaveCount(Math.min(acmeOwn.length, shown));
  await expect(page.getByRole('table').locator('thead th', { hasText: /^Partner$/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await signOut(page);

  // Beacon's owner: none of Acme's invoices.
  await startSession(page, await apiLogin(request, partner2.email));
  await page.goto('/bills');
  await expect(page.getByRole('heading', { name: 'Bills', level: 1 })).toBeVisible();
  // Beacon charges no platform fee in the demo: its list is usually empty (no table then).
  await expect(page.getByText('No bills yet').or(billRows(page).first())).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const b of acme) {
    await expect(page.getByRole('link', { name: `Invoice ${b.invoice.number}`, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText(ACME)).toHaveCount(0);
  await signOut(page);

  // A client: not a page of theirs.
  await startSession(page, await apiLogin(request, client.email));
  await page.goto('/bills');
  await page.waitForURL((url) => url.pathname === '/404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});
