/**
 * Off-cycle runs and paycheck corrections (issue 13, decision 0050): an admin makes an off-cycle bonus run
 * for Luis grossed up to a net of $500.00, submits and approves it with the e-mailed code, waits for the
 * minute's processing job, reads the run's tax liabilities, then voids Luis's paycheck (a reversing
 * paycheck, linked both ways) and reissues it with the e-mailed code. Luis has no bank account: he is paid
 * by check, which can be voided (a deposit that reached the worker cannot: a reissue would pay it twice).
 */
import { bankingDaysFrom } from '@app/domain';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { mailSnapshot, waitForVerificationCode } from '../support/outbox';
import { answered } from '../support/ui';

const admin = demoUser('admin');
const WORKER = 'Luis Ortega';
/** The background job processes approved runs every minute: the end can be that far off and a bit more. */
const PROCESSING_TIMEOUT = 90_000;

const workerRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Workers' }).locator('tbody tr').filter({ hasText: name });

/** Confirms a dialog's command that asks for the e-mailed code first (424), then gives the code. */
async function withEmailedCode(page: Page, path: RegExp, act: () => Promise<unknown>) {
  const before = mailSnapshot();
  const blocked = await answered(page, 'POST', path, act);
  expect(blocked.status()).toBe(424);
  const verify = page.getByRole('dialog', { name: 'Verification required' });
  await verify.getByRole('textbox', { name: 'Code' }).fill(await waitForVerificationCode(admin.email, before));
  const done = await answered(page, 'POST', path, () => verify.getByRole('button', { name: 'Verify' }).click());
  expect(done.status(), await done.text()).toBe(200);
  await expect(verify).toBeHidden();
  return done;
}

test('an off-cycle bonus grossed up to a net, approved and paid by check; the paycheck voided and reissued', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startSession(page, await apiLogin(page.request, admin.email));
  await page.goto('/payroll_runs');
  await page.getByRole('button', { name: 'Off-cycle run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Off-cycle run' });
  await dialog.getByRole('combobox', { name: /^Partner/ }).click();
  await page.getByRole('option', { name: 'Acme Staffing', exact: true }).click();
  // The reason's defaults are said under it.
  await expect(dialog.getByText(/supplemental method/)).toBeVisible();
  // A banking day a week ahead: a weekend or bank holiday is refused as a check date.
  const checkDate = bankingDaysFrom(new Date().toISOString().slice(0, 10), 5);
  await dialog.getByLabel(/^Check date/).fill(checkDate);
  await dialog.getByRole('switch', { name: /Gross up/ }).check();
  await dialog.getByLabel(/^Workers/).click();
  await page.getByRole('option', { name: WORKER, exact: true }).click();
  await dialog.getByRole('textbox', { name: `${WORKER}: net to pay` }).fill('500.00');
  expect(await seriousViolations(page)).toEqual([]);
  const created = await answered(page, 'POST', /^\/v2\/payroll_runs\/off_cycle$/, () =>
    dialog.getByRole('button', { name: 'Create off-cycle run' }).click(),
  );
  expect(created.status(), await created.text()).toBe(201);
  const runId = ((await created.json()) as { data: { id: string } }).data.id;
  await page.waitForURL((url) => url.pathname === `/payroll_runs/${runId}`);
  // Grossed up: Luis nets exactly the amount.
  await expect(workerRow(page, WORKER)).toContainText('$500.00');

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await answered(page, 'POST', /^\/v2\/payroll_runs\/[\w-]+\/submit$/, () =>
    page
      .getByRole('dialog', { name: 'Submit this payroll run for approval?' })
      .getByRole('button', { name: 'Submit' })
      .click(),
  );
  await page.getByRole('button', { name: 'Approve' }).click();
  await withEmailedCode(page, /^\/v2\/payroll_runs\/[\w-]+\/approve$/, () =>
    page.getByRole('dialog', { name: 'Approve this payroll run?' }).getByRole('button', { name: 'Approve' }).click(),
  );
  const status = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::*[1]');
  await expect(status).toHaveText('Paid', { timeout: PROCESSING_TIMEOUT });
  // Its tax liabilities, with their totals.
  const taxes = page.getByRole('table', { name: 'Tax liabilities' });
  await expect(taxes).toContainText('IRS');
  await expect(taxes.locator('tfoot')).toContainText('Total');
  expect(await seriousViolations(page)).toEqual([]);

  // Void: a reversing paycheck; the original stays and links to it.
  await page.getByRole('table', { name: 'Workers' }).getByRole('link', { name: WORKER }).click();
  await page.waitForURL(/\/paychecks\/[\w-]+$/);
  const originalUrl = page.url();
  await page.getByRole('button', { name: 'Void' }).click();
  const voiding = page.getByRole('dialog', { name: 'Void this paycheck?' });
  await voiding.getByRole('textbox', { name: /Reason/ }).fill('Bonus sent in error');
  const voided = await answered(page, 'POST', /^\/v2\/paychecks\/[\w-]+\/void$/, () =>
    voiding.getByRole('button', { name: 'Void paycheck' }).click(),
  );
  expect(voided.status(), await voided.text()).toBe(200);
  await expect(page.getByText(/^Voided by reversing paycheck/)).toBeVisible();

  // Reissue, behind the e-mailed code: a new paycheck linked to the voided one.
  await page.getByRole('button', { name: 'Reissue' }).click();
  await withEmailedCode(page, /^\/v2\/paychecks\/[\w-]+\/reissue$/, () =>
    page.getByRole('dialog', { name: 'Reissue this paycheck?' }).getByRole('button', { name: 'Reissue' }).click(),
  );
  await expect(page.getByText(/^Reissued as paycheck/)).toBeVisible();
  expect(page.url()).toBe(originalUrl);
  await page
    .getByText(/^Reissued as paycheck/)
    .getByRole('link')
    .click();
  await expect(page.getByText(/^Reissues paycheck/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transfers' })).toContainText('Paid');
  expect(await seriousViolations(page)).toEqual([]);
});
