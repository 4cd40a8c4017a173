/**
 * Distributions (/distributions, decisions 0062, 0068): the demo's November 2026 distribution for Acme —
 * Globex's paid invoice, the part payment and the ACH payment returned within the month (a clawback that
 * nets its payment to zero) — read by the admin with the trace to each invoice line and payment and the
 * totals that foot, approved after a confirmation and paid to Acme's default payout account, Summit's
 * commission with it to the account Summit added. The sales partner reads it without the payroll behind it
 * and finds its commission paid; Beacon's owner finds nothing. Then Globex's check bounces: the admin marks
 * it returned, and the next period (December) claws both back — negative lines tracing to the returned
 * check, the partner owing what November paid on it, and Summit's negative commission.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { mailSnapshot, waitForVerificationCode } from '../support/outbox';
import { answered, choose } from '../support/ui';

/** "$1,234.50" or "-$12.00" → cents. */
function cents(text: string | null): number {
  const m = /^(-?)\$([\d,]+)\.(\d\d)$/.exec((text ?? '').trim());
  expect(m, `a dollar amount: '${text}'`).not.toBeNull();
  const value = Number(m![2]!.replace(/,/g, '')) * 100 + Number(m![3]);
  return m![1] ? -value : value;
}

/** A column of a distribution lines table in cents: every row's, or those of `rows`. */
async function columnCents(table: Locator, header: string, rows = table.locator('tbody tr')) {
  const headers = await table.locator('thead th').allTextContents();
  const column = headers.indexOf(header);
  expect(column, header).toBeGreaterThan(0);
  // A dash is no amount (a line another spec's cash brought in may carry no commission).
  const texts = await rows.locator(`td:nth-child(${column + 1})`).allTextContents();
  return texts.map((t) => (t.trim() === '—' ? 0 : cents(t)));
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Summit's owner adds a dollar payout account through the API, with the code it is mailed (the 424 step). */
async function addSummitPayoutAccount(request: APIRequestContext) {
  const email = 'sales@demo.test';
  const headers = { authorization: await apiLogin(request, email) };
  const data = {
    kind: 'us_bank',
    account_holder: 'Summit Referrals LLC',
    routing_number: '011000015',
    account_number: `66${String(Date.now()).slice(-8)}`,
    account_type: 'checking',
  };
  const before = mailSnapshot();
  const asked = await request.post('/v2/payout_methods', { headers, data });
  expect(asked.status()).toBe(424);
  const code = await waitForVerificationCode(email, before);
  const added = await request.post('/v2/payout_methods', {
    headers: { ...headers, 'x-verification-code': code },
    data,
  });
  expect(added.status(), await added.text()).toBe(201);
  return data.account_number.slice(-4);
}

/** Calculates Acme's period on /distributions and lands on it (its heading). */
async function calculateAcme(page: Page, first: string, last: string, heading: RegExp) {
  await page.goto('/distributions');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calculate a distribution' });
  await choose(page, dialog, 'Partner', 'Acme Staffing');
  await dialog.getByLabel('First day').fill(first);
  await dialog.getByLabel('Last day').fill(last);
  const calculated = await answered(page, 'POST', /^\/v2\/distributions\/calculate$/, () =>
    dialog.getByRole('button', { name: 'Calculate' }).click(),
  );
  expect(calculated.status(), await calculated.text()).toBe(200);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test("the admin reads Acme's November with its trace, approves it and pays it with Summit's commission; a returned payment claws both back on December", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const summitLast4 = await addSummitPayoutAccount(page.request);
  await startSession(page, await apiLogin(page.request, 'admin@demo.test'));
  await page.goto('/distributions');
  await expect(page.getByRole('heading', { name: 'Distributions', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Acme Staffing' }).filter({ hasText: 'Nov 1' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Calculated')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link', { name: /Nov 1/ }).click();

  await expect(page.getByRole('heading', { name: /^Acme Staffing — Nov 1/, level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Distribution lines' });
  await expect(table).toBeVisible();
  // The trace: Globex's invoice paid by check, and the returned ACH payment's clawback.
  await expect(table.getByRole('link', { name: 'CHK 20417' }).first()).toBeVisible();
  await expect(table.getByRole('link', { name: 'ACH 8790' }).first()).toBeVisible();
  await expect(table.getByText('Clawback').first()).toBeVisible();
  // The footer's cash is the sum of the lines' cash.
  const headers = await table.locator('thead th').allTextContents();
  const cashColumn = headers.indexOf('Cash');
  expect(cashColumn).toBeGreaterThan(0);
  const lineCash = await table.locator(`tbody tr td:nth-child(${cashColumn + 1})`).allTextContents();
  const footerCash = await table.locator(`tfoot th:nth-child(${cashColumn - 2})`).textContent();
  expect(lineCash.map(cents).reduce((a, b) => a + b, 0)).toBe(cents(footerCash));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this distribution?' });
  const approved = await answered(page, 'POST', /^\/v2\/distributions\/[0-9a-f-]+\/approve$/, () =>
    approve.getByRole('button', { name: 'Approve' }).click(),
  );
  expect(approved.status(), await approved.text()).toBe(200);
  await expect(page.getByText('Approved, not yet paid')).toBeVisible();

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const pay = page.getByRole('dialog', { name: 'Pay this distribution?' });
  const paid = await answered(page, 'POST', /^\/v2\/distributions\/[0-9a-f-]+\/pay$/, () =>
    pay.getByRole('button', { name: 'Pay', exact: true }).click(),
  );
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(page.getByText(/credited to the account ending \d{4}/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Payouts' }).getByText(/^ACH \(CCD\) to \*{4}\d{4}, trace \d{15}$/),
  ).toBeVisible();
  const url = page.url();
  // What November paid on Globex's check: its lines' partner amount and commission.
  const checkRows = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'CHK 20417' }) });
  const paidOnCheck = {
    partner: sum(await columnCents(table, 'Partner amount', checkRows)),
    commission: sum(await columnCents(table, 'Commission', checkRows)),
  };
  expect(paidOnCheck.partner).toBeGreaterThan(0);
  expect(paidOnCheck.commission).toBeGreaterThan(0);
  const checkLines = await checkRows.count();

  // The sales partner: the same distribution without pay and burden, and its commission on the list.
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await startSession(sales, await apiLogin(sales.request, 'sales@demo.test'));
  await sales.goto(url);
  const salesTable = sales.getByRole('table', { name: 'Distribution lines' });
  await expect(salesTable).toBeVisible();
  await expect(salesTable.locator('thead th', { hasText: /^Pay$/ })).toHaveCount(0);
  await expect(salesTable.locator('thead th', { hasText: /^Commission$/ })).toHaveCount(1);
  await expect(sales.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await sales.goto('/distributions');
  await sales.getByRole('tab', { name: 'Commissions' }).click();
  const november = sales.getByRole('row').filter({ hasText: 'Summit Referrals' }).filter({ hasText: 'Nov 1' });
  await expect(november).toHaveCount(1);
  await expect(november.getByText('Paid', { exact: true })).toBeVisible();
  await expect(november.getByText(new RegExp(`ACH \\(CCD\\) to \\*{4}${summitLast4}, trace \\d{15}`))).toBeVisible();

  // Another partner's owner: Not Found.
  const beaconContext = await browser.newContext();
  const beacon = await beaconContext.newPage();
  await startSession(beacon, await apiLogin(beacon.request, 'partner2@demo.test'));
  await beacon.goto(url);
  await expect(beacon.getByText(/not found|permission/i).first()).toBeVisible();
  await beaconContext.close();

  // Globex's check bounces: the admin marks it returned from the payment the trace links to.
  await page.goto(url);
  await table.getByRole('link', { name: 'CHK 20417' }).first().click();
  await page.getByRole('button', { name: 'Mark returned' }).click();
  const returnDialog = page.getByRole('dialog', { name: 'Mark payment returned' });
  await choose(page, returnDialog, 'Return code', /^R01/);
  const returned = await answered(page, 'POST', /^\/v2\/payments\/[0-9a-f-]+\/return$/, () =>
    returnDialog.getByRole('button', { name: 'Mark returned' }).click(),
  );
  expect(returned.status(), await returned.text()).toBe(200);

  // December takes the return (November is paid, never edited): negative lines tracing to the returned check.
  // Other cash allocated to Acme's invoices after November was approved (other specs record payments while
  // this one runs) joins December too, so the figures are read against the whole table, not assumed alone.
  await calculateAcme(page, '2026-12-01', '2026-12-31', /^Acme Staffing — Dec 1/);
  const december = page.getByRole('table', { name: 'Distribution lines' });
  await expect(december.getByText('Clawback').first()).toBeVisible();
  const clawbacks = december.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'CHK 20417' }) });
  await expect(clawbacks).toHaveCount(checkLines);
  await expect(clawbacks.filter({ hasNotText: 'Clawback' })).toHaveCount(0);
  expect(sum(await columnCents(december, 'Partner amount', clawbacks))).toBe(-paidOnCheck.partner);
  expect(sum(await columnCents(december, 'Commission', clawbacks))).toBe(-paidOnCheck.commission);
  // The period nets its lines: what is left negative is owed by the partner and carried forward.
  // A total's field: its label paragraph (not the lines table's column header of the same name) and value.
  const field = async (label: string) => {
    const exactly = new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`);
    const text = await page.locator('p').filter({ hasText: exactly }).locator('xpath=..').innerText();
    return cents(text.replace(label, ''));
  };
  const earned = sum(await columnCents(december, 'Partner amount'));
  expect(await field('Partner amount')).toBe(earned);
  expect(await field('Partner owes (carried forward)')).toBe(Math.min(earned, 0));
  expect(await field('Payable')).toBe(Math.max(earned, 0));
  const allCommission = sum(await columnCents(december, 'Commission'));
  const commissions = page.getByRole('heading', { name: 'Commissions' }).locator('xpath=..');
  const money = (c: number) =>
    `${c < 0 ? '-' : ''}\\$${Math.abs(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(commissions.getByText(new RegExp(`^${money(allCommission)} on`))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The clawback's payment is the returned check.
  await clawbacks.first().getByRole('link', { name: 'CHK 20417' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This payment was returned by the bank' })).toBeVisible();

  // Summit reads its December commission: the period's, the clawback in it.
  await sales.goto('/distributions');
  await sales.getByRole('tab', { name: 'Commissions' }).click();
  const summitDecember = sales.getByRole('row').filter({ hasText: 'Summit Referrals' }).filter({ hasText: 'Dec 1' });
  await expect(summitDecember.getByText(new RegExp(`^${money(allCommission)}$`)).first()).toBeVisible();
  await salesContext.close();
});
