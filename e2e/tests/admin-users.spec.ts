/**
 * /admin/users (spec sections 6 and 7): the admin's list of every user with a debounced search,
 * filters, URL-synced sorting, CSV export and "Act as"; other user types do not get the page.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm, pathOf } from '../support/auth';
import { bodyRows, chooseOption, clickColumnTitle, columnTexts, filterBar, listSettled } from '../support/data-list';
import { DEMO_USERS, demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';

const admin = demoUser('admin');
const client = demoUser('client');
const CSV_HEADER = 'Email,First name,Last name,User type,Role,Active,Created';

const profileButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });
const actingBanner = (page: Page) => page.getByText(/^Acting as /);

async function openUsersFromMenu(page: Page) {
  await loginThroughForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === admin.home);
  await mainNav(page).getByRole('link', { name: 'Users', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await listSettled(page);
}

test('admin opens Users from the menu, searches, filters, sorts and exports', async ({ page }) => {
  await openUsersFromMenu(page);

  // Every demo login is listed (12 users: one page of 25).
  const emails = await columnTexts(page, 'Email');
  for (const user of DEMO_USERS) expect(emails, 'the users table lists the demo users').toContain(user.email);
  await expect(bodyRows(page).filter({ hasText: client.email })).toContainText(
    `${client.firstName} ${client.lastName}`,
  );

  // The search waits for the typing to stop: one request for the whole term, none per keystroke.
  const searched: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/v2/users' && url.searchParams.has('search')) searched.push(url.searchParams.get('search')!);
  });
  const filters = filterBar(page, 'users');
  const search = filters.getByRole('searchbox', { name: 'Search' });
  await search.pressSequentially('client@demo', { delay: 40 });
  await page.waitForURL((url) => url.searchParams.get('search') === 'client@demo');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Clara Client');
  await expect(bodyRows(page).first()).toContainText(client.email);
  expect(searched, 'the debounced search asks only for the whole term').toEqual(['client@demo']);

  // Clear the search and filter by user type: exactly the contractors who sign in (two onboarded, and the two
  // Beacon workers the demo payroll gave logins).
  await search.fill('');
  await page.waitForURL((url) => !url.searchParams.has('search'));
  await chooseOption(page, filters, 'User type', 'Contractor');
  await page.waitForURL((url) => url.searchParams.get('user_type') === 'contractor');
  await listSettled(page);
  await expect(bodyRows(page)).toHaveCount(4);
  expect((await columnTexts(page, 'Name')).sort()).toEqual([
    'Bruno Beaconworker',
    'Casey Contractor',
    'Nina Newhire',
    'Wendy Walsh',
  ]);

  // Clear the filter again, then sort by e-mail descending from the column header.
  await filters.getByRole('combobox', { name: 'User type', exact: true }).click();
  await page.getByRole('option', { name: 'Contractor', exact: true }).click(); // deselects
  await page.waitForURL((url) => !url.searchParams.has('user_type'));
  await listSettled(page);
  await expect(bodyRows(page)).toHaveCount(emails.length);
  await clickColumnTitle(page, 'Email');
  await page.waitForURL((url) => url.searchParams.get('sort') === '-email');
  await listSettled(page);
  await expect
    .poll(() => columnTexts(page, 'Email'), { message: 'rows sorted by e-mail, descending' })
    .toEqual([...emails].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

  // Export CSV: a file whose first line is the header.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe(CSV_HEADER);
  // It holds what the list shows: every user, in the list's order.
  const csvEmails = csv
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0]);
  expect(csvEmails).toEqual(await columnTexts(page, 'Email'));
});

test('admin acts as Clara Client after confirming, then stops acting', async ({ page }) => {
  await openUsersFromMenu(page);
  const row = bodyRows(page).filter({ hasText: client.email });
  const actAs = row.getByRole('button', { name: `Act as ${client.firstName} ${client.lastName}` });

  // Cancelling the confirmation keeps the admin as they are.
  await actAs.click();
  const dialog = page.getByRole('dialog', { name: 'Act as user' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Act as ${client.firstName} ${client.lastName}?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(pathOf(page)).toBe('/admin/users');
  await expect(profileButton(page, `${admin.firstName} ${admin.lastName}`)).toBeVisible();
  await expect(actingBanner(page)).toHaveCount(0);

  // Confirming opens the client's dashboard under the "Acting as" banner.
  await actAs.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: `Act as ${client.firstName} ${client.lastName}` }).click();
  await page.waitForURL((url) => url.pathname === client.home);
  await expect(actingBanner(page)).toHaveText(`Acting as ${client.firstName} ${client.lastName}`);
  await expect(profileButton(page, `${client.firstName} ${client.lastName}`)).toBeVisible();

  // Stop acting: back to the admin's own dashboard, banner gone.
  await page.getByRole('button', { name: 'Stop acting' }).click();
  await page.waitForURL((url) => url.pathname === admin.home);
  await expect(profileButton(page, `${admin.firstName} ${admin.lastName}`)).toBeVisible();
  await expect(actingBanner(page)).toHaveCount(0);
  expect(pathOf(page)).toBe(admin.home);
});

test('a partner visiting /admin/users is sent to /404', async ({ page }) => {
  const partner = demoUser('partner');
  await loginThroughForm(page, partner.email);
  await page.waitForURL((url) => url.pathname === partner.home);
  await page.goto('/admin/users');
  await page.waitForURL((url) => url.pathname === '/404');
  expect(pathOf(page)).toBe('/404');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toHaveCount(0);
});
