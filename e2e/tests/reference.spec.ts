/**
 * Reference data (issue 3): a partner creates a work location whose address the server can
 * correct, takes the suggested address, creates a job with a workers comp code, and finds both in
 * its lists; another partner cannot open the work location.
 */
import { expect, test } from '@playwright/test';
import { pathOf, signIn } from '../support/auth';
import { columnTexts, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { seriousViolations } from '../support/a11y';

const partner = demoUser('partner');
const partner2 = demoUser('partner2');

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
  expect(await seriousViolations(page)).toEqual([]);
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
  expect(await seriousViolations(page)).toEqual([]);

  // Beacon's owner gets the same answer as for a location that does not exist.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, partner2.email, partner2.home);
  await page.goto(locationPath);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: locationName })).toHaveCount(0);
});

test('an admin records a worker classification from the questionnaire and its live recommendation', async ({
  page,
}) => {
  const admin = demoUser('admin');
  await signIn(page, admin.email, admin.home);
  await page.goto('/worker_classifications/create');
  const form = page.getByRole('form', { name: 'Record classification' });
  await form.getByRole('combobox', { name: 'Partner' }).click();
  await page.getByRole('option', { name: 'Acme Staffing', exact: true }).click();
  const worker = `Riley Chen ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Worker name' }).fill(worker);
  const card = page.getByRole('region', { name: 'Recommendation' });
  await expect(card).toContainText('11 questions left');
  // Every answer points to employment.
  const groups = form.getByRole('radiogroup');
  const employeeYes = [
    'Does the business direct how, when or where the work is done?',
    'Does the business train the worker in its own procedures or methods?',
    'Does the business evaluate how the work is done, not only the end result?',
    'Does the worker receive employee-type benefits (insurance, pension, paid leave)?',
    'Is the relationship expected to continue indefinitely rather than for a project?',
    "Is the work a key part of the business's regular activity?",
  ];
  for (let i = 0; i < (await groups.count()); i += 1) {
    const group = groups.nth(i);
    const name = (await group.getAttribute('aria-label')) ?? (await group.textContent()) ?? '';
    if (
      name.includes('How this worker is classified') ||
      (await group.getByRole('radio', { name: 'Yes' }).count()) === 0
    )
      continue;
    const yes = employeeYes.some((q) => name.includes(q));
    await group.getByRole('radio', { name: yes ? 'Yes' : 'No' }).check();
  }
  await expect(card).toContainText('Recommendation: Employee (W-2)');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('radio', { name: 'Employee (W-2)' }).check();
  await form.getByRole('button', { name: 'Record classification' }).click();
  await page.waitForURL(
    (url) => /^\/worker_classifications\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/create'),
  );
  await expect(page.getByRole('heading', { name: worker, level: 1 })).toBeVisible();
  await page.goto('/worker_classifications');
  await listSettled(page);
  expect(await columnTexts(page, 'Worker')).toContain(worker);
});
