/**
 * Reference data (issue 3): a partner creates a work location whose address the server can
 * correct, takes the suggested address, creates a job with a workers comp code, and finds both in
 * its lists; another partner cannot open the work location.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm, pathOf } from '../support/auth';
import { columnTexts, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';

const partner = demoUser('partner');
const partner2 = demoUser('partner2');

async function signIn(page: Page, email: string, home: string) {
  await loginThroughForm(page, email);
  await page.waitForURL((url) => url.pathname === home);
}

test('a partner takes the suggested address for a new work location, adds a job, and another partner cannot open it', async ({
  page,
}) => {
  // Unique per run, so a rerun against a kept data directory does not collide.
  const stamp = Date.now();
  const locationName = `Congress Annex ${stamp}`;
  const jobTitle = `Payroll Clerk ${stamp}`;

  await signIn(page, partner.email, partner.home);
  await page.goto('/work_locations');
  await expect(page.getByRole('heading', { name: 'Work Locations', level: 1 })).toBeVisible();
  await listSettled(page);

  await page.getByRole('button', { name: 'New work location' }).click();
  const form = page.getByRole('form', { name: 'Create work location' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(locationName);
  // Fixable: the full suffix, the city's case and a ZIP+4 without its hyphen.
  await form.getByRole('textbox', { name: 'Street address', exact: true }).fill('500 Congress Avenue');
  await form.getByRole('textbox', { name: 'City' }).fill('AUSTIN');
  await form.getByRole('combobox', { name: 'State', exact: true }).click();
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('787011234');
  // Texas guessed the time zone.
  await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Chicago');
  await form.getByRole('button', { name: 'Create work location' }).click();

  const confirm = page.getByRole('dialog', { name: 'Please confirm the suggested address' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('group', { name: 'Suggested' })).toContainText('500 Congress Ave');
  await expect(confirm.getByRole('group', { name: 'Suggested' })).toContainText('Austin, TX 78701-1234');
  await expect(confirm.getByRole('group', { name: 'You entered' })).toContainText('500 Congress Avenue');
  await confirm.getByRole('button', { name: 'Use suggested address' }).click();

  await page.waitForURL((url) => /^\/work_locations\/[^/]+$/.test(url.pathname));
  const locationPath = pathOf(page);
  await expect(page.getByRole('heading', { name: locationName, level: 1 })).toBeVisible();
  await expect(page.getByText('Austin, TX 78701-1234')).toBeVisible();
  await expect(page.getByText('500 Congress Ave', { exact: true })).toBeVisible();

  // A job with a workers comp code.
  await page.goto('/jobs');
  await page.getByRole('link', { name: 'New job' }).click();
  await page.waitForURL((url) => url.pathname === '/jobs/create');
  const jobForm = page.getByRole('form', { name: 'Create job' });
  await jobForm.getByRole('textbox', { name: 'Title' }).fill(jobTitle);
  await jobForm.getByRole('combobox', { name: 'Classification' }).click();
  await page.getByRole('option', { name: 'W-2', exact: true }).click();
  await jobForm.getByRole('combobox', { name: 'Workers comp code' }).click();
  await page.getByRole('option', { name: '8810 — Clerical Office Employees NOC' }).click();
  await jobForm.getByRole('button', { name: 'Create job' }).click();
  await page.waitForURL((url) => /^\/jobs\/[^/]+$/.test(url.pathname) && url.pathname !== '/jobs/create');
  await expect(page.getByRole('heading', { name: jobTitle, level: 1 })).toBeVisible();
  await expect(page.getByText('8810 — Clerical Office Employees NOC')).toBeVisible();

  // Both are in the partner's lists.
  await page.goto(`/work_locations?search=${encodeURIComponent(locationName)}`);
  await listSettled(page);
  expect(await columnTexts(page, 'Name')).toEqual([locationName]);
  await page.goto(`/jobs?search=${encodeURIComponent(jobTitle)}`);
  await listSettled(page);
  expect(await columnTexts(page, 'Title')).toEqual([jobTitle]);

  // Beacon's owner gets the same answer as for a location that does not exist.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, partner2.email, partner2.home);
  await page.goto(locationPath);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: locationName })).toHaveCount(0);
});
