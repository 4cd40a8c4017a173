/**
 * The billing screens the journey does not walk through, each on its own data:
 *  - /adjustments: staff add a credit for Umbrella Health (no invoice of the demo, so no run or other
 *    test picks it up), find it pending in the list with its signed amount, open it and void it; a
 *    client user has no Adjustments entry and is sent to /404.
 *  - /sales_taxes: staff filter to the rows needing a rate, open one of a state the demo has no work
 *    in and enter its rate, once and for good; a partner user is sent to /404.
 *  - /payments → Import remittance: staff preview a bank CSV for Acme (one row paying part of Globex's
 *    open Canadian invoice, which the billing journey never pays, one row naming no invoice), confirm
 *    it and find the payment in the list.
 *  - /partners/:id: staff edit Beacon's billing terms and read them back (restored afterwards).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, signIn, signOut } from '../support/auth';
import { listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { mainNav, readMenu } from '../support/nav';
import { answered, choose, expectField } from '../support/ui';

// Each test signs in and out and runs axe a few times; the server is shared with a second worker's.
test.describe.configure({ timeout: 120_000 });

const admin = demoUser('admin');
const client = demoUser('client');
const partner = demoUser('partner');

const GLOBEX = 'Globex Corporation';
const ACME = 'Acme Staffing';
const BEACON = 'Beacon Talent';
/** Acme's client with no invoice in the demo: an adjustment for it never meets an invoice run of a test. */
const UMBRELLA = 'Umbrella Health';

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Money as the billing screens write it: dollars, Canadian dollars named ("$12.34 CAD"). */
const moneyIn = (cents: number, currency: string) =>
  currency === 'usd' ? usd(cents) : `${usd(cents)} ${currency.toUpperCase()}`;

/** "1234.56" → 123456. */
const centsOf = (decimal: string) => Math.round(Number(decimal) * 100);

/** The decimal string the forms and files take: 123456 → "1234.56". */
const decimal = (cents: number) => (cents / 100).toFixed(2);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rows of a list endpoint (`{ data: { data: [...] } }`) as staff read them. */
async function rowsOf<T>(request: APIRequestContext, auth: string, path: string): Promise<T[]> {
  const res = await request.get(path, { headers: { Authorization: auth } });
  expect(res.status(), `GET ${path}`).toBe(200);
  return ((await res.json()) as { data: { data: T[] } }).data.data;
}

