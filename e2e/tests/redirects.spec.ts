/** Spec section 2, "Access and redirects", and the route errors of section 8. */
import { expect, test } from '@playwright/test';
import { isPathAllowed } from '@app/domain';
import { apiLogin, currentUser, loginThroughForm, pathOf, submitLoginForm } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';

const admin = demoUser('admin');

test('a signed-out visitor is sent to /login and returns to the page after signing in', async ({ page }) => {
  await page.goto('/partners');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(pathOf(page)).toBe('/login');

  await submitLoginForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === '/partners');
  expect(pathOf(page)).toBe('/partners');
  await expect(mainNav(page)).toBeVisible();
});

test('the remembered page survives reloading the login page without the query', async ({ page }) => {
  await page.goto('/partners');
  await page.waitForURL((url) => url.pathname === '/login');
  // The attempted path is remembered, not only carried in the URL.
  await page.goto('/login');
  await submitLoginForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === '/partners');
  expect(pathOf(page)).toBe('/partners');
});

test('a redirect query naming a local page is followed after signing in', async ({ page }) => {
  await loginThroughForm(page, admin.email, { query: `?redirect=${encodeURIComponent('/clients')}` });
  await page.waitForURL((url) => url.pathname === '/clients');
  expect(pathOf(page)).toBe('/clients');
});

for (const evil of ['//evil.example.com', 'https://evil.example.com', '/\\evil.example.com']) {
  test(`an off-site redirect (${evil}) is refused: the user goes to the dashboard`, async ({ page }) => {
    const offSite: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).hostname.endsWith('evil.example.com')) offSite.push(req.url());
    });
    await loginThroughForm(page, admin.email, { query: `?redirect=${encodeURIComponent(evil)}` });
    await page.waitForURL((url) => url.pathname === admin.home);
    const url = new URL(page.url());
    expect(url.hostname).toBe('localhost');
    expect(url.pathname).toBe(admin.home);
    expect(offSite).toEqual([]);
  });
}

test('a signed-in user visiting /login is sent home', async ({ page }) => {
  await loginThroughForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === admin.home);
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname === admin.home);
  expect(pathOf(page)).toBe(admin.home);
});

test('a user type a page does not allow is sent to /404 (contractor on /partners)', async ({ page }) => {
  const contractor = demoUser('contractor');
  await loginThroughForm(page, contractor.email);
  await page.waitForURL((url) => url.pathname === contractor.home);
  await page.goto('/partners');
  await page.waitForURL((url) => url.pathname === '/404');
  expect(pathOf(page)).toBe('/404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('an unknown route shows "This page could not be found" (signed out)', async ({ page }) => {
  await page.goto('/no-such-page-anywhere');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  expect(pathOf(page)).toBe('/no-such-page-anywhere');
});

test('an unknown route shows "This page could not be found" with a way home (signed in)', async ({ page }) => {
  await loginThroughForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === admin.home);
  await page.goto('/no-such-page-anywhere/deeper');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  const home = page.getByRole('link', { name: 'Go to home' }).or(page.getByRole('button', { name: 'Go to home' }));
  await home.first().click();
  await page.waitForURL((url) => url.pathname === admin.home);
});

test('a page hidden by the access guard shows "Not Found" (recruiter on /adjustments)', async ({ page }) => {
  const recruiter = demoUser('recruiter');
  // The premise, from the rules: /adjustments is one of the recruiter's base links but not a link.
  const me = await currentUser(page.request, await apiLogin(page.request, recruiter.email));
  expect(me.base_links).toContain('/adjustments');
  expect(me.links).not.toContain('/adjustments');
  expect(isPathAllowed('/adjustments', me.base_links, me.links)).toBe(false);

  await loginThroughForm(page, recruiter.email);
  await page.waitForURL((url) => url.pathname === recruiter.home);
  await page.goto('/adjustments');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toHaveCount(0);
  expect(pathOf(page)).toBe('/adjustments');
});

for (const value of ['true', 'TRUE', 'True']) {
  test(`hide_navigation=${value} shows the page without navigation`, async ({ page }) => {
    await loginThroughForm(page, admin.email);
    await page.waitForURL((url) => url.pathname === admin.home);
    await expect(mainNav(page)).toBeVisible();

    await page.goto(`/clients?hide_navigation=${value}`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });
}

test('hide_navigation=false keeps the navigation', async ({ page }) => {
  await loginThroughForm(page, admin.email);
  await page.waitForURL((url) => url.pathname === admin.home);
  await page.goto('/clients?hide_navigation=false');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
});

test('a self-employer partner opening /pricing_calculator is sent to the dashboard', async ({ page }) => {
  const partner2 = demoUser('partner2');
  await loginThroughForm(page, partner2.email);
  await page.waitForURL((url) => url.pathname === partner2.home);
  await page.goto('/pricing_calculator');
  // /dashboard then forwards to the user's own dashboard.
  await page.waitForURL((url) => url.pathname === partner2.home);
  expect(pathOf(page)).toBe(partner2.home);
});

test('a partner who sees bills can open /pricing_calculator', async ({ page }) => {
  const partner = demoUser('partner');
  await loginThroughForm(page, partner.email);
  await page.waitForURL((url) => url.pathname === partner.home);
  await page.goto('/pricing_calculator');
  await expect(page.getByRole('heading', { name: 'Pricing Calculator', level: 1 })).toBeVisible();
  expect(pathOf(page)).toBe('/pricing_calculator');
});
