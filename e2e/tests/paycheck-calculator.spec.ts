/**
 * The paycheck calculator (/calculator, issue 12): staff enter one paycheck and see every line the payroll
 * engine produces over POST /v2/paychecks/preview — a biweekly $2,000 W-2 paycheck in Texas with a blank
 * W-4 (Pub 15-T 2026), its employer cost and the margin beside a bill amount — and a state the engine
 * has no table for is refused on the work state field. A client user may not open the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, pathOf, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { answered, choose } from '../support/ui';

const admin = demoUser('admin');
const client = demoUser('client');

const form = (page: Page) => page.getByRole('form', { name: 'Paycheck calculator' });
const figure = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

async function calculate(page: Page) {
  const res = await answered(page, 'POST', /^\/v2\/paychecks\/preview$/, () =>
    form(page).getByRole('button', { name: 'Calculate' }).click(),
  );
  return res.status();
}

test('staff figure a biweekly $2,000 W-2 paycheck in Texas, its employer cost and margin; New York is refused by name', async ({
  page,
}) => {
  await startSession(page, await apiLogin(page.request, admin.email));
  await page.goto('/calculator');
  await expect(page.getByRole('heading', { name: 'Paycheck Calculator', level: 1 })).toBeVisible();
  await expect(page.getByText(/Enter a paycheck and choose Calculate/)).toBeVisible();

  // W-2, every two weeks (the defaults), paid on a 2026 check date in Texas, with a blank W-4.
  await expect(form(page).getByRole('combobox', { name: 'Classification', exact: true })).toHaveValue('W-2 employee');
  await expect(form(page).getByRole('combobox', { name: 'Pay frequency', exact: true })).toHaveValue('Every two weeks');
  await form(page).getByLabel('Check date').fill('2026-03-13');
  await choose(page, form(page), 'Work state or province', 'Texas (TX)');
  await form(page).getByRole('group', { name: 'Earning 1' }).getByRole('textbox', { name: 'Amount' }).fill('2000');
  await expect(form(page).getByRole('combobox', { name: 'Filing status (Step 1c)', exact: true })).toHaveValue(
    'Single',
  );
  await form(page)
    .getByRole('textbox', { name: /Bill amount/ })
    .fill('2800');
  expect(await calculate(page)).toBe(200);

  const employee = page.getByRole('table', { name: 'Employee taxes' });
  await expect(employee.getByRole('row', { name: /^Federal income tax/ })).toContainText('$156.15');
  await expect(employee.getByRole('row', { name: /^Social Security/ })).toContainText('$124.00');
  await expect(employee.getByRole('row', { name: /^Medicare/ })).toContainText('$29.00');
  await expect(page.getByRole('table', { name: 'Earnings' }).getByRole('row', { name: /^Regular/ })).toContainText(
    '$2,000.00',
  );
  const employer = page.getByRole('table', { name: 'Employer taxes' });
  await expect(employer.getByRole('row', { name: /^Social Security \(employer\)/ })).toContainText('$124.00');
  await expect(employer.getByRole('row', { name: /^Medicare \(employer\)/ })).toContainText('$29.00');
  await expect(figure(page, 'Gross pay')).toContainText('$2,000.00');
  await expect(figure(page, 'Net pay')).toContainText('$1,690.85');
  await expect(figure(page, 'Employer cost')).toContainText('$2,165.00');
  await expect(figure(page, 'Bill amount')).toContainText('$2,800.00');
  await expect(figure(page, 'Margin')).toContainText('$635.00');
  await expect(figure(page, 'Margin %')).toContainText('22.68%');
  // No SUTA rate was given for the employer: the page says the employer cost leaves it out.
  await expect(page.getByText(/No TX SUTA rate given/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // New York has no withholding table yet: the engine refuses it, named on the work state field.
  await choose(page, form(page), 'Work state or province', 'New York (NY)');
  expect(await calculate(page)).toBe(422);
  const state = form(page).getByRole('combobox', { name: 'Work state or province', exact: true });
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expect(state).toHaveAccessibleDescription(/work state NY/);
  await expect(form(page).getByText(/work state NY/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Employee taxes' })).toHaveCount(0);
});

test('a client user is kept from /calculator (/404)', async ({ page }) => {
  await startSession(page, await apiLogin(page.request, client.email));
  await page.goto('/calculator');
  await page.waitForURL((url) => url.pathname === '/404');
  expect(pathOf(page)).toBe('/404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paycheck Calculator' })).toHaveCount(0);
});
