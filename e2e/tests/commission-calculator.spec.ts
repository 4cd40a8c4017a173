/**
 * The commission calculator (/commission_calculator, decision 0055): the sales partner quotes a placement
 * under the demo plan (Acme Staffing: 10% of margin to $20,000.00, then 5%) — pay 30, bill 45 in Texas, 40
 * hours a week — and reads a week's and a year's billing, margin and commission. The week stays in the
 * first tier (10% of its margin); the year crosses $20,000.00 of margin, so it earns less than 10%.
 */
import { expect, test, type Locator } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { answered } from '../support/ui';

const sales = demoUser('sales');

/** "$1,234.50" → 123450 (cents), as the page writes dollars. */
function cents(text: string | null): number {
  const m = /^-?\$([\d,]+)\.(\d\d)$/.exec((text ?? '').trim());
  expect(m, `a dollar amount: '${text}'`).not.toBeNull();
  const value = Number(m![1]!.replace(/,/g, '')) * 100 + Number(m![2]);
  return text!.trim().startsWith('-') ? -value : value;
}

/** A row of the result table by its heading cell: its billing, margin and commission in cents. */
async function figures(row: Locator) {
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(3);
  const [billing, margin, commission] = await cells.allTextContents();
  return { billing: cents(billing!), margin: cents(margin!), commission: cents(commission!) };
}

test('the sales partner quotes pay 30, bill 45 in TX under the demo plan: the week earns 10% of its margin, the year crosses the tier', async ({
  page,
}) => {
  await startSession(page, await apiLogin(page.request, sales.email));
  await page.goto('/commission_calculator');
  await expect(page.getByRole('heading', { name: 'Commission Calculator', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Commission calculator' });
  const calculate = form.getByRole('button', { name: 'Calculate' });
  await expect(calculate).toBeDisabled();

  await form.getByRole('combobox', { name: /^Plan/ }).click();
  await page.getByRole('option', { name: /^Acme Staffing · 10% of margin to \$20,000\.00, then 5% · from / }).click();
  await form.getByRole('textbox', { name: /^Pay rate/ }).fill('30');
  await form.getByRole('textbox', { name: /^Bill rate/ }).fill('45');
  await expect(form.getByRole('textbox', { name: /^Hours a week/ })).toHaveValue('40');
  await form.getByRole('textbox', { name: /^State/ }).fill('TX');
  await expect(form.getByRole('textbox', { name: /^Basis earned this plan year/ })).toHaveValue('0');
  expect(await seriousViolations(page)).toEqual([]);

  const quoted = await answered(page, 'POST', /^\/v2\/commissions\/quote$/, () => calculate.click());
  expect(quoted.status(), await quoted.text()).toBe(200);

  const table = page.getByRole('table', { name: 'Commission per week and per year' });
  await expect(table).toBeVisible();
  await expect(
    page.getByText(/^Margin per hour \$[\d,]+\.\d\d after \$[\d,]+\.\d\d of employer burden per hour/),
  ).toBeVisible();
  const week = await figures(table.getByRole('row', { name: /^A week/ }));
  const year = await figures(table.getByRole('row', { name: /^A year \(52 weeks\)/ }));

  // A week: 40 hours at $45.00 billed; the margin is what is left after pay and the employer's burden.
  expect(week.billing).toBe(40 * 4500);
  expect(week.margin).toBeGreaterThan(0);
  expect(week.margin).toBeLessThan(40 * (4500 - 3000));
  // Under $20,000.00 of margin: 10% of it, rounded half-up to the cent.
  expect(week.commission).toBe(Math.round(week.margin / 10));

  // A year is 52 such weeks; its margin passes $20,000.00, so the part above earns 5%.
  expect(year.billing).toBe(52 * week.billing);
  expect(year.margin).toBe(52 * week.margin);
  expect(year.margin).toBeGreaterThan(2_000_000);
  expect(year.commission).toBeLessThan(Math.round(year.margin / 10));
  expect(year.commission).toBe(200_000 + Math.round((year.margin - 2_000_000) / 20));
  expect(await seriousViolations(page)).toEqual([]);
});
