/** Completing onboarding steps in the browser, as the person does (spec section 4). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { JobClassification } from '@app/domain';
import { apiLogin } from './auth';
import { mailSnapshot, waitForMailedLink } from './outbox';

export const submitStep = (page: Page) => page.getByRole('button', { name: 'Submit and continue' }).click();
export const expectNext = (page: Page, title: string) =>
  expect(page.getByText(`${title} is next`).first()).toBeVisible();

export async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A click-through step: tick the acceptance and continue. */
export async function acceptStep(page: Page, title: string) {
  await page.getByRole('checkbox', { name: `I have read and accept the ${title}` }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

/** The W-4 with an SSN, single filer and one child. */
export async function fillW4(page: Page, ssn: string, signature: string) {
  await page.getByLabel('Social security number').fill(ssn);
  await page.getByRole('radio', { name: 'Single or Married filing separately' }).check();
  await page.getByRole('textbox', { name: 'Qualifying children under age 17' }).fill('1');
  await page.getByRole('textbox', { name: 'Signature' }).fill(signature);
  await submitStep(page);
}

/** I-9 section 1 for a US citizen living in Austin, TX. */
export async function fillI9(page: Page, dateOfBirth: string, signature: string) {
  await page.getByRole('textbox', { name: 'Street address' }).fill('12 Elm St');
  await page.getByRole('textbox', { name: 'City' }).fill('Austin');
  await pickOption(page, 'State', 'Texas');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('78704');
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await page.getByRole('radio', { name: 'A citizen of the United States' }).check();
  await page.getByRole('checkbox', { name: /federal law provides for imprisonment/ }).check();
  await page.getByRole('textbox', { name: 'Signature' }).fill(signature);
  await submitStep(page);
}

/** The sandbox identity check approves anyone of age whose last name is not "Reject" or "Review". */
export async function verifyIdentity(page: Page, dateOfBirth: string) {
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await pickOption(page, 'Identity document', "Driver's license");
  await page.getByRole('textbox', { name: 'Document number' }).fill('D7654321');
  await page.getByRole('button', { name: 'Verify my identity' }).click();
}

/** The company representative and the person who signs for the company (partner and client owners). */
export async function fillRepresentatives(page: Page, person: { first: string; last: string; email: string }) {
  await page.getByRole('textbox', { name: 'First name' }).fill(person.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.last);
  await page.getByRole('textbox', { name: 'Title' }).fill('Chief Executive Officer');
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+1 512 555 0100');
  await submitStep(page);
  await expectNext(page, 'Authorized Representative');
  await page.getByRole('textbox', { name: 'Signer first name' }).fill(person.first);
  await page.getByRole('textbox', { name: 'Signer last name' }).fill(person.last);
  await page.getByRole('textbox', { name: 'Signer title' }).fill('Chief Executive Officer');
  await page.getByRole('textbox', { name: 'Signer email' }).fill(person.email);
  await page.getByRole('checkbox', { name: /I confirm this person may sign agreements/ }).check();
  await submitStep(page);
}

/**
 * Follows an invite mailed since `before`: sets the password through the link and signs in,
 * ending where the app sends the new user (their onboarding).
 */
export async function acceptInvite(
  page: Page,
  email: string,
  password: string,
  before: ReturnType<typeof mailSnapshot>,
) {
  const link = await waitForMailedLink(email, '/forgot_password', before);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset. You can sign in now.');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export interface MadeContractor {
  name: string;
  email: string;
  password: string;
  authorization: string;
}

/** A contractor of Acme with an account: Acme's owner adds them, they set a password from the invite. */
export async function newAcmeContractor(
  request: APIRequestContext,
  first: string,
  classification: JobClassification,
): Promise<MadeContractor> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const last = `Tester${stamp}`;
  const email = `${first.toLowerCase()}.${stamp}@example.test`;
  const password = `${first}-${stamp}-pass`;
  const before = mailSnapshot();
  const created = await request.post('/v2/contractors', {
    headers: { Authorization: await apiLogin(request, 'partner@demo.test') },
    data: { first_name: first, last_name: last, email, classification },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = await waitForMailedLink(email, '/forgot_password', before);
  const token = new URL(link, 'http://x').searchParams.get('token');
  expect((await request.post('/v2/user/reset-password', { data: { token, password } })).status()).toBe(200);
  return { name: `${first} ${last}`, email, password, authorization: await apiLogin(request, email, password) };
}

/** One onboarding step through the API, as the person's own browser would send it. */
export async function submitThroughApi(request: APIRequestContext, who: MadeContractor, slug: string, data: object) {
  const res = await request.post(`/v2/onboarding/steps/${slug}`, {
    headers: { Authorization: who.authorization },
    data,
  });
  expect(res.status(), `${slug}: ${await res.text()}`).toBe(200);
}
