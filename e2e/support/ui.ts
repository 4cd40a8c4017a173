/** Page helpers the billing specs share: a request's answer, a Mantine select, a record page's field. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Waits for the answer of the request `method path` (a RegExp on the path) that `act` sets off. */
export async function answered(page: Page, method: string, path: RegExp, act: () => Promise<unknown>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname)),
    act(),
  ]);
  return res;
}

/** Opens a Mantine select by its label in `scope` and picks an option, as a user does. */
export async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

/** A read-only field of a record page: its label over its value, in one box. */
export const field = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=..');

/** Waits for a record page's field to read `value` under its label. */
export const expectField = (page: Page, label: string, value: string) =>
  expect(field(page, label)).toHaveText(`${label}${value}`);
