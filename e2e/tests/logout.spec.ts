/** Logging out from the profile menu ends the session on the server too. */
import { expect, test } from '@playwright/test';
import { loginThroughForm, pathOf, requireToken, storedToken } from '../support/auth';
import { demoUser } from '../support/demo-users';

test('logout from the profile menu returns to /login and revokes the token', async ({ page }) => {
  const partner = demoUser('partner');
  await loginThroughForm(page, partner.email);
  await page.waitForURL((url) => url.pathname === partner.home);
  const token = await requireToken(page);

  const before = await page.request.get('/v2/user', { headers: { Authorization: token } });
  expect(before.status()).toBe(200);

  await page
    .getByRole('banner')
    .getByRole('button', { name: `${partner.firstName} ${partner.lastName}` })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();

  await page.waitForURL((url) => url.pathname === '/login');
  expect(pathOf(page)).toBe('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  const after = await page.request.get('/v2/user', { headers: { Authorization: token } });
  expect(after.status()).toBe(401);

  // Signed out for real: a signed-in page sends the visitor back to /login.
  await page.goto(partner.home);
  await page.waitForURL((url) => url.pathname === '/login');
});
