/**
 * The pay/bill ledger and the pay calendar in the browser: staff read the seeded week that ran into
 * overtime (/transactions → its detail → /transaction_items), hold and release one item; the
 * self-employer owner saves its pay calendar; a partner that is not an employer is turned away.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { signIn as signInWith } from '../support/auth';
import { bodyRows, listSettled } from '../support/data-list';
import { demoUser } from '../support/demo-users';
import { shownDate } from '../support/format';

async function signIn(page: Page, key: string) {
  const user = demoUser(key);
  await signInWith(page, user.email, user.home);
}

/** Casey's seeded 44-hour week (approved): 40 regular + 4 overtime on both sides. */
const OVERTIME_WEEK = '2026-11-02';

test('admin opens the overtime week of the seed and its items, and holds then releases one', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto(`/transactions?week_start=${OVERTIME_WEEK}`);
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await listSettled(page);
  const week = bodyRows(page).filter({ hasText: 'Casey Contractor' }).first();
  await expect(week).toContainText(`Week of ${shownDate(OVERTIME_WEEK)}`);
  await week.getByRole('link').first().click();
  await page.waitForURL((url) => /^\/transactions\/[0-9a-f-]{36}$/.test(url.pathname));
  await expect(page.getByRole('heading', { name: `Week of ${shownDate(OVERTIME_WEEK)}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Overtime');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('table').getByRole('link', { name: 'Timesheet', exact: true }).first()).toHaveAttribute(
    'href',
    /^\/timesheets\?contractor_id=/,
  );

  await page.goto(`/transaction_items?week_start=${OVERTIME_WEEK}&side=pay&classification=overtime`);
  await listSettled(page);
  await expect(page.getByTestId('pay-total')).toContainText('4.00 h');
  await expect(page.getByRole('button', { name: /export/i })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const hold = page.getByRole('button', { name: /^Hold item/ }).first();
  const label = (await hold.getAttribute('aria-label'))!;
  const id = label.replace('Hold item ', '');
  await hold.click();
  await expect(page.getByText('Item on hold')).toBeVisible();
  const release = page.getByRole('button', { name: `Release item ${id}` });
  await expect(release).toBeVisible();
  await release.click();
  await expect(page.getByText('Item released')).toBeVisible();
  await expect(page.getByRole('button', { name: `Hold item ${id}` })).toBeVisible();
});

test('the self-employer owner saves a biweekly pay calendar and sees its current and last periods', async ({
  page,
}) => {
  await signIn(page, 'partner2');
  await page.goto('/payroll_settings');
  await expect(page.getByRole('heading', { name: 'Payroll Settings', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Pay calendar' });
  const pick = async (label: string, option: string) => {
    await form.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await pick('Payroll frequency', 'Every two weeks');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payroll settings saved')).toBeVisible();
  const periods = page.getByRole('table', { name: 'Work periods' });
  await expect(periods).toContainText('Current');
  await expect(periods).toContainText('Last');
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Pay calendar' }).getByRole('combobox', { name: 'Payroll frequency' }),
  ).toHaveValue('Every two weeks');
  // Back to the default frequency, so other journeys see the seeded calendar.
  await pick('Payroll frequency', 'Weekly');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payroll settings saved').last()).toBeVisible();
});

test('a partner that is not an employer does not get the ledger pages', async ({ page }) => {
  await signIn(page, 'partner');
  await page.goto('/transactions');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await page.goto('/payroll_settings');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
});
