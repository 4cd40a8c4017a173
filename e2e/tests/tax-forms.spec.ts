/**
 * Tax forms (decision 0064), the "Tax forms" section of /paychecks: Beacon's owner (Beacon runs its own
 * payroll: the demo paid Bruno, a 1099, in September) finds Bruno's 1099-NEC for the year — over the
 * $2,000 threshold, so not marked as under it — downloads its PDF, and downloads Beacon's Form 941 for the third quarter as
 * CSV, whose federal income tax and Social Security wages are the year's paychecks' as the API sums them;
 * Beacon's users get no EFW2 file (staff with sensitive access only), the admin does. Acme's owner (the
 * platform employs Acme's workers) sees Acme's workers' forms but no employer filings.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';

const admin = demoUser('admin');
const acmeOwner = demoUser('partner');
const beaconOwner = demoUser('partner2');
const YEAR = new Date().getFullYear();

test('a self-employer finds its worker’s 1099-NEC and downloads its quarter’s Form 941', async ({ page }) => {
  const auth = await apiLogin(page.request, beaconOwner.email);
  await startSession(page, auth);
  await page.goto('/paychecks');
  const section = page.getByRole('region', { name: 'Tax forms' });
  // The first page of a fresh server takes longer to answer (its lazy chunks and the API's first queries).
  await expect(section).toBeVisible({ timeout: 30_000 });
  const forms = section.getByRole('table', { name: 'Tax forms' });
  const bruno = forms.getByRole('row').filter({ hasText: 'Bruno Beaconworker' });
  await expect(bruno).toContainText('1099-NEC');
  // His two paid September weeks reach the $2,000 threshold: not marked as under it.
  await expect(bruno).not.toContainText('Under threshold');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    bruno.getByRole('button', { name: 'Download 1099-NEC of Bruno Beaconworker' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`1099_nec-${YEAR}-Bruno-Beaconworker.pdf`);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const filings = section.getByRole('region', { name: 'Filings of Beacon Talent' });
  await expect(filings).toBeVisible();
  await expect(filings.getByRole('button', { name: /EFW2/ })).toHaveCount(0);
  await filings.getByRole('combobox', { name: 'Quarter' }).click();
  await page.getByRole('option', { name: 'Q3' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    filings.getByRole('button', { name: 'Form 941 (quarter)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`form_941-${YEAR}-q3.csv`);
  const text = readFileSync((await csv.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe('Line,Amount');
  // The same file through the API: the browser saved what the API answers.
  const api = await page.request.get(
    `/v2/tax_forms/reports/form_941?year=${YEAR}&quarter=3&employer_key=${encodeURIComponent(
      (await (await page.request.get('/v2/user', { headers: { Authorization: auth } })).json()).data.partner.id,
    )}`,
    { headers: { Authorization: auth } },
  );
  expect(await api.text()).toBe(text);

  expect(await seriousViolations(page)).toEqual([]);
});

test('staff with sensitive access get the EFW2 download; a partner that does not employ gets no filings', async ({
  page,
}) => {
  await startSession(page, await apiLogin(page.request, admin.email));
  await page.goto('/paychecks');
  const section = page.getByRole('region', { name: 'Tax forms' });
  await expect(section.getByRole('region', { name: 'Filings of Beacon Talent' })).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('button', { name: 'EFW2 file (W-2s for the SSA)' }).first()).toBeVisible();

  await startSession(page, await apiLogin(page.request, acmeOwner.email));
  await page.goto('/paychecks');
  await expect(page.getByRole('region', { name: 'Tax forms' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: /Filings of/ })).toHaveCount(0);
});
