/**
 * Company taxes (/company_taxes, issue 12): an admin keeps the platform's state registrations — adds one
 * (its account number shown masked, never in full), changes its SUTA rate, and deletes it after
 * confirming. A partner user without sensitive-data access to a self-employer is kept from the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, currentUser, pathOf, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { answered } from '../support/ui';

const admin = demoUser('admin');
const recruiter = demoUser('recruiter');

const row = (page: Page, state: string) =>
  page
    .getByRole('table')
    .locator('tbody')
    .getByRole('row')
    .filter({ hasText: new RegExp(`^${state}`) });

test('an admin adds a state registration, sees it masked, changes its rate and deletes it after confirming', async ({
  page,
}) => {
  await startSession(page, await apiLogin(page.request, admin.email));
  await page.goto('/company_taxes');
  await expect(page.getByRole('heading', { name: 'Company Taxes', level: 1 })).toBeVisible();
  // The demo profile: the FEIN's last four only.
  await expect(page.getByText('•••••8354')).toBeVisible();
  await expect(row(page, 'TX')).toContainText('2.7%');

  await page.getByRole('button', { name: 'New registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'New state registration' });
  await dialog.getByRole('combobox', { name: /^State/ }).click();
  await page.getByRole('option', { name: 'Nevada', exact: true }).click();
  await dialog.getByRole('textbox', { name: /^Year/ }).fill('2026');
  await dialog.getByRole('textbox', { name: /^State unemployment account number/ }).fill('12-3456789-01');
  await dialog.getByRole('textbox', { name: /^SUTA rate/ }).fill('2.95');
  await dialog.getByRole('textbox', { name: /^Wage base/ }).fill('40600');
  const created = await answered(page, 'POST', /^\/v2\/company_taxes\/registrations$/, () =>
    dialog.getByRole('button', { name: 'Add registration' }).click(),
  );
  expect(created.status()).toBe(201);
  expect(await created.text()).not.toContain('3456789');
  await expect(dialog).toHaveCount(0);

  const nevada = row(page, 'NV');
  await expect(nevada).toContainText('•••••8901');
  await expect(nevada).toContainText('2.95%');
  await expect(nevada).toContainText('$40,600.00');
  await expect(page.locator('body')).not.toContainText('3456789');
  expect(await seriousViolations(page)).toEqual([]);

  // Change the rate.
  await page
    .getByRole('group', { name: 'Actions for the NV registration for 2026' })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit the NV registration for 2026' });
  await expect(edit.getByRole('textbox', { name: /^State unemployment account number/ })).toHaveValue('');
  await edit.getByRole('textbox', { name: /^SUTA rate/ }).fill('3.1');
  const saved = await answered(page, 'PATCH', /^\/v2\/company_taxes\/registrations\/[\w-]+$/, () =>
    edit.getByRole('button', { name: 'Save registration' }).click(),
  );
  expect(saved.status()).toBe(200);
  await expect(nevada).toContainText('3.1%');
  await expect(nevada).toContainText('•••••8901');

  // Delete asks first; Cancel keeps it.
  const actions = page.getByRole('group', { name: 'Actions for the NV registration for 2026' });
  await actions.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this registration?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(nevada).toHaveCount(1);
  await actions.getByRole('button', { name: 'Delete' }).click();
  const deleted = await answered(page, 'DELETE', /^\/v2\/company_taxes\/registrations\/[\w-]+$/, () =>
    page.getByRole('dialog', { name: 'Delete this registration?' }).getByRole('button', { name: 'Delete' }).click(),
  );
  expect(deleted.status()).toBe(204);
  await expect(nevada).toHaveCount(0);
  await expect(row(page, 'TX')).toHaveCount(1);
});

test('a partner user without sensitive-data access to a self-employer is kept from /company_taxes (Not Found)', async ({
  page,
}) => {
  // The premise, from the rules: /company_taxes is one of the recruiter's base links but not a link.
  const me = await currentUser(page.request, await apiLogin(page.request, recruiter.email));
  expect(me.base_links).toContain('/company_taxes');
  expect(me.links).not.toContain('/company_taxes');

  await startSession(page, await apiLogin(page.request, recruiter.email));
  await page.goto('/company_taxes');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  expect(pathOf(page)).toBe('/company_taxes');
  await expect(page.getByRole('heading', { name: 'Company Taxes' })).toHaveCount(0);
  await expect(page.getByText('•••••8354')).toHaveCount(0);
});
