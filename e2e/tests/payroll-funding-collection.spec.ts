/**
 * A funding debit returned after the workers were paid (decision 0113), as the demo leaves it: Beacon's
 * September 14 run paid, its debit came back R01 days later and Beacon's owner collected it again. Her run page
 * shows the returned debit, the collection that settled and nothing owed (no button to press); an admin sees
 * the same run. Read-only: the spec changes no data.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';

const beaconOwner = demoUser('partner2');
const admin = demoUser('admin');

/** Beacon's run of the week of September 14, as Beacon's owner lists her runs (only Beacon's). */
async function septemberRun(request: APIRequestContext): Promise<string> {
  const auth = await apiLogin(request, beaconOwner.email);
  const res = await request.get('/v2/payroll_runs?per_page=100', { headers: { Authorization: auth } });
  expect(res.status()).toBe(200);
  const runs = ((await res.json()) as { data: { data: { id: string; period_start: string }[] } }).data.data;
  const run = runs.find((r) => r.period_start === '2026-09-14');
  expect(run, 'the demo seeds Beacon’s September 14 run').toBeTruthy();
  return run!.id;
}

for (const who of [beaconOwner, admin]) {
  test(`${who.email} reads a returned funding debit that was collected again`, async ({ page, request }) => {
    const runId = await septemberRun(request);
    const auth = await apiLogin(request, who.email);
    await startSession(page, auth);
    await page.goto(`/payroll_runs/${runId}`);
    const funding = page.getByRole('region', { name: 'Funding debit' });
    await expect(funding).toBeVisible({ timeout: 20_000 });
    await expect(funding.getByText('The funding debit was returned', { exact: true })).toBeVisible();
    await expect(funding.getByText(/after the workers were paid; USD [\d,.]+ was collected again on/)).toBeVisible();
    const collections = funding.getByRole('table', { name: 'Collections' });
    await expect(collections.getByRole('row')).toHaveCount(2);
    await expect(collections.getByRole('row').nth(1)).toContainText('Paid');
    // Nothing is owed: nothing to collect.
    await expect(funding.getByRole('button', { name: 'Collect again' })).toHaveCount(0);
    await expect(funding.getByRole('button', { name: 'Record as settled' })).toHaveCount(0);
  });
}
