/** Signing in through the real /login form, and reading the session the web app keeps. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AccessSubject, CurrentUser } from '@app/domain';
import { DEMO_PASSWORD } from './demo-users';

/** Where the web app keeps `Bearer <jwt>` (docs/api-contract.md, spec section 9). */
export const TOKEN_KEY = 'auth._token.local';

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
export const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password' });
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

/** Fills and submits the sign-in form of the page already on /login. */
export async function submitLoginForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await expect(emailField(page)).toBeVisible();
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await signInButton(page).click();
}

/** Opens /login (optionally with a query) and signs in. */
export async function loginThroughForm(page: Page, email: string, opts: { query?: string; password?: string } = {}) {
  await page.goto(`/login${opts.query ?? ''}`);
  await submitLoginForm(page, email, opts.password);
}

/** The stored `Bearer <jwt>` value, or null when signed out. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
}

export async function requireToken(page: Page): Promise<string> {
  await expect.poll(() => storedToken(page), { message: 'the web app stores the session token' }).not.toBeNull();
  return (await storedToken(page))!;
}

/** Asks the API directly for a token (tests that only need one, not the form). */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/v2/user', { data: { email, password } });
  expect(res.status(), `POST /v2/user for ${email}`).toBe(200);
  const body = (await res.json()) as { data: { access_token?: string } };
  expect(body.data.access_token, `${email} signs in without a second factor`).toBeTruthy();
  return `Bearer ${body.data.access_token}`;
}

export async function currentUser(request: APIRequestContext, authorization: string): Promise<CurrentUser> {
  const res = await request.get('/v2/user', { headers: { Authorization: authorization } });
  expect(res.status(), 'GET /v2/user').toBe(200);
  return ((await res.json()) as { data: CurrentUser }).data;
}

/** The subject the @app/domain rules evaluate for a signed-in user (as the web app builds it). */
export function subjectOf(user: CurrentUser): AccessSubject {
  return {
    userType: user.user_type,
    role: user.role,
    partner: user.partner ?? user.client?.partner ?? user.contractor?.partner ?? null,
    client: user.client,
    requiresW2Onboard: user.requirements.requires_w2_onboard,
  };
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Signs `email` in and opens their home page, for tests whose subject is not signing in: the session comes
 * from the API (startSession), which saves loading /login and filling its form (decision 0110). The specs of
 * signing in itself use loginThroughForm / submitLoginForm, which go through the form.
 */
export async function signIn(page: Page, email: string, home: string) {
  await startSession(page, await apiLogin(page.request, email));
  await page.goto(home);
  await page.waitForURL((url) => url.pathname === home);
}

/**
 * Signs the browser in with a token from apiLogin, without the /login form: the token is stored where
 * the web app's own sign-in puts it (localStorage, mirrored to its cookie), and the next page the test
 * opens is signed in. For tests whose subject is not signing in (the login specs go through the form);
 * it saves loading /login and the user's home page.
 */
export async function startSession(page: Page, authorization: string) {
  // A page of the app's origin that is not the app (a small JSON answer), to write its storage from.
  await page.goto('/v2/public_globals');
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
      document.cookie = `${key}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
    },
    [TOKEN_KEY, authorization] as const,
  );
}

/** Forgets the session in this browser context (token and cookies), as closing the browser would. */
export async function signOut(page: Page) {
  await page.context().clearCookies();
  // A page that has not opened the app yet (about:blank) has no storage to clear.
  if (page.url().startsWith('http')) await page.evaluate(() => window.localStorage.clear());
}
