/**
 * Reports (issue 17, decision 0088): Acme's owner runs the billing register from /reports, watches it go
 * from pending to Finished on its page (built in the background by the server's job), downloads the CSV,
 * and its total due equals the sum of the invoices list the same user sees. The catalogue offers the kinds of
 * decision 0099 (margin by placement and recruiter, compliance, taxes by jurisdiction); margin by placement
 * builds and downloads with its burden and recruiter columns.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';

/** Every invoice the caller sees (the list the report reads). */
async function invoices(request: import('@playwright/test').APIRequestContext, authorization: string) {
  const all: { currency: string; total_due: string }[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`/v2/invoices?per_page=200&page=${page}`, { headers: { authorization } });
    expect(res.ok()).toBe(true);
    const { data } = (await res.json()) as { data: { data: typeof all; total: number } };
    all.push(...data.data);
    if (all.length >= data.total || data.data.length === 0) return all;
  }
}

/** Cents, summed exactly: the CSV's money has two places. */
const cents = (v: string) => Math.round(Number(v) * 100);

test('a report is requested, progresses to Finished and its CSV totals the list', async ({ page }) => {
  const authorization = await apiLogin(page.request, 'partner@demo.test');
  await startSession(page, authorization);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Run Billing register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run billing register' });
  await dialog.getByRole('button', { name: 'Run report' }).click();

  // The report's page: pending or processing, then finished by the job.
  await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Billing register', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-status')).toHaveText('Finished', { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('billing_register.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
  const header = lines[0]!.split(',');
  const totals = lines.filter((l) => l.startsWith('Total,')).map((l) => l.split(','));
  expect(totals.length).toBeGreaterThan(0);

  const list = await invoices(page.request, authorization);
  for (const total of totals) {
    const currency = total[header.indexOf('Currency')]!;
    const expected = list.filter((i) => i.currency === currency).reduce((s, i) => s + cents(i.total_due), 0);
    expect(cents(total[header.indexOf('Total due')]!)).toBe(expected);
  }
  expect(lines.length - 1 - totals.length).toBe(list.length);
});

test('the catalogue offers margin by placement and recruiter, compliance and taxes by jurisdiction', async ({
  page,
}) => {
  const authorization = await apiLogin(page.request, 'partner@demo.test');
  await startSession(page, authorization);
  await page.goto('/reports');
  for (const label of [
    'Margin by placement',
    'Margin by recruiter',
    'Compliance status',
    'Tax liabilities by jurisdiction',
  ])
    await expect(page.getByRole('button', { name: `Run ${label}` })).toBeVisible();
  await page.getByRole('button', { name: 'Run Margin by placement' }).click();
  await page
    .getByRole('dialog', { name: 'Run margin by placement' })
    .getByRole('button', { name: 'Run report' })
    .click();
  await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Margin by placement', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-status')).toHaveText('Finished', { timeout: 20_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV' }).click(),
  ]);
  const header = (await readFile((await download.path())!, 'utf8')).split(/\r?\n/)[0]!.split(',');
  expect(header).toEqual(expect.arrayContaining(['Placement', 'Recruiter', 'Employer burden', 'Margin']));
});
