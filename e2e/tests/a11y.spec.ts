/** Automated accessibility checks (axe): no serious or critical violations on key pages. */
import { expect, test } from '@playwright/test';
import { apiLogin, loginThroughForm, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';
import { seriousViolations } from '../support/a11y';

test('/login has no serious or critical violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the partner dashboard has no serious or critical violations', async ({ page }) => {
  const partner = demoUser('partner');
  await loginThroughForm(page, partner.email);
  await page.waitForURL((url) => url.pathname === partner.home);
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the 404 page has no serious or critical violations', async ({ page }) => {
  await page.goto('/no-such-page-anywhere');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('navigation groups can be opened from the keyboard', async ({ page }) => {
  const admin = demoUser('admin');
  await loginThroughForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === admin.home);
  const nav = mainNav(page);
  // A group is a disclosure: a focusable button that says whether it is open.
  const finance = nav.getByRole('button', { name: 'Finance', exact: true });
  await expect(finance).toHaveAttribute('aria-expanded', 'false');
  await finance.focus();
  await expect(finance).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(finance).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Invoices', exact: true })).toBeVisible();
});

for (const path of ['/admin/users', '/logs?type=access', '/clients']) {
  test(`the list page ${path} has no serious or critical violations`, async ({ page }) => {
    const admin = demoUser('admin');
    await loginThroughForm(page, admin.email);
    await page.waitForURL((url) => url.pathname === admin.home);
    await page.goto(path);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the skip link is the first stop of Tab and Enter on it moves focus into the main region', async ({ page }) => {
  const partner = demoUser('partner');
  await startSession(page, await apiLogin(page.request, partner.email));
  await page.goto(partner.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The dashboard's figures are in (each links to its list): the page has something to Tab to.
  await expect(page.getByRole('status', { name: 'Loading the dashboard' })).toHaveCount(0);
  await expect(page.locator('main#main-content').getByRole('link').first()).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // Hidden until focused: off screen while the page is read, shown once Tab reaches it.
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  // The next Tab continues inside the page, not in the top bar or the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main')?.id)).toBe('main-content');
});
