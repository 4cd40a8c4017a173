/**
 * Issue 16: a contractor's record is a workspace. Acme's owner opens Casey Contractor and works through the
 * tabs — placements, time, pay with the year to date, activity naming who changed the record — each the list
 * behind it filtered to Casey; another partner's owner gets Not Found for the same record.
 * Globex’s client record works the same way: its invoices with the balance, and its contacts.
 */
import { expect, test } from '@playwright/test';
import { apiLogin, signIn, signOut } from '../support/auth';
import { seriousViolations } from '../support/a11y';
import { idOf } from '../support/placement';

test('a partner works through Casey’s workspace tabs; Beacon’s owner cannot open it', async ({ page }) => {
  const partner = await apiLogin(page.request, 'partner@demo.test');
  const caseyId = await idOf(page.request, partner, '/v2/contractors', (c) => c.email === 'contractor@demo.test');
  // A change the Activity tab must name, made as the owner.
  const changed = await page.request.patch(`/v2/contractors/${caseyId}`, {
    headers: { Authorization: partner },
    data: { phone: '512-555-0177' },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await signIn(page, 'partner@demo.test', '/partner/dashboard');
  await page.goto(`/contractors/${caseyId}`);
  await expect(page.getByRole('heading', { name: 'Casey Contractor', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Placements' }).click();
  const placements = page.getByRole('table', { name: 'Placements' });
  await expect(placements.getByRole('row').nth(1)).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=placements/);

  await page.getByRole('tab', { name: 'Timesheets' }).click();
  await expect(page.getByRole('table', { name: 'Timesheets' })).toBeVisible();
  await page.getByRole('link', { name: 'Open all timesheets' }).click();
  await expect(page).toHaveURL(new RegExp(`/timesheets\\?contractor_id=${caseyId}`));
  await page.goBack();

  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('table', { name: 'Activity entries' });
  await expect(activity.getByRole('row').nth(1)).toContainText('Paula Partner');
  expect(await seriousViolations(page)).toEqual([]);

  await signOut(page);
  await signIn(page, 'partner2@demo.test', '/partner/dashboard');
  await page.goto(`/contractors/${caseyId}?tab=activity`);
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
});

test('a partner opens Globex’s workspace: invoices with the balance, and its contacts', async ({ page }) => {
  const partner = await apiLogin(page.request, 'partner@demo.test');
  const globexId = await idOf(page.request, partner, '/v2/clients', (c) => c.name === 'Globex Corporation');
  await signIn(page, 'partner@demo.test', '/partner/dashboard');
  await page.goto(`/clients/${globexId}?tab=invoices`);
  await expect(page.getByRole('heading', { name: 'Globex Corporation', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Balance' }).or(page.getByText('Nothing owed.'))).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText('client@demo.test');
  expect(await seriousViolations(page)).toEqual([]);
});
