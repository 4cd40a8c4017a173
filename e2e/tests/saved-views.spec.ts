/**
 * Issue 16 (decision 0093): a list's saved views. A partner filters its invoices to the paid ones, hides a
 * column, saves that as a view, clears the filters, and gets it all back from the Views menu — on another
 * page load too, since views are kept on the server; another partner's user has none of them.
 */
import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/auth';
import { chooseOption, columnHeader, filterBar, listSettled } from '../support/data-list';
import { seriousViolations } from '../support/a11y';

test('a partner saves a filtered invoices list as a view and applies it again; another partner has none', async ({
  page,
}) => {
  await signIn(page, 'partner@demo.test', '/partner/dashboard');
  await page.goto('/invoices');
  await listSettled(page);
  await chooseOption(page, filterBar(page, 'invoices'), 'Status', 'Paid');
  await listSettled(page);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('group', { name: 'Visible columns' }).getByRole('checkbox', { name: 'Due date' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(columnHeader(page, 'Due date')).toHaveCount(0);

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Paid, no due date');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('View "Paid, no due date" saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A fresh load of the bare list, every column back: the view restores both.
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('group', { name: 'Visible columns' }).getByRole('checkbox', { name: 'Due date' }).check();
  await page.keyboard.press('Escape');
  await expect(columnHeader(page, 'Due date')).toHaveCount(1);
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Paid, no due date' }).click();
  await expect(page).toHaveURL(/[?&]status=paid/);
  await listSettled(page);
  await expect(columnHeader(page, 'Due date')).toHaveCount(0);

  // Another partner's owner keeps no views of Acme's.
  await signOut(page);
  await signIn(page, 'partner2@demo.test', '/partner/dashboard');
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'Views' }).click();
  await expect(page.getByText('No saved views yet')).toBeVisible();
});
