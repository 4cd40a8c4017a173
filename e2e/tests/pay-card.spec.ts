/**
 * The pay card (/contractor/pay_card, decision 0058): Bruno, a worker of Beacon (a self-employer, which
 * offers pay cards), gets a card with the e-mailed code, sees it masked with a zero balance and taking his
 * pay, turns the pay off (the code again), and closes the spent-down card after confirming — the offer is
 * back. Casey, a worker of Acme (not a self-employer), is sent away from the page by the route table.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, currentUser, pathOf, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mailSnapshot, waitForVerificationCode } from '../support/outbox';
import { answered } from '../support/ui';

const BRUNO = 'bruno@beacon.test';
const casey = demoUser('contractor');
const PAY_CARD = /^\/v2\/pay_card$/;

/** The two-factor modal the 424 opens: the code mailed since `before`, entered and verified. */
async function verifyWithMailedCode(page: Page, before: Set<string>, method: string, status: number) {
  const verify = page.getByRole('dialog', { name: 'Verification required' });
  await expect(verify).toBeVisible();
  await verify.getByRole('textbox', { name: 'Code' }).fill(await waitForVerificationCode(BRUNO, before));
  const replayed = await answered(page, method, PAY_CARD, () => verify.getByRole('button', { name: 'Verify' }).click());
  expect(replayed.status(), await replayed.text()).toBe(status);
  await expect(verify).toBeHidden();
}

/**
 * The demo seeds Bruno with paid paychecks but his own onboarding (W-9, agreement, identity, final
 * acknowledgement) not done, and the app sends him to it before any page: he finishes it first, as the
 * onboarding spec's 1099 contractor does.
 */
async function finishBrunosOnboarding(page: Page) {
  const me = await currentUser(page.request, await apiLogin(page.request, BRUNO));
  if (me.requirements.completed.length === me.requirements.required.length) return;
  await page.goto('/onboard/contractor');
  await expect(page.getByText('Welcome, Bruno. Form W-9 is your next step.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Federal tax classification' }).click();
  await page.getByRole('option', { name: 'Individual/sole proprietor', exact: true }).click();
  await page.getByRole('textbox', { name: 'Street address' }).fill('9 Oak Ave');
  await page.getByRole('textbox', { name: 'City' }).fill('Dallas');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('75204');
  await page.getByRole('radio', { name: 'SSN' }).check();
  await page.getByLabel(/^Taxpayer identification number\s*\*?$/).fill('234-56-7890');
  await page.getByRole('checkbox', { name: /Under penalties of perjury/ }).check();
  await page.getByRole('textbox', { name: 'Signature' }).fill('Bruno Beaconworker');
  await page.getByRole('button', { name: 'Submit and continue' }).click();
  await expect(page.getByText('Independent Contractor Agreement is next').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and accept the Independent Contractor Agreement' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Identity Verification is next').first()).toBeVisible();
  await page.getByLabel('Date of birth').fill('1985-09-30');
  await page.getByRole('combobox', { name: 'Identity document' }).click();
  await page.getByRole('option', { name: 'Passport', exact: true }).click();
  await page.getByRole('textbox', { name: 'Document number' }).fill('X23456789');
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByText('Final Acknowledgement is next').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and accept the Final Acknowledgement' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await page.waitForURL((url) => url.pathname === '/contractor/dashboard');
}

test('Bruno gets a pay card with the e-mailed code, stops his pay going to it (code again), and closes it after confirming', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startSession(page, await apiLogin(page.request, BRUNO));
  await finishBrunosOnboarding(page);
  await page.goto('/contractor/pay_card');
  await expect(page.getByRole('heading', { name: 'Pay card', level: 1 })).toBeVisible();
  const enrol = page.getByRole('button', { name: 'Get a pay card' });
  await expect(enrol).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Enrolling asks for the code first: nothing is opened until it is entered.
  let before = mailSnapshot();
  const asked = await answered(page, 'POST', PAY_CARD, () => enrol.click());
  expect(asked.status()).toBe(424);
  await expect(page.getByText(/^Pay card •••• \d{4}$/)).toHaveCount(0);
  await verifyWithMailedCode(page, before, 'POST', 201);

  const card = page.getByLabel('Your pay card');
  await expect(card.getByText(/^Pay card •••• \d{4}$/)).toBeVisible();
  await expect(card.getByLabel('Balance')).toHaveText('$0.00');
  const takesPay = card.getByRole('switch', { name: 'Load my pay onto this card' });
  await expect(takesPay).toBeChecked();
  await expect(card.getByText('Your net pay goes to this card on pay day.')).toBeVisible();
  await expect(enrol).toHaveCount(0);
  // Only the last four: the page carries no longer run of the card's digits.
  expect(await page.locator('body').textContent()).not.toMatch(/\d{8,}/);
  expect(await seriousViolations(page)).toEqual([]);

  // Turning the pay off asks for a new code.
  before = mailSnapshot();
  const askedAgain = await answered(page, 'PATCH', PAY_CARD, () => takesPay.click());
  expect(askedAgain.status()).toBe(424);
  await verifyWithMailedCode(page, before, 'PATCH', 200);
  await expect(takesPay).not.toBeChecked();
  await expect(card.getByText('Your pay goes to your direct deposit account.')).toBeVisible();
  // It holds after reading the card again.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Load my pay onto this card' })).not.toBeChecked();

  // Closing asks first; Cancel keeps the card.
  await page.getByRole('button', { name: 'Close card' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close your pay card?' });
  await expect(confirm).toContainText('No more pay will be loaded onto it, and it cannot be reopened.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(/^Pay card •••• \d{4}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Close card' }).click();
  const closed = await answered(page, 'POST', /^\/v2\/pay_card\/close$/, () =>
    page.getByRole('dialog', { name: 'Close your pay card?' }).getByRole('button', { name: 'Close card' }).click(),
  );
  expect(closed.status(), await closed.text()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Close your pay card?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get a pay card' })).toBeVisible();
  await expect(page.getByText(/^Pay card •••• \d{4}$/)).toHaveCount(0);
});

test('Casey, a worker of a partner that is not a self-employer, is sent from /contractor/pay_card to the dashboard', async ({
  page,
}) => {
  await startSession(page, await apiLogin(page.request, casey.email));
  await page.goto('/contractor/pay_card');
  await page.waitForURL((url) => url.pathname === casey.home);
  expect(pathOf(page)).toBe(casey.home);
  await expect(page.getByRole('heading', { name: 'Pay card' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get a pay card' })).toHaveCount(0);
});
