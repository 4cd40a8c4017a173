/** White-label brands (spec section 1): a partner subdomain shows the partner's brand. */
import { expect, test } from '@playwright/test';
import { ACME_BRAND, PLATFORM_BRAND } from '../support/demo-users';
import { PORT } from '../support/env';

test('acme.localhost shows the Acme Staffing brand on /login', async ({ page }) => {
  await page.goto(`http://acme.localhost:${PORT}/login`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page).toHaveTitle(ACME_BRAND);
  await expect(page.getByRole('img', { name: ACME_BRAND })).toBeVisible();
  await expect(page.getByText(PLATFORM_BRAND, { exact: true })).toHaveCount(0);
});

test('localhost shows the platform brand Staffwise on /login', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/login`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page).toHaveTitle(PLATFORM_BRAND);
  await expect(page.getByRole('main').getByText(PLATFORM_BRAND, { exact: true })).toBeVisible();
  await expect(page.getByText(ACME_BRAND)).toHaveCount(0);
});
