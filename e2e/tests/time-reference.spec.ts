/**
 * The reference pages behind time: holidays (staff keep the platform's list), project codes (a
 * partner adds one for its client; another partner cannot open it) and the PTO overview.
 */
import { expect, test } from '@playwright/test';
import { pathOf, signIn, signOut } from '../support/auth';
import { seriousViolations } from '../support/a11y';
import { chooseOption } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { shownDate } from '../support/format';

test('an admin reads the seeded holidays, adds one and deletes it after confirming', async ({ page }) => {
  const admin = demoUser('admin');
  const name = `Founders Day ${Date.now()}`;
  const day = '2026-09-09';
  await signIn(page, admin.email, admin.home);
  await page.goto('/holidays?year=2026');
  await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();
  await expect(page.getByText('Juneteenth National Independence Day').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'New holiday' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByRole('button', { name: 'Add holiday' }).click();
  await expect(dialog).toBeHidden();
  const actions = page.getByRole('group', { name: `Actions for ${name} on ${shownDate(day)}` });
  await expect(actions).toBeVisible();

  await actions.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this holiday?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(name)).toHaveCount(0);
});

test('a partner adds a project code for its client; another partner cannot open it', async ({ page }) => {
  const partner = demoUser('partner');
  const partner2 = demoUser('partner2');
  const code = `E2E${String(Date.now()).slice(-6)}`;
  await signIn(page, partner.email, partner.home);
  await page.goto('/project_codes');
  await expect(page.getByRole('heading', { name: 'Project Codes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New project code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project code' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await chooseOption(page, dialog, 'Client', 'Globex Corporation');
  await dialog.getByRole('button', { name: 'Create project code' }).click();
  await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();
  const codePath = pathOf(page);
  expect(await seriousViolations(page)).toEqual([]);

  await signOut(page);
  await signIn(page, partner2.email, partner2.home);
  await page.goto(codePath);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
});

test("a partner's PTO overview lists its rule and its people's balances", async ({ page }) => {
  const partner = demoUser('partner');
  await signIn(page, partner.email, partner.home);
  await page.goto('/pto_rules_accruals');
  await expect(page.getByRole('heading', { name: 'PTO', level: 1 })).toBeVisible();
  await expect(page.getByText('Standard PTO').first()).toBeVisible();
  await expect(page.getByText('Casey Contractor').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
