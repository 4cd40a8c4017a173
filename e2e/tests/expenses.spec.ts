/**
 * Expenses: Acme's owner enters a reimbursement with its receipt for Casey, may not
 * approve it (Acme is not a self-approving partner), downloads the receipt back; the platform
 * admin approves it and the row offers what comes next (unapprove, mark paid).
 */
import { expect, test } from '@playwright/test';
import { signIn, signOut } from '../support/auth';
import { bodyRows, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { shownDate } from '../support/format';

const partner = demoUser('partner');
const admin = demoUser('admin');
/** The expense's date. */
const DAY = '2026-03-04';

/** A tiny PNG: the server recognises receipts by their bytes, not their name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a partner adds an expense with a receipt and the admin approves it', async ({ page }) => {
  test.slow();
  const stamp = `Client dinner ${Date.now()}`;

  await signIn(page, partner.email, partner.home);
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  await listSettled(page);

  await page.getByRole('button', { name: 'New expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'New expense' });
  await dialog.getByRole('combobox', { name: 'Assignment', exact: true }).click();
  await page.getByRole('option', { name: 'Casey Contractor · Software Developer at Globex Corporation' }).click();
  await dialog.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Reimbursement', exact: true }).click();
  // A bad amount is refused beside its field before anything is sent.
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('12.345');
  await dialog.getByLabel(/^Date/).fill(DAY);
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(dialog.getByText('Enter an amount with at most 2 decimals')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('86.40');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(stamp);
  await dialog.getByRole('textbox', { name: 'Business purpose' }).fill('Quarterly review with Globex');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'dinner.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Add expense' }).click();
  await expect(page.getByText('Expense added')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await page.getByRole('searchbox', { name: 'Search' }).blur();
  await listSettled(page);
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row).toContainText('$86.40');
  await expect(row).toContainText('Pending');
  const partnerActions = row.getByRole('group', { name: `Actions for the expense of ${shownDate(DAY)}` });
  await expect(partnerActions.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(partnerActions.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'dinner.png' }).click();
  expect((await download).suggestedFilename()).toBe('dinner.png');

  await signOut(page);
  await signIn(page, admin.email, admin.home);
  await page.goto(`/expenses?search=${encodeURIComponent(stamp)}`);
  await listSettled(page);
  await expect(bodyRows(page)).toHaveCount(1);
  const adminRow = bodyRows(page).first();
  await expect(adminRow).toContainText('Acme Staffing');
  await adminRow.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Expense approved')).toBeVisible();
  await expect(adminRow).toContainText('Approved');
  const next = adminRow.getByRole('group', { name: `Actions for the expense of ${shownDate(DAY)}` });
  await expect(next.getByRole('button', { name: 'Unapprove' })).toBeVisible();
  await expect(next.getByRole('button', { name: 'Mark paid' })).toBeVisible();
  await expect(next.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
