/** White-label brands (spec section 1, issue 16): a partner subdomain shows the partner's brand. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { requireToken, signInButton, submitLoginForm } from '../support/auth';
import { ACME_BRAND, PLATFORM_BRAND, demoUser } from '../support/demo-users';
import { PORT } from '../support/env';

const ACME = `http://acme.localhost:${PORT}`;
const PLATFORM = `http://localhost:${PORT}`;
/** The demo's Acme brand colour, #6741d9, as the browser computes it. */
const ACME_VIOLET = 'rgb(103, 65, 217)';
const WHITE = 'rgb(255, 255, 255)';
const PLATFORM_COMPANY = 'Staffwise Inc.';
const year = new Date().getFullYear();

const footer = (page: Page) => page.getByRole('contentinfo');
const css = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

test('acme.localhost shows the Acme Staffing brand on /login: its colour, its logo centred on the card, its name in the footer', async ({
  page,
}) => {
  await page.goto(`${ACME}/login`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page).toHaveTitle(ACME_BRAND);
  await expect(page.getByText(PLATFORM_BRAND, { exact: true })).toHaveCount(0);

  // The logo sits in the login card, above the form, centred.
  const logo = page.getByRole('img', { name: ACME_BRAND });
  await expect(logo).toBeVisible();
  const card = page.locator('.mantine-Paper-root').filter({ has: signInButton(page) });
  await expect(card.getByRole('img', { name: ACME_BRAND })).toBeVisible();
  const [logoBox, cardBox] = [await logo.boundingBox(), await card.boundingBox()];
  expect(Math.abs(logoBox!.x + logoBox!.width / 2 - (cardBox!.x + cardBox!.width / 2))).toBeLessThan(2);
  expect(logoBox!.y).toBeLessThan((await page.getByRole('textbox', { name: 'Email' }).boundingBox())!.y);

  // The brand colour is the primary colour; white reads better than black on Acme's violet.
  await expect.poll(() => css(signInButton(page), 'background-color')).toBe(ACME_VIOLET);
  expect(await css(signInButton(page), 'color')).toBe(WHITE);

  // The footer names the partner, with a small "Powered by" the platform's company.
  await expect(footer(page).getByText(`© ${year} ${ACME_BRAND}`, { exact: true })).toBeVisible();
  await expect(footer(page).getByText(`Powered by ${PLATFORM_COMPANY}`)).toBeVisible();
  await expect(footer(page).getByText(`© ${year} ${PLATFORM_COMPANY}`)).toHaveCount(0);

  expect(await seriousViolations(page)).toEqual([]);
});

test('localhost shows the platform brand Staffwise on /login, in its own colour and company', async ({ page }) => {
  await page.goto(`${PLATFORM}/login`);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page).toHaveTitle(PLATFORM_BRAND);
  await expect(page.getByRole('main').getByText(PLATFORM_BRAND, { exact: true })).toBeVisible();
  await expect(page.getByText(ACME_BRAND)).toHaveCount(0);
  await expect(footer(page).getByText(`© ${year} ${PLATFORM_COMPANY}`, { exact: true })).toBeVisible();
  await expect(footer(page).getByText(/Powered by/)).toHaveCount(0);
  await expect(signInButton(page)).toBeVisible();
  expect(await css(signInButton(page), 'background-color')).not.toBe(ACME_VIOLET);
});

test("Acme's owner changes the brand colour on its subdomain and the portal takes it on, the footer still naming Acme", async ({
  page,
}) => {
  const partner = demoUser('partner');
  await page.goto(`${ACME}/login`);
  await submitLoginForm(page, partner.email);
  await page.waitForURL((url) => url.pathname === partner.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footer(page).getByText(`© ${year} ${ACME_BRAND}`, { exact: true })).toBeVisible();
  await expect(footer(page).getByText(`Powered by ${PLATFORM_COMPANY}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const authorization = await requireToken(page);
  const me = await page.request.get(`${PLATFORM}/v2/user`, { headers: { Authorization: authorization } });
  const partnerId = ((await me.json()) as { data: { partner: { id: string } } }).data.partner.id;

  try {
    await page.goto(`${ACME}/partners/${partnerId}`);
    await expect(page.getByText('#6741d9')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const input = page.getByRole('textbox', { name: 'Brand colour' });
    await input.fill('not a colour');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/six hex digits/)).toBeVisible();
    // A light yellow: text on it turns black.
    await input.fill('#fcc419');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('#fcc419')).toBeVisible();

    // The subdomain's sign-in page now wears the new colour.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${ACME}/login`);
    await expect(signInButton(page)).toBeVisible();
    await expect.poll(() => css(signInButton(page), 'background-color')).toBe('rgb(252, 196, 25)');
    expect(await css(signInButton(page), 'color')).toBe('rgb(0, 0, 0)');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    const reset = await page.request.patch(`${PLATFORM}/v2/partners/${partnerId}`, {
      headers: { Authorization: authorization },
      data: { brand_color: '#6741d9' },
    });
    expect(reset.status()).toBe(200);
  }
});