/** Opens a page from the navigation (a link in a group), as a user does: no reload of the app. */
async function openFromMenu(page: Page, group: string, link: string) {
  const nav = mainNav(page);
  const header = nav.getByRole('button', { name: group, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await nav.getByRole('link', { name: link, exact: true }).click();
}

/** Labels of every menu link, groups flattened. */
const menuLinks = async (page: Page) => (await readMenu(page)).flatMap((e) => (typeof e === 'string' ? [e] : e.links));

test('staff add a credit for a client, see it pending in the list, void it; a client has no adjustments', async ({
  page,
}) => {
  const stamp = Date.now();
  const description = `E2E goodwill credit ${stamp}`;
  const amount = 1_000 + (stamp % 9_000);

  await signIn(page, admin.email, admin.home);
  await openFromMenu(page, 'Finance', 'Adjustments');
  await expect(page.getByRole('heading', { name: 'Adjustments', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add adjustment' });
  await choose(page, dialog, 'Client', UMBRELLA);
  await choose(page, dialog, 'Type', 'Credit');
  await choose(page, dialog, 'Direction', 'Credit to the client');
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill(decimal(amount));
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  const created = await answered(page, 'POST', /^\/v2\/adjustments$/, () =>
    dialog.getByRole('button', { name: 'Add adjustment' }).click(),
  );
  expect(created.status(), await created.text()).toBe(201);
  const title = `Credit of ${usd(amount)} to ${UMBRELLA}`;
  await expect(page.getByText(`${title} added: the next invoice run charges it`)).toBeVisible();
  await page.waitForURL((url) => /^\/adjustments\/[0-9a-f-]{36}$/.test(url.pathname));
  const detailPath = new URL(page.url()).pathname;

  // The list: the credit is negative on the client's total, and waits for the next run.
  const backToList = page.getByRole('main').getByRole('link', { name: 'Adjustments', exact: true });
  await backToList.click();
  await page.waitForURL((url) => url.pathname === '/adjustments');
  await listSettled(page);
  const row = page.getByRole('table').locator('tbody').getByRole('row').filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(UMBRELLA);
  await expect(row).toContainText(ACME);
  await expect(row.getByRole('cell', { name: usd(-amount), exact: true })).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Its page, opened from the list (the date links it), then voided with a reason.
  await row.getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname === detailPath);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Waiting for the next invoice run')).toBeVisible();
  await expectField(page, "On the client's total", usd(-amount));
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const voiding = page.getByRole('dialog', { name: 'Void this adjustment?' });
  await expect(voiding).toContainText(description);
  const reason = `Entered twice (${stamp})`;
  await voiding.getByRole('textbox', { name: 'Reason' }).fill(reason);
  const voided = await answered(page, 'POST', /^\/v2\/adjustments\/[0-9a-f-]+\/void$/, () =>
    voiding.getByRole('button', { name: 'Void adjustment' }).click(),
  );
  expect(voided.status(), await voided.text()).toBe(200);
  await expect(voiding).toBeHidden();
  await expect(page.getByText(`${title} voided`)).toBeVisible();
  const voidNotice = page.getByRole('alert').filter({ hasText: 'This adjustment is void' });
  await expect(voidNotice).toContainText(`Reason: ${reason}`);
  await expect(page.getByText('Void', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Back in the list it reads as void.
  await backToList.click();
  await page.waitForURL((url) => url.pathname === '/adjustments');
  await listSettled(page);
  await expect(row.getByText('Void', { exact: true })).toBeVisible();
  await signOut(page);

  // Globex's owner: no Adjustments in the menu, and the page is not theirs (/404).
  await signIn(page, client.email, client.home);
  const links = await menuLinks(page);
  expect(links).toContain('Invoices');
  expect(links).not.toContain('Adjustments');
  await page.goto('/adjustments');
  await page.waitForURL((url) => url.pathname === '/404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

/** States with a row waiting for its rate and no work of the demo (its work is in TX, CA, NY and Ontario). */
const QUIET_STATES = ['HI', 'WV', 'SD', 'NM', 'IA', 'DE'];

interface SalesTaxRow {
  id: string;
  country: string;
  jurisdiction: string;
  tax_name: string;
  needs_rate: boolean;
  effective_from: string;
}

test('staff filter the sales taxes needing a rate and enter one, for good; a partner cannot open them', async ({
  page,
  request,
}) => {
  const staff = await apiLogin(request, admin.email);
  const waiting = await rowsOf<SalesTaxRow>(request, staff, '/v2/sales_taxes?needs_rate=true&country=US&per_page=200');
  const target = QUIET_STATES.map((s) => waiting.find((r) => r.jurisdiction === s)).find(Boolean);
  expect(target, `a row needing a rate in one of ${QUIET_STATES.join(', ')}`).toBeTruthy();
  const { id, jurisdiction, tax_name: taxName } = target!;

  await signIn(page, admin.email, admin.home);
  await page.goto('/sales_taxes');
  await expect(page.getByRole('heading', { name: 'Sales taxes', level: 1 })).toBeVisible();
  await listSettled(page);
  // The switch reads its state back from the URL's filter: clicked, then checked once the filter is set.
  const needsRate = page.getByRole('switch', { name: 'Needs a rate' });
  await needsRate.click();
  await expect(needsRate).toBeChecked();
  await expect(page).toHaveURL(/needs_rate=true/);
  await listSettled(page);
  const rows = page.getByRole('table').locator('tbody').getByRole('row');
  await expect(rows.first()).toBeVisible();
  // Every row shown waits for its rate.
  const shown = await rows.count();
  await expect(rows.filter({ hasText: 'Rate needed' })).toHaveCount(shown);
  expect(await seriousViolations(page)).toEqual([]);

  // Narrowed to the state, its one row opened.
  const filters = page.getByRole('search', { name: 'Filter sales tax rows' });
  await filters.getByRole('combobox', { name: 'Jurisdiction', exact: true }).fill(jurisdiction);
  await page.getByRole('option', { name: new RegExp(`\\(${jurisdiction}\\)$`) }).click();
  await expect(page).toHaveURL(new RegExp(`jurisdiction=${jurisdiction}`));
  await listSettled(page);
  await expect(rows).toHaveCount(1);
  const link = rows.getByRole('link', {
    name: new RegExp(`^${escapeRegExp(taxName)}, .+ \\(${jurisdiction}\\), from `),
  });
  const place = (await link.innerText()).trim();
  await link.click();
  await page.waitForURL((url) => url.pathname === `/sales_taxes/${id}`);
  const title = `${taxName} · ${place}`;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Rate needed' })).toBeVisible();

  // Enter the rate: the dialog warns it is final.
  await page.getByRole('button', { name: 'Enter the rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter the rate?' });
  await expect(dialog).toContainText('once entered, this row keeps the rate. A rated row is never re-rated');
  await dialog.getByRole('textbox', { name: 'Rate', exact: true }).fill('4.712');
  await dialog.getByRole('textbox', { name: 'Source' }).fill('E2E: rate confirmed with the state');
  const saved = await answered(page, 'PATCH', new RegExp(`^/v2/sales_taxes/${id}$`), () =>
    dialog.getByRole('button', { name: 'Enter the rate' }).click(),
  );
  expect(saved.status(), await saved.text()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${title}: 4.712% from `)).toBeVisible();
  await expectField(page, 'Rate', '4.712%');
  await expectField(page, 'Source', 'E2E: rate confirmed with the state');
  await expect(page.getByRole('alert').filter({ hasText: 'Rate needed' })).toHaveCount(0);
  // Rated once: never again. Ending the row is the way to a new rate, and that dialog says so.
  await expect(page.getByRole('button', { name: 'Enter the rate' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'End this row' }).click();
  const ending = page.getByRole('dialog', { name: 'End this row?' });
  await expect(ending).toContainText('A rated row is never re-rated');
  await expect(ending).toContainText(`${title} · 4.712%`);
  await ending.getByRole('button', { name: 'Cancel' }).click();
  await expect(ending).toBeHidden();
  await signOut(page);

  // Acme's owner: not a page of theirs.
  await signIn(page, partner.email, partner.home);
  await page.goto('/sales_taxes');
  await page.waitForURL((url) => url.pathname === '/404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

interface InvoiceRow {
  id: string;
  number: string | null;
  invoice_type: string;
  client: { name: string };
  currency: string;
  remaining_amount: string;
}

test('staff import a remittance for Acme: a preview matches one row and leaves one out, then confirm', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const staff = await apiLogin(request, admin.email);
  const open = [
    ...(await rowsOf<InvoiceRow>(request, staff, '/v2/invoices?status=open&per_page=200')),
    ...(await rowsOf<InvoiceRow>(request, staff, '/v2/invoices?status=partially_paid&per_page=200')),
  ].filter((i) => i.client.name === GLOBEX && i.invoice_type === 'standard' && centsOf(i.remaining_amount) > 100);
  // The billing journey pays Globex's dollar balance; its Canadian invoice is left alone.
  const invoice = open.find((i) => i.currency === 'cad') ?? open[0];
  expect(invoice, 'an open Globex invoice').toBeTruthy();
  const { number, currency } = invoice!;
  const remaining = centsOf(invoice!.remaining_amount);
  const part = Math.min(1_000 + (stamp % 1_000), Math.floor(remaining / 2));
  const unknown = String(900_000 + (stamp % 99_999));
  const reference = `E2E-REMIT-${stamp}`;
  const fileName = `remittance-${stamp}.csv`;
  const today = new Date().toISOString().slice(0, 10);
  const csv = [
    'invoice,amount,date,reference',
    `${number},${decimal(part)},${today},${reference}`,
    `${unknown},5.00,${today},${reference}-X`,
  ].join('\n');

  await signIn(page, admin.email, admin.home);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await listSettled(page);
  await page.getByRole('button', { name: 'Import remittance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import remittance' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Remittance file (CSV)' }).click(),
  ]);
  await chooser.setFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByRole('button', { name: 'Remittance file (CSV)' })).toContainText(fileName);
  await choose(page, dialog, 'Partner', ACME);
  if (currency !== 'usd') await choose(page, dialog, 'Currency', currency.toUpperCase());

  const previewed = await answered(page, 'POST', /^\/v2\/payment_uploads\/preview$/, () =>
    dialog.getByRole('button', { name: 'Preview' }).click(),
  );
  expect(previewed.status(), await previewed.text()).toBe(200);
  await expect(dialog.getByText(`2 rows · 1 matched (${moneyIn(part, currency)}) · 1 unmatched`)).toBeVisible();
  const previewRows = dialog.getByRole('table', { name: 'Remittance rows' }).locator('tbody').getByRole('row');
  const matched = previewRows.filter({ hasText: number! });
  await expect(matched).toContainText(GLOBEX);
  await expect(matched).toContainText(moneyIn(part, currency));
  await expect(matched.getByText('Pays in part', { exact: true })).toBeVisible();
  await expect(matched).toContainText(`of ${moneyIn(remaining, currency)} owed`);
  const unmatched = previewRows.filter({ hasText: unknown });
  await expect(unmatched.getByText('Unmatched', { exact: true })).toBeVisible();
  await expect(unmatched).toContainText(`No invoice ${unknown} of ${ACME}`);
  // Checked at rest: the pointer off the Preview button it just clicked. Soft, so that the import is
  // still checked when this fails: the file input's clear button has no accessible name (a bug).
  await dialog.getByText(/^A CSV from the bank/).hover();
  expect.soft(await seriousViolations(page)).toEqual([]);

  const imported = await answered(page, 'POST', /^\/v2\/payment_uploads$/, () =>
    dialog.getByRole('button', { name: 'Confirm import (1 payment)' }).click(),
  );
  expect(imported.status(), await imported.text()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Imported 1 payment (${moneyIn(part, currency)}) from ${fileName}; 1 left out`),
  ).toBeVisible();

  // The payment is listed, from Globex, applied in full; the unmatched row recorded nothing.
  await listSettled(page);
  const payment = page.getByRole('table').locator('tbody').getByRole('row').filter({ hasText: reference });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText(GLOBEX);
  await expect(payment.getByRole('cell', { name: moneyIn(part, currency), exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${reference}-X`)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The invoice owes that much less.
  const after = (await rowsOf<InvoiceRow>(request, staff, '/v2/invoices?per_page=200')).find(
    (i) => i.id === invoice!.id,
  );
  expect(centsOf(after!.remaining_amount)).toBe(remaining - part);
});

interface PartnerRow {
  id: string;
  name: string;
  platform_fee_basis: string | null;
  platform_fee_amount: string | null;
  write_off_threshold: string | null;
}

test("staff edit a partner's billing terms and read them on its page", async ({ page, request }) => {
  const staff = await apiLogin(request, admin.email);
  const beacon = (await rowsOf<PartnerRow>(request, staff, '/v2/partners?per_page=200')).find((p) => p.name === BEACON);
  expect(beacon, BEACON).toBeTruthy();
  const original = {
    platform_fee_basis: beacon!.platform_fee_basis ?? 'none',
    platform_fee_amount: beacon!.platform_fee_amount ?? '0.00',
    write_off_threshold: beacon!.write_off_threshold ?? '25.00',
  };
  // Terms other than Beacon's own, so the save always changes something.
  const fee = original.platform_fee_amount === '7.50' ? 850 : 750;
  const threshold = original.write_off_threshold === '40.00' ? 4_500 : 4_000;

  try {
    await signIn(page, admin.email, admin.home);
    await openFromMenu(page, 'Entities', 'Partners');
    await page.waitForURL((url) => url.pathname === '/partners');
    await listSettled(page);
    await page.getByRole('link', { name: BEACON, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/partners/${beacon!.id}`);
    await expect(page.getByRole('heading', { name: BEACON, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();

    const terms = page.getByRole('group', { name: 'Billing terms (admin and EOR only)' });
    await choose(page, terms, 'Platform fee', 'Per invoice');
    const amount = terms.getByRole('textbox', { name: 'Fee amount' });
    await expect(amount).toBeEnabled();
    await expect(amount).toHaveAccessibleDescription('Per invoice');
    await amount.fill(decimal(fee));
    await terms.getByRole('textbox', { name: 'Write-off threshold' }).fill(decimal(threshold));
    expect(await seriousViolations(page)).toEqual([]);
    const saved = await answered(page, 'PATCH', new RegExp(`^/v2/partners/${beacon!.id}$`), () =>
      page.getByRole('button', { name: 'Save changes' }).click(),
    );
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await saved.json()).toMatchObject({
      data: {
        platform_fee_basis: 'per_invoice',
        platform_fee_amount: decimal(fee),
        write_off_threshold: decimal(threshold),
      },
    });

    // Read back on the partner's page, and again after a reload (saved, not only shown).
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
      await expectField(page, 'Platform fee', `${usd(fee)} per invoice`);
      await expectField(page, 'Write-off threshold', usd(threshold));
    }
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    // Beacon's terms as the demo had them, for whatever runs next on this server.
    const res = await request.patch(`/v2/partners/${beacon!.id}`, {
      headers: { Authorization: staff },
      data: original,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});
