/**
 * Assignments: the partner owner sees Casey's live Globex assignment with pay
 * and bill, the client sees bill only, the contractor pay only; the owner changes rates from a future
 * date and sees the history; the pricing calculator prices by markup; the wizard creates one and
 * edits it while pending; staff add a rate setting on /rates and import GSA rates on /gsa_rates.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from '../support/auth';
import { listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { shownDate } from '../support/format';

const admin = demoUser('admin');
const partner = demoUser('partner');
const client = demoUser('client');
const contractor = demoUser('contractor');

/** Unique per run, so reruns against a kept data folder never collide. */
const stamp = Date.now();
/** A day a year from now: a future rate row that never becomes current while the suite runs. */
const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/**
 * Expects a rate shown both ways: labelled in the Current rates panel and as a column of the Rate
 * history (the same words, so a bare getByText finds two once the history has loaded).
 */
async function expectRateShown(page: Page, label: string) {
  await expect(page.getByRole('paragraph').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Rate history' }).getByRole('columnheader', { name: label, exact: true }),
  ).toBeVisible();
}

/** Opens Casey's Globex assignment from the list, as a user does. */
async function openCasey(page: Page) {
  await page.goto('/assignments?search=Casey');
  await expect(page.getByRole('heading', { name: 'Assignments', level: 1 })).toBeVisible();
  await listSettled(page);
  await page.getByRole('link', { name: 'Casey Contractor' }).first().click();
  await expect(page.getByRole('heading', { name: 'Assignment Details', level: 1 })).toBeVisible();
}

test("the owner sees pay and bill on Casey's assignment, changes rates from a future date and sees the history", async ({
  page,
}) => {
  await signIn(page, partner.email, partner.home);
  await openCasey(page);
  await expect(page.getByText('Globex Corporation').first()).toBeVisible();
  await expectRateShown(page, 'Pay rate');
  await expectRateShown(page, 'Bill rate');
  await expect(page.getByText('Margin per hour')).toBeVisible();

  await page.getByRole('button', { name: 'Change rates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change rates' });
  await dialog.getByLabel('Effective date').fill(nextYear);
  await dialog.getByLabel('Reason').fill(`Spring raise ${stamp}`);
  await dialog.getByLabel('New pay rate').fill('29.50');
  await dialog.getByLabel('New bill rate').fill('46');
  await dialog.getByRole('button', { name: 'Save rates' }).click();
  await expect(dialog).toBeHidden();

  const history = page.getByRole('table', { name: 'Rate history' });
  const spring = history.getByRole('row').filter({ hasText: `Spring raise ${stamp}` });
  await expect(spring).toContainText(shownDate(nextYear));
  await expect(spring).toContainText('$29.50');
  await expect(spring).toContainText('$44.25'); // overtime pay: 1.5 × 29.50
  await expect(spring).toContainText('$46.00');
  await expect(history.getByRole('row').filter({ hasText: 'Mid-year raise' })).toContainText('Current');
});

test('the client sees bill rates only', async ({ page }) => {
  await signIn(page, client.email, client.home);
  await openCasey(page);
  await expectRateShown(page, 'Bill rate');
  await expect(page.getByText('Pay rate', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Margin per hour')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change rates' })).toHaveCount(0);
});

