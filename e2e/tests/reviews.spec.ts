/**
 * Reviews (issue 15, decision 0075): Acme's recruiter writes a performance review of Casey on his
 * assignment on /reviews/create, saves it as a draft, and submits it from its page (asked first). She
 * wrote it, so she cannot decide it; Acme's owner approves it (asked first) and it is final. Beacon's
 * owner gets not-found for it, on the page and from the API. The pages pass axe's serious checks.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';

const RATINGS: [string | RegExp, string][] = [
  ['Quality of work', '5'],
  [/^Reliability/, '4'],
  ['Communication', '4'],
  ['Teamwork', '5'],
];

test('a partner writes and submits a review, the decision maker approves it, another partner cannot see it', async ({
  browser,
}) => {
  test.setTimeout(120_000);

  // 1. The recruiter writes the review on /reviews/create and saves a draft.
  const recruiter = await (await browser.newContext()).newPage();
  await startSession(recruiter, await apiLogin(recruiter.request, 'recruiter@demo.test'));
  await recruiter.goto('/reviews');
  await expect(recruiter.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await recruiter.getByRole('link', { name: 'New review' }).click();
  await expect(recruiter).toHaveURL(/\/reviews\/create$/);
  await recruiter.getByRole('combobox', { name: 'Review type' }).click();
  await recruiter.getByRole('option', { name: 'Quarterly performance review (Performance review)' }).click();
  await recruiter.getByRole('combobox', { name: 'Worker' }).click();
  await recruiter.getByRole('option', { name: 'Casey Contractor' }).click();
  await recruiter.getByRole('combobox', { name: 'Assignment' }).click();
  await recruiter
    .getByRole('option', { name: /at Globex Corporation/ })
    .first()
    .click();
  for (const [criterion, rating] of RATINGS)
    await recruiter.getByRole('radiogroup', { name: criterion }).getByRole('radio', { name: rating }).check();
  await recruiter.getByRole('textbox', { name: 'Comment on communication' }).fill('Clear weekly updates');
  await recruiter.getByRole('textbox', { name: 'Comments' }).fill('Reviewed in the browser journey.');
  expect(await seriousViolations(recruiter)).toEqual([]);
  await recruiter.getByRole('button', { name: 'Save draft' }).click();
  await expect(recruiter.getByText('Review saved')).toBeVisible();
  await expect(recruiter).toHaveURL(/\/reviews\/[0-9a-f-]{36}$/);
  const url = new URL(recruiter.url()).pathname;
  const id = url.split('/').pop()!;
  await expect(
    recruiter.getByRole('heading', { name: 'Quarterly performance review: Casey Contractor' }),
  ).toBeVisible();
  await expect(recruiter.getByText('Processing').first()).toBeVisible();

  // 2. She submits it from its page, asked first; she wrote it, so no decision buttons for her.
  await recruiter.getByRole('button', { name: 'Submit for approval' }).click();
  const submit = recruiter.getByRole('dialog', { name: 'Submit this review?' });
  await expect(submit).toBeVisible();
  expect(await seriousViolations(recruiter)).toEqual([]);
  await submit.getByRole('button', { name: 'Submit review' }).click();
  await expect(recruiter.getByText('Review submitted for approval')).toBeVisible();
  await expect(recruiter.getByText('Awaiting approval').first()).toBeVisible();
  await expect(recruiter.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // 3. Acme's owner approves it, asked first; it is final.
  const owner = await (await browser.newContext()).newPage();
  await startSession(owner, await apiLogin(owner.request, 'partner@demo.test'));
  await owner.goto(url);
  await expect(owner.getByRole('cell', { name: 'Clear weekly updates' })).toBeVisible();
  await expect(owner.getByText('Overall rating: 4.50')).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);
  await owner.getByRole('button', { name: 'Approve' }).click();
  const approve = owner.getByRole('dialog', { name: 'Approve this review?' });
  await approve.getByRole('button', { name: 'Approve review' }).click();
  await expect(owner.getByText('Review approved')).toBeVisible();
  await expect(owner.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(owner.getByRole('link', { name: 'Write a new review' })).toBeVisible();
  await owner.goto('/reviews?status=approved');
  await expect(owner.getByRole('row').filter({ hasText: 'Casey Contractor' }).first()).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);

  // 4. Beacon's owner: not found, on the page and from the API.
  const beacon = await (await browser.newContext()).newPage();
  const beaconToken = await apiLogin(beacon.request, 'partner2@demo.test');
  await startSession(beacon, beaconToken);
  await beacon.goto(url);
  await expect(beacon.getByText('Not Found').first()).toBeVisible();
  const res = await beacon.request.get(`/v2/reviews/${id}`, { headers: { Authorization: beaconToken } });
  expect(res.status()).toBe(404);
});

test('staff keep review types; a used type keeps its criteria', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await startSession(page, await apiLogin(page.request, 'admin@demo.test'));
  await page.goto('/review_types');
  await page.getByRole('link', { name: 'Quarterly performance review' }).click();
  await expect(page.getByText(/this type: its kind and criteria are frozen/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Criteria/ })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/review_types');
  await page.getByRole('button', { name: 'New review type' }).click();
  await expect(page.getByRole('dialog', { name: 'New review type' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
