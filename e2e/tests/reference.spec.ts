/**
 * Reference data: a partner creates a work location whose address the server can
 * correct, takes the suggested address, creates a job with a workers comp code, and finds both in
 * its lists; another partner cannot open the work location.
 */
import { expect, test } from '@playwright/test';
import { pathOf, signIn, signOut } from '../support/auth';
import { chooseOption, columnTexts, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { seriousViolations } from '../support/a11y';

const partner = demoUser('partner');
const partner2 = demoUser('partner2');
const client = demoUser('client');

test('a partner takes the suggested address for a new work location, adds a job, and another partner cannot open it', async ({
  page,
}) => {
  // Two screens' create paths and two users in one walk: more than the default 30 s on a busy machine.
  test.slow();
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

test('a partner adds a department for a client and archives it after confirming; the client sees only its own departments', async ({
  page,
}) => {
  const name = `Quality ${Date.now()}`;
  await signIn(page, partner.email, partner.home);
  await page.goto('/departments');
  await expect(page.getByRole('heading', { name: 'Departments', level: 1 })).toBeVisible();
  await listSettled(page);
  expect(await columnTexts(page, 'Name')).toEqual(expect.arrayContaining(['Engineering', 'Warehouse']));

  await page.getByRole('button', { name: 'New department' }).click();
  const form = page.getByRole('form', { name: 'Create department' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Code' }).fill('QA');
  await chooseOption(page, form, 'Client', 'Globex Corporation');
  await form.getByRole('button', { name: 'Create department' }).click();

  await page.waitForURL((url) => /^\/departments\/[^/]+$/.test(url.pathname));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Globex Corporation')).toBeVisible();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Archive this department?' });
  await expect(ask).toContainText(`${name} will no longer be offered for new work`);
  await ask.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();

  await page.goto(`/departments?search=${encodeURIComponent(name)}&active=false`);
  await listSettled(page);
  expect(await columnTexts(page, 'Name')).toEqual([name]);
  expect(await seriousViolations(page)).toEqual([]);

  // Globex's user reads its own departments (not Beacon's TPS Reports) and may not change them.
  await signOut(page);
  await signIn(page, client.email, client.home);
  await page.goto('/departments');
  await listSettled(page);
  const names = await columnTexts(page, 'Name');
  expect(names).toEqual(expect.arrayContaining(['Engineering', 'Warehouse']));
  expect(names).not.toContain('TPS Reports');
  await expect(page.getByRole('button', { name: 'New department' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Engineering', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Engineering', level: 1 })).toBeVisible();
  await expect(page.getByText('ENG', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('a partner adds an end client with an address and edits it; another partner cannot open it', async ({ page }) => {
  const name = `Globex Outlet ${Date.now()}`;
  await signIn(page, partner.email, partner.home);
  await page.goto('/end_clients');
  await expect(page.getByRole('heading', { name: 'End Clients', level: 1 })).toBeVisible();
  await listSettled(page);
  expect(await columnTexts(page, 'Name')).toContain('Globex Retail Division');

  await page.getByRole('button', { name: 'New end client' }).click();
  const form = page.getByRole('form', { name: 'Create end client' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await chooseOption(page, form, 'Client', 'Globex Corporation');
  await form.getByRole('textbox', { name: 'Street address', exact: true }).fill('200 Lamar Blvd');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await chooseOption(page, form, 'State', 'Texas');
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('78703');
  await form.getByRole('button', { name: 'Create end client' }).click();

  await page.waitForURL((url) => /^\/end_clients\/[^/]+$/.test(url.pathname));
  const endClientPath = pathOf(page);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Austin, TX 78703')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Save changes' });
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} East`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: `${name} East`, level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/end_clients?search=${encodeURIComponent(name)}`);
  await listSettled(page);
  expect(await columnTexts(page, 'Name')).toEqual([`${name} East`]);
  expect(await columnTexts(page, 'City')).toEqual(['Austin']);

  await signOut(page);
  await signIn(page, partner2.email, partner2.home);
  await page.goto(endClientPath);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
});

test('an admin adds a workers comp code and retires it; it then shows as archived', async ({ page }) => {
  const admin = demoUser('admin');
  // Letters and digits only, at most 10 characters, unique per run.
  const code = `T${String(Date.now()).slice(-8)}`;
  await signIn(page, admin.email, admin.home);
  await page.goto('/workers_comp_codes');
  await expect(page.getByRole('heading', { name: 'Workers Comp Codes', level: 1 })).toBeVisible();
  await listSettled(page);
  expect(await columnTexts(page, 'Code')).toContain('8810');

  await page.getByRole('button', { name: 'New code' }).click();
  const form = page.getByRole('form', { name: 'New workers comp code' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('textbox', { name: 'Description' }).fill('Test Retail Store Clerks');
  await form.getByRole('button', { name: 'Add code' }).click();
  await expect(form).toHaveCount(0);

  await page.goto(`/workers_comp_codes?search=${code}`);
  await listSettled(page);
  expect(await columnTexts(page, 'Code')).toEqual([code]);
  expect(await columnTexts(page, 'Status')).toEqual(['Active']);

  // Retired: no longer offered on new jobs, still listed.
  await page.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('form', { name: `Edit workers comp code ${code}` });
  await edit.getByRole('checkbox', { name: 'Active (offered on new jobs)' }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await listSettled(page);
  await expect.poll(() => columnTexts(page, 'Status')).toEqual(['Archived']);
  expect(await seriousViolations(page)).toEqual([]);
});
