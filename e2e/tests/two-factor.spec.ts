/** Spec sections 2 and 8: the e-mailed second factor at sign-in. */
import { expect, test, type Page } from '@playwright/test';
import { loginThroughForm, pathOf, requireToken } from '../support/auth';
import { SECURE_USER } from '../support/demo-users';
import { mailSnapshot, waitForVerificationCode } from '../support/outbox';

async function reachTwoFactor(page: Page): Promise<string> {
  const before = mailSnapshot();
  await loginThroughForm(page, SECURE_USER.email);
  await page.waitForURL((url) => url.pathname === '/two_factor');
  return waitForVerificationCode(SECURE_USER.email, before);
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code' });
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify' });

test('secure@demo.test enters the mailed code and lands on the dashboard', async ({ page }) => {
  const code = await reachTwoFactor(page);
  await expect(page.getByText('Please enter it below to continue.', { exact: false })).toBeVisible();
  await codeField(page).fill(code);
  await verifyButton(page).click();
  await page.waitForURL((url) => url.pathname === SECURE_USER.home);
  expect(pathOf(page)).toBe(SECURE_USER.home);
  await requireToken(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: `${SECURE_USER.firstName} ${SECURE_USER.lastName}` }),
  ).toBeVisible();
});

test('a wrong code shows "Invalid code" and keeps the user on /two_factor', async ({ page }) => {
  const code = await reachTwoFactor(page);
  // Submit stays disabled until the form is valid (six digits).
  await expect(verifyButton(page)).toBeDisabled();

  const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await codeField(page).fill(wrong);
  await verifyButton(page).click();
  await expect(page.getByText('Invalid code', { exact: true })).toBeVisible();
  expect(pathOf(page)).toBe('/two_factor');
  expect(await page.evaluate(() => window.localStorage.getItem('auth._token.local'))).toBeNull();

  // The right code still works afterwards.
  await codeField(page).fill(code);
  await verifyButton(page).click();
  await page.waitForURL((url) => url.pathname === SECURE_USER.home);
});
