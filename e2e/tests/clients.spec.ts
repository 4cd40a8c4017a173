/**
 * Clients: a partner sees only its own clients, creates one with an
 * address and an invited owner, and another partner cannot open it.
 */
import { expect, test } from '@playwright/test';
import { pathOf, signIn } from '../support/auth';
import { columnTexts, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';
import { mailSnapshot, waitForMailedLink } from '../support/outbox';
import { seriousViolations } from '../support/a11y';

const partner = demoUser('partner');
const partner2 = demoUser('partner2');

test('a partner lists its clients, creates one with an owner invite, and another partner cannot open it', async ({
  page,
}) => {
  await signIn(page, partner.email, partner.home);
  await mainNav(page).getByRole('link', { name: 'Clients', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await listSettled(page);
  const names = await columnTexts(page, 'Name');
  expect(names).toContain('Globex Corporation');
  // Initech belongs to Beacon, the other partner.
  expect(names).not.toContain('Initech');

  // Unique per run, so a rerun against a kept data directory does not collide.
  const stamp = Date.now();
  const name = `Stark Industries ${stamp}`;
  const ownerEmail = `tony.${stamp}@stark.test`;
  const before = mailSnapshot();

  await page.getByRole('link', { name: 'New client' }).click();
  await page.waitForURL((url) => url.pathname === '/create_client');
  const form = page.getByRole('form', { name: 'Create client' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Billing email' }).fill(`ap.${stamp}@stark.test`);
  await form.getByRole('textbox', { name: 'Street address', exact: true }).fill('100 Congress Ave');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('combobox', { name: 'State', exact: true }).click();
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('78701');
  await form.getByRole('checkbox', { name: 'Client signs timesheets to approve them' }).check();
  await form.getByRole('textbox', { name: 'Owner first name' }).fill('Tony');
  await form.getByRole('textbox', { name: 'Owner last name' }).fill('Stark');
  await form.getByRole('textbox', { name: 'Owner email' }).fill(ownerEmail);
  await form.getByRole('button', { name: 'Create client' }).click();

  await expect(page.getByText('Success!')).toBeVisible();
  await page.waitForURL((url) => /^\/clients\/[^/]+$/.test(url.pathname));
  const clientPath = pathOf(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Austin, TX 78701')).toBeVisible();
  await expect(page.getByText('Client signs timesheets to approve them')).toBeVisible();

  // The invited owner is mailed a link to set a password.
  await waitForMailedLink(ownerEmail, '/forgot_password', before);

  // Beacon's owner gets the same answer as for a client that does not exist.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, partner2.email, partner2.home);
  await page.goto(clientPath);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});

// The list itself is the shared DataList's to check (its column-toggle headers are its own).
test("a client's page and the client form have no serious or critical accessibility violations", async ({ page }) => {
  await signIn(page, partner.email, partner.home);
  await page.goto('/clients');
  await listSettled(page);
  await page.getByRole('link', { name: 'Globex Corporation' }).click();
  await expect(page.getByRole('heading', { name: 'Globex Corporation', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/create_client');
  await expect(page.getByRole('form', { name: 'Create client' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The edit form too (a partner owner may edit every field).
  await page.goBack();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Save changes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
