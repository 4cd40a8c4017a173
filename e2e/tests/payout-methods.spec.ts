/**
 * Payout methods (/payout_methods, decision 0060): Acme's owner finds the demo's default account masked,
 * adds another after the e-mailed code, sees it masked (never its number), and makes it the default — the
 * code again. Another partner's owner does not see Acme's accounts.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mailSnapshot, waitForVerificationCode } from '../support/outbox';
import { answered } from '../support/ui';

const paula = demoUser('partner');
const PAYOUT_METHODS = /^\/v2\/payout_methods(\/[0-9a-f-]+\/make_default)?$/;

/** The two-factor modal the 424 opens: the code mailed since `before`, entered and verified. */
async function verifyWithMailedCode(page: Page, before: Set<string>, method: string, status: number) {
  const verify = page.getByRole('dialog', { name: 'Verification required' });
  await expect(verify).toBeVisible();
  await verify.getByRole('textbox', { name: 'Code' }).fill(await waitForVerificationCode(paula.email, before));
  const replayed = await answered(page, method, PAYOUT_METHODS, () =>
    verify.getByRole('button', { name: 'Verify' }).click(),
  );
  expect(replayed.status(), await replayed.text()).toBe(status);
  await expect(verify).toBeHidden();
}

test("Acme's owner adds a payout account after the e-mailed code, sees it masked, and makes it the default", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A number of its own each run: the last four tell this run's account apart.
  const accountNumber = `88${String(Date.now()).slice(-8)}`;
  const last4 = accountNumber.slice(-4);
  const added = `Harbor Business Bank · Savings ****${last4}`;
  await startSession(page, await apiLogin(page.request, paula.email));
  await page.goto('/payout_methods');
  await expect(page.getByRole('heading', { name: 'Payout Methods', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Payout accounts' });
  const demo = table.getByRole('row').filter({ hasText: 'Lakeside Commercial Bank · Checking ****7612' });
  await expect(demo).toContainText('Default');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add bank account' });
  await dialog.getByRole('textbox', { name: /^Account holder/ }).fill('Acme Staffing LLC');
  await dialog.getByRole('textbox', { name: 'Bank name' }).fill('Harbor Business Bank');
  await dialog.getByRole('textbox', { name: /^Routing number/ }).fill('011000016');
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill(accountNumber);
  await dialog.getByRole('radio', { name: 'Savings' }).check();
  await dialog.getByRole('button', { name: 'Add bank account' }).click();
  // The routing number's check digit is wrong: the form says so and sends nothing.
  await expect(dialog.getByText('Enter a valid 9-digit ABA routing number')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Routing number/ }).fill('011000015');
  expect(await seriousViolations(page)).toEqual([]);

  // Adding asks for the code first: nothing is saved until it is entered.
  let before = mailSnapshot();
  const asked = await answered(page, 'POST', PAYOUT_METHODS, () =>
    dialog.getByRole('button', { name: 'Add bank account' }).click(),
  );
  expect(asked.status()).toBe(424);
  await verifyWithMailedCode(page, before, 'POST', 201);
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: added });
  await expect(row).toContainText('Routing 011000015');
  await expect(row).not.toContainText('Default');
  await expect(demo).toContainText('Default');
  // Only the last four: the page never carries the account number.
  expect(await page.locator('body').textContent()).not.toContain(accountNumber);

  // Make default: confirmed, then the code again.
  await row.getByRole('button', { name: 'Make default' }).click();
  const confirm = page.getByRole('dialog', { name: 'Make this the default account?' });
  await expect(confirm).toContainText(`US dollar payouts will be paid to ${added} from now on.`);
  before = mailSnapshot();
  const askedAgain = await answered(page, 'POST', PAYOUT_METHODS, () =>
    confirm.getByRole('button', { name: 'Make default' }).click(),
  );
  expect(askedAgain.status()).toBe(424);
  await verifyWithMailedCode(page, before, 'POST', 200);
  await expect(row).toContainText('Default');
  await expect(demo).not.toContainText('Default');
  // It holds after reading the list again.
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: added })).toContainText('Default');
});

test("Beacon's owner sees none of Acme's payout accounts", async ({ page }) => {
  await startSession(page, await apiLogin(page.request, demoUser('partner2').email));
  await page.goto('/payout_methods');
  await expect(page.getByRole('heading', { name: 'Payout Methods', level: 1 })).toBeVisible();
  await expect(page.getByText('No payout accounts yet')).toBeVisible();
  await expect(page.getByText(/Lakeside Commercial Bank/)).toHaveCount(0);
});
