/** Spec section 2, "Global search palette": admin and partner only, grouped results, navigation. */
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, signIn as signInWith } from '../support/auth';
import { demoUser } from '../support/demo-users';

const ADMIN_PLACEHOLDER = 'Search contractors, clients, partners, invoices and transactions';
const PARTNER_PLACEHOLDER = 'Search contractors, clients and invoices';

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Search\b/ });
const palette = (page: Page) => page.getByRole('dialog');

async function signIn(page: Page, key: string) {
  const user = demoUser(key);
  await signInWith(page, user.email, user.home);
  return user;
}

test('admin opens the palette with Control+K, finds Casey Contractor and opens the contractor', async ({ page }) => {
  await signIn(page, 'admin');
  // The contractor the search must lead to, from the API.
  const res = await page.request.get('/v2/search', {
    params: { search_type: 'global', search: 'Casey' },
    headers: { Authorization: await apiLogin(page.request, 'admin@demo.test') },
  });
  expect(res.status()).toBe(200);
  const results = ((await res.json()) as { data: { data: { object_type: string; text: string; redirect: string }[] } })
    .data.data;
  const casey = results.find((r) => r.object_type === 'contractor' && r.text === 'Casey Contractor');
  expect(casey?.redirect).toMatch(/^\/contractors\/[\w-]+$/);

  await expect(searchButton(page)).toBeVisible();
  await page.keyboard.press('Control+K');
  const search = palette(page).getByRole('textbox');
  await expect(search).toBeVisible();
  await expect(search).toHaveAttribute('placeholder', ADMIN_PLACEHOLDER);
  await expect(search).toBeFocused();

  await page.keyboard.type('Casey');
  const result = palette(page).getByRole('button', { name: 'Casey Contractor', exact: true });
  await expect(result).toBeVisible();
  // Results are grouped by object type: the contractor sits under the Contractors heading.
  await expect(palette(page)).toMatchAriaSnapshot(`
    - text: Contractors
    - button "Casey Contractor"
  `);

  await result.click();
  await page.waitForURL((url) => url.pathname === casey!.redirect);
  expect(new URL(page.url()).pathname).toMatch(/^\/contractors\/[\w-]+$/);
  await expect(palette(page)).toHaveCount(0);
});

test('admin opens the palette with the Search button too', async ({ page }) => {
  await signIn(page, 'admin');
  await searchButton(page).click();
  await expect(palette(page).getByPlaceholder(ADMIN_PLACEHOLDER)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
});

test('a search with no match says No Results', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(searchButton(page)).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(palette(page).getByPlaceholder(ADMIN_PLACEHOLDER)).toBeVisible();
  await page.keyboard.type('zzqxnothingmatches');
  await expect(palette(page).getByText('No Results')).toBeVisible();
});

test('the empty palette offers actions; Run payroll opens the New payroll run dialog and comes back as a recent item', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expect(searchButton(page)).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(palette(page).getByRole('textbox')).toBeFocused();
  await palette(page).getByRole('button', { name: 'Run payroll' }).click();
  await expect(page.getByRole('dialog', { name: 'New payroll run' })).toBeVisible();
  await expect(page).toHaveURL(/\/payroll_runs$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New payroll run' })).toHaveCount(0);

  // Typed, the menu's pages answer at once, before any search.
  await page.keyboard.press('Control+K');
  await expect(palette(page)).toMatchAriaSnapshot(`
    - text: Recent
    - button "Run payroll"
  `);
  await page.keyboard.type('fin distrib');
  await palette(page)
    .getByRole('button', { name: /Distributions/ })
    .click();
  await expect(page).toHaveURL(/\/distributions$/);
});

test('partner sees the partner placeholder', async ({ page }) => {
  await signIn(page, 'partner');
  await expect(searchButton(page)).toBeVisible();
  await page.keyboard.press('Control+K');
  const search = palette(page).getByRole('textbox');
  await expect(search).toBeVisible();
  await expect(search).toHaveAttribute('placeholder', PARTNER_PLACEHOLDER);
});

test('client has no Search button and Control+K opens nothing', async ({ page }) => {
  await signIn(page, 'client');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Search\b/ })).toHaveCount(0);
  await page.keyboard.press('Control+K');
  // The admin palette opens well inside this time; give the client's the same chance.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveCount(0);
});
