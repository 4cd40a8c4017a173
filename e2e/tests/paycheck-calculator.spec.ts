/**
 * The paycheck calculator (/calculator, issue 12): staff enter one paycheck and see every line the payroll
 * engine produces over POST /v2/paychecks/preview — a biweekly $2,000 W-2 paycheck in Texas with a blank
 * W-4 (Pub 15-T 2026), its employer cost with SUTA from the platform's company taxes, and the margin
 * beside a bill amount — and a state the engine has no table for is refused on the work state field; a
 * California paycheck withheld by its DE 4, with the platform's CA rates for class code 8810; an
 * international EOR employee paid in pounds with the exchange to dollars. A client user may not open the page.
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
  // The platform's TX registration in its company taxes: 2.7% on the first $9,000.
  await expect(employer.getByRole('row', { name: /SUTA/ })).toContainText('$54.00');
  await expect(figure(page, 'Employer cost')).toContainText('$2,219.00');
  await expect(figure(page, 'Bill amount')).toContainText('$2,800.00');
  await expect(figure(page, 'Margin')).toContainText('$581.00');
  await expect(figure(page, 'Margin %')).toContainText('20.75%');
  await expect(page.getByText(/SUTA and workers' comp from Platform \(EOR\)'s company taxes/)).toBeVisible();
  await expect(page.getByText(/No TX SUTA rate given/)).toHaveCount(0);
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

test("a California paycheck is withheld by its DE 4, with the platform's CA rates for the class code", async ({
  page,
}) => {
  await startSession(page, await apiLogin(page.request, admin.email));
  await page.goto('/calculator');
  await form(page).getByLabel('Check date').fill('2026-03-13');
  await choose(page, form(page), 'Work state or province', 'California (CA)');
  await form(page).getByRole('group', { name: 'Earning 1' }).getByRole('textbox', { name: 'Amount' }).fill('2000');
  // Married with one income, two regular allowances, one for estimated deductions and $10 more a paycheck.
  await choose(page, form(page), 'DE 4 filing status', 'Married (one income)');
  await form(page)
    .getByRole('textbox', { name: /Regular withholding allowances/ })
    .fill('2');
  await form(page)
    .getByRole('textbox', { name: /Estimated deduction allowances/ })
    .fill('1');
  await form(page)
    .getByRole('textbox', { name: /Additional withholding per paycheck \(DE 4/ })
    .fill('10');
  await expect(form(page).getByRole('combobox', { name: 'Employer', exact: true })).toHaveValue('Platform (EOR)');
  await form(page).getByRole('textbox', { name: "Workers' comp class code" }).fill('8810');
  expect(await calculate(page)).toBe(200);

  const employee = page.getByRole('table', { name: 'Employee taxes' });
  await expect(employee.getByRole('row', { name: /^CA income tax/ })).toContainText('$21.18');
  await expect(employee.getByRole('row', { name: /^CA SDI/ })).toContainText('$26.00');
  // The platform's CA registration (3.4% on the first $7,000) and its 8810 rate (0.62 per $100).
  const employer = page.getByRole('table', { name: 'Employer taxes' });
  await expect(employer.getByRole('row', { name: /SUTA/ })).toContainText('$68.00');
  await expect(employer.getByRole('row', { name: /^Workers' compensation/ })).toContainText('$12.40');
  await expect(figure(page, 'Net pay')).toContainText('$1,643.67');
  await expect(figure(page, 'Employer cost')).toContainText('$2,245.40');
  await expect(page.getByText(/SUTA and workers' comp from Platform \(EOR\)'s company taxes$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an international EOR employee is paid in pounds, with the exchange to dollars; no GB employer cost is configured', async ({
  page,
}) => {
  await startSession(page, await apiLogin(page.request, admin.email));
  await page.goto('/calculator');
  await choose(page, form(page), 'Classification', 'International (EOR)');
  await choose(page, form(page), 'Pay frequency', 'Monthly');
  await form(page).getByLabel('Check date').fill('2026-06-05');
  // No US state, W-4 or year-to-date figures: the contract's country and currency instead.
  await expect(form(page).getByRole('combobox', { name: 'Work state or province', exact: true })).toHaveCount(0);
  await expect(form(page).getByRole('combobox', { name: 'Filing status (Step 1c)', exact: true })).toHaveCount(0);
  await expect(form(page).getByRole('textbox', { name: 'Reporting currency', exact: true })).toHaveValue('USD');
  await form(page)
    .getByRole('textbox', { name: /^Country/ })
    .fill('GB');
  await form(page)
    .getByRole('textbox', { name: /^Contract currency/ })
    .fill('GBP');
  await form(page)
    .getByRole('textbox', { name: /Exchange rate to the reporting currency/ })
    .fill('1.2745');
  const earning = form(page).getByRole('group', { name: 'Earning 1' });
  await choose(page, earning, 'Type', 'Salary');
  await earning.getByRole('textbox', { name: 'Amount' }).fill('4000');
  expect(await calculate(page)).toBe(200);

  await expect(figure(page, 'Gross pay')).toContainText('GBP 4,000.00');
  await expect(figure(page, 'Net pay')).toContainText('GBP 4,000.00');
  await expect(figure(page, 'Employer cost')).toContainText('GBP 4,000.00');
  await expect(page.getByText('At 1.2745 USD per GBP: gross $5,098.00, employer cost $5,098.00')).toBeVisible();
  // /rates has no international employer cost for GB: the page says the employer cost leaves it out.
  await expect(page.getByText(/No employer cost configured for GB/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Employer taxes' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a client user is kept from /calculator (/404)', async ({ page }) => {
  await startSession(page, await apiLogin(page.request, client.email));
  await page.goto('/calculator');
  await page.waitForURL((url) => url.pathname === '/404');
  expect(pathOf(page)).toBe('/404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paycheck Calculator' })).toHaveCount(0);
});
