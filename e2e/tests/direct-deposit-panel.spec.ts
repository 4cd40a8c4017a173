/**
 * The Direct deposit panel of a contractor's record (decision 0078): the employer's payroll staff read a
 * worker's deposit accounts masked, with each one's share and state, never the full number. The admin sees
 * Casey's account (on file before prenotes: verified) and Wendy Walsh's, which the bank returned (R03: the
 * demo's run deposited to a mistyped number), so her pay goes by check; Beacon's owner sees Wendy's too.
 * Acme's owner cannot read Beacon's worker's accounts, nor Beacon's owner Casey's (404).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';

interface Named {
  id: string;
  first_name: string;
  last_name: string;
}

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; authorization: string }> {
  const page = await (await browser.newContext()).newPage();
  const authorization = await apiLogin(page.request, email);
  await startSession(page, authorization);
  return { page, authorization };
}

async function contractorId(page: Page, authorization: string, first: string, last: string) {
  const res = await page.request.get(`/v2/contractors?search=${encodeURIComponent(last)}&per_page=50`, {
    headers: { Authorization: authorization },
  });
  expect(res.status()).toBe(200);
  const row = ((await res.json()) as { data: { data: Named[] } }).data.data.find(
    (c) => c.first_name === first && c.last_name === last,
  );
  expect(row, `${first} ${last}`).toBeTruthy();
  return row!.id;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Direct deposit' });

test("staff see a worker's deposit accounts masked, with each one's state", async ({ browser }) => {
  test.setTimeout(120_000);
  const ada = await signedIn(browser, 'admin@demo.test');
  const casey = await contractorId(ada.page, ada.authorization, 'Casey', 'Contractor');
  const wendy = await contractorId(ada.page, ada.authorization, 'Wendy', 'Walsh');

  // 1. Casey's account: masked, the rest of his net pay, verified (on file before prenotes were sent).
  await ada.page.goto(`/contractors/${casey}`);
  const caseys = panelOf(ada.page);
  const account = caseys.getByRole('listitem', { name: 'Lone Star Credit Union · Checking ****3456' });
  await expect(account).toBeVisible();
  await expect(account).toContainText('Routing 111000025 · The rest of net pay');
  await expect(account).toContainText('Verified');
  await expect(ada.page.getByText('4400123456')).toHaveCount(0);
  expect(await seriousViolations(ada.page)).toEqual([]);

  // 2. Wendy's account: the bank returned a live deposit (R03), which closed it to deposits.
  await ada.page.goto(`/contractors/${wendy}`);
  const returned = panelOf(ada.page).getByRole('listitem', {
    name: 'Gulf Coast Federal Credit Union · Checking ****3444',
  });
  await expect(returned).toContainText('Deposit returned (R03)');
  await expect(returned).toContainText(/R03: no account/i);
  await expect(returned).not.toContainText('Verified');
  await expect(ada.page.getByText('000333444')).toHaveCount(0);
  expect(await seriousViolations(ada.page)).toEqual([]);

  // 3. Beacon's owner, Wendy's employer's payroll staff, reads the same; the API answers it masked.
  const bea = await signedIn(browser, 'partner2@demo.test');
  await bea.page.goto(`/contractors/${wendy}`);
  await expect(
    panelOf(bea.page).getByRole('listitem', { name: 'Gulf Coast Federal Credit Union · Checking ****3444' }),
  ).toContainText('Deposit returned (R03)');
  const beaMethods = await bea.page.request.get(`/v2/contractors/${wendy}/payroll_methods`, {
    headers: { Authorization: bea.authorization },
  });
  expect(beaMethods.status()).toBe(200);
  const text = await beaMethods.text();
  expect(text).toContain('****3444');
  expect(text).not.toContain('000333444');

  // 4. Another partner's worker is not there: neither Acme's owner for Wendy nor Beacon's for Casey.
  const paula = await signedIn(browser, 'partner@demo.test');
  const acme = await paula.page.request.get(`/v2/contractors/${wendy}/payroll_methods`, {
    headers: { Authorization: paula.authorization },
  });
  expect(acme.status()).toBe(404);
  const beacon = await bea.page.request.get(`/v2/contractors/${casey}/payroll_methods`, {
    headers: { Authorization: bea.authorization },
  });
  expect(beacon.status()).toBe(404);
  await paula.page.goto(`/contractors/${wendy}`);
  await expect(paula.page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(panelOf(paula.page)).toHaveCount(0);

  for (const p of [ada, bea, paula]) await p.page.context().close();
});