test('the contractor sees pay rates only', async ({ page }) => {
  await signIn(page, contractor.email, contractor.home);
  await openCasey(page);
  await expectRateShown(page, 'Pay rate');
  await expect(page.getByText('Bill rate', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Margin per hour')).toHaveCount(0);
});

test('the pricing calculator computes a bill rate from a markup', async ({ page }) => {
  await signIn(page, partner.email, partner.home);
  await page.goto('/pricing_calculator');
  await page.getByLabel('Pay rate').fill('20');
  await page.getByLabel('Markup (%)').fill('50');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('Workers comp code').fill('8810');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const quote = page.getByLabel('Quote');
  await expect(quote).toContainText('$30.00');
  await expect(quote).toContainText('50.00%');
  await expect(quote).toContainText('33.33%'); // the margin before burden
  // The burden is the payroll engine's year of paychecks, with the employer's own SUTA and comp rates.
  await expect(quote).toContainText('a year of weekly paychecks');
  await expect(page.getByTestId('burden-basis')).toContainText('SUTA 2.7% on the first $9,000.00 (company taxes)');
});

test('the owner creates an assignment through the wizard and edits it while pending', async ({ page }) => {
  await signIn(page, partner.email, partner.home);
  await page.goto('/create_assignment');
  await expect(page.getByRole('heading', { name: 'New assignment', level: 1 })).toBeVisible();
  const pick = async (label: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).first().click();
  };
  const next = () => page.getByRole('button', { name: 'Next' }).click();
  await pick('Client', 'Stark Logistics');
  await next();
  await pick('Contractor', /Ian Independent/);
  await next();
  await pick('Job', 'Logistics Consultant');
  await pick('Work location', /Stark Midtown/);
  await next();
  await page.getByLabel('Start date').fill('2027-05-03');
  await next();
  await page.getByRole('textbox', { name: 'Pay rate', exact: true }).fill('60');
  await page.getByRole('textbox', { name: 'Bill rate', exact: true }).fill('85');
  await expect(page.getByLabel('Margin preview')).toContainText('41.67%'); // markup 25 ÷ 60
  await next();
  await expect(page.getByRole('table', { name: 'Review' })).toContainText('Ian Independent');
  await page.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.getByRole('heading', { name: 'Assignment Details', level: 1 })).toBeVisible();
  await expect(page.getByText('Pending').first()).toBeVisible();
  await expect(page.getByText('$90.00').first()).toBeVisible(); // overtime pay defaulted: 1.5 × 60

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit assignment', level: 1 })).toBeVisible();
  for (let step = 0; step < 3; step++) await next();
  await page.getByLabel('Start date').fill('2027-05-10');
  await next();
  await expect(page.getByRole('textbox', { name: 'Pay rate', exact: true })).toHaveValue('60.0000');
  await next();
  await page.getByRole('button', { name: 'Save assignment' }).click();
  await expect(page.getByRole('heading', { name: 'Assignment Details', level: 1 })).toBeVisible();
  await expect(page.getByText(shownDate('2027-05-10')).first()).toBeVisible();
});

test('staff add a rate setting on /rates and see it listed', async ({ page }) => {
  await signIn(page, admin.email, admin.home);
  await page.goto('/rates');
  await expect(page.getByRole('heading', { name: 'Rates', level: 1 })).toBeVisible();
  await listSettled(page);
  await expect(page.getByRole('cell', { name: 'New-employer rate' }).first()).toBeVisible();

  // A workers' comp rate for a code of this run alone: no other test's burden changes.
  const code = `E${stamp % 100_000}`;
  await page.getByRole('button', { name: 'Add rate' }).click();
  const form = page.getByRole('form', { name: 'Add rate' });
  await form.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: "Workers' comp (per $100)" }).click();
  await form.getByLabel('State or province').fill('WY');
  await form.getByLabel('Workers comp code').fill(code);
  await form.getByLabel('Effective date').fill('2026-01-01');
  await form.getByLabel('Value').fill('1.25');
  await form.getByLabel('Note').fill(`e2e ${stamp}`);
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(form).toBeHidden();

  await page.goto('/rates?kind=workers_comp_per_100&region=WY');
  await listSettled(page);
  const row = page.getByRole('row').filter({ hasText: `e2e ${stamp}` });
  await expect(row).toContainText(code);
  await expect(row).toContainText('1.2500');
  await expect(row).toContainText('In effect');
});

test('a partner reads the GSA sample, and staff import a row from CSV after a preview', async ({ page }) => {
  await signIn(page, partner.email, partner.home);
  await page.goto('/gsa_rates?state=TX');
  await expect(page.getByRole('heading', { name: 'GSA Rates', level: 1 })).toBeVisible();
  await listSettled(page);
  await expect(page.getByRole('cell', { name: 'Austin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);

  await signOut(page);
  await signIn(page, admin.email, admin.home);
  await page.goto('/gsa_rates');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const destination = `Testville ${stamp}`;
  await page
    .getByLabel('Or paste the CSV')
    .fill(
      `fiscal_year,state,destination,county,season_begin,season_end,lodging,meals_and_incidentals\n2099,WY,${destination},,,,111.00,59\n`,
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('table', { name: 'Import preview' })).toContainText(destination);
  await page.getByRole('button', { name: 'Import 1 rows' }).click();
  await expect(page.getByRole('table', { name: 'Import preview' })).toBeHidden();

  await page.goto(`/gsa_rates?search=${encodeURIComponent(destination)}`);
  await listSettled(page);
  const row = page.getByRole('row').filter({ hasText: destination });
  await expect(row).toContainText('$111.00');
  await expect(row).toContainText('2099');
});
