/**
 * Assignments (issue 3, placements): the partner owner sees Casey's live Globex assignment with pay
 * and bill, the client sees bill only, the contractor pay only; the owner changes rates from a future
 * date and sees the history; the pricing calculator prices by markup; the wizard creates one.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/auth';
import { listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';

const partner = demoUser('partner');
const client = demoUser('client');
const contractor = demoUser('contractor');

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
  await expect(page.getByText('Pay rate', { exact: true })).toBeVisible();
  await expect(page.getByText('Bill rate', { exact: true })).toBeVisible();
  await expect(page.getByText('Margin per hour')).toBeVisible();

  await page.getByRole('button', { name: 'Change rates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change rates' });
  await dialog.getByLabel('Effective date').fill('2027-03-01');
  await dialog.getByLabel('Reason').fill('Spring raise');
  await dialog.getByLabel('New pay rate').fill('29.50');
  await dialog.getByLabel('New bill rate').fill('46');
  await dialog.getByRole('button', { name: 'Save rates' }).click();
  await expect(dialog).toBeHidden();

  const history = page.getByRole('table', { name: 'Rate history' });
  const spring = history.getByRole('row').filter({ hasText: 'Spring raise' });
  await expect(spring).toContainText('2027-03-01');
  await expect(spring).toContainText('$29.50');
  await expect(spring).toContainText('$44.25'); // overtime pay: 1.5 × 29.50
  await expect(spring).toContainText('$46.00');
  await expect(history.getByRole('row').filter({ hasText: 'Mid-year raise' })).toContainText('Current');
});

test('the client sees bill rates only', async ({ page }) => {
  await signIn(page, client.email, client.home);
  await openCasey(page);
  await expect(page.getByText('Bill rate', { exact: true })).toBeVisible();
  await expect(page.getByText('Pay rate', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Margin per hour')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change rates' })).toHaveCount(0);
});

test('the contractor sees pay rates only', async ({ page }) => {
  await signIn(page, contractor.email, contractor.home);
  await openCasey(page);
  await expect(page.getByText('Pay rate', { exact: true })).toBeVisible();
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
});

test('the owner creates an assignment through the wizard', async ({ page }) => {
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
});
