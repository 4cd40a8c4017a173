/**
 * Spec sections 2 and 8, account security through the UI: forgot password by mailed link, change
 * password behind the e-mailed code (two-factor modal), and passwordless sign-in by mailed link.
 *
 * These journeys change a password, so they use initech@demo.test, the one demo login no other
 * spec signs in as, and put its password back to the demo password afterwards.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, pathOf, requireToken, submitLoginForm } from '../support/auth';
import { setPasswordThroughMail } from '../support/account';
import { DEMO_PASSWORD } from '../support/demo-users';
import { mailSnapshot, waitForMailedLink, waitForVerificationCode } from '../support/outbox';

const INITECH = {
  email: 'initech@demo.test',
  firstName: 'Ivan',
  lastName: 'Initech',
  home: '/client/dashboard',
} as const;
const GENERIC_SENT = 'If an account exists for that address, we have sent it an e-mail.';

const profileButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: `${INITECH.firstName} ${INITECH.lastName}` });

let passwordChanged = false;
test.afterEach(async ({ request }) => {
  if (!passwordChanged) return;
  await setPasswordThroughMail(request, INITECH.email, DEMO_PASSWORD);
  passwordChanged = false;
});

test('forgot password: the mailed link sets a new password that signs in', async ({ page, request }) => {
  const newPassword = 'reset-Password-41';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL((url) => url.pathname === '/forgot_password');
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

  const before = mailSnapshot();
  await page.getByRole('textbox', { name: 'Email' }).fill(INITECH.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(GENERIC_SENT);
  const link = await waitForMailedLink(INITECH.email, '/forgot_password', before);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  passwordChanged = true;
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. You can sign in now.');

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await submitLoginForm(page, INITECH.email, newPassword);
  await page.waitForURL((url) => url.pathname === INITECH.home);
  await requireToken(page);
  await expect(profileButton(page)).toBeVisible();

  // The old password is gone (one failed attempt: well under the throttling limits).
  const old = await request.post('/v2/user', { data: { email: INITECH.email, password: DEMO_PASSWORD } });
  expect(old.status()).toBe(401);
});

test('change password asks for the e-mailed code, then changes it', async ({ page, request }) => {
  const newPassword = 'changed-Password-42';
  await page.goto('/login');
  await submitLoginForm(page, INITECH.email);
  await page.waitForURL((url) => url.pathname === INITECH.home);
  await page.goto('/change_password');
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Current password' }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
  const before = mailSnapshot();
  await page.getByRole('button', { name: 'Change password' }).click();

  // E-mail code verification is on by default: the API answers 424 and the modal asks for the code.
  const modal = page.getByRole('dialog', { name: 'Verification required' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('we sent a 6-digit code to your email address');
  const code = await waitForVerificationCode(INITECH.email, before);
  passwordChanged = true;
  await modal.getByRole('textbox', { name: 'Code' }).fill(code);
  await modal.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(modal).toHaveCount(0);
  // The form is cleared, and the new password is the one that signs in now.
  await expect(page.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
  await apiLogin(request, INITECH.email, newPassword);
  expect(pathOf(page)).toBe('/change_password');
});

test('passwordless: the mailed link signs the user in, once', async ({ page, browser }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await page.waitForURL((url) => url.pathname === '/passwordless');
  await expect(page.getByRole('heading', { name: 'Sign in with email' })).toBeVisible();

  const before = mailSnapshot();
  await page.getByRole('textbox', { name: 'Email' }).fill(INITECH.email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.getByRole('status')).toHaveText(GENERIC_SENT);
  const link = await waitForMailedLink(INITECH.email, '/passwordless', before);

  await page.goto(link);
  await page.waitForURL((url) => url.pathname === INITECH.home);
  await requireToken(page);
  await expect(profileButton(page)).toBeVisible();

  // The link works once: opened again elsewhere, it is refused.
  const other = await browser.newContext();
  try {
    const again = await other.newPage();
    await again.goto(new URL(link, page.url()).href);
    await expect(again.getByRole('alert')).toHaveText('This link is invalid or has expired. Please request a new one.');
    expect(pathOf(again)).toBe('/passwordless');
  } finally {
    await other.close();
  }
});
