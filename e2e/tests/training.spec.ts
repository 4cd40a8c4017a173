/**
 * Training and the employee handbook (issue 15, decision 0076): Casey opens /training, finds Acme's
 * "Workplace safety basics" not started and marks it complete (after a confirmation); he opens the
 * employee handbook — the file he is served hashes to the version's SHA-256 — and acknowledges it; Acme's
 * owner then sees his completed course on /training and his acknowledgement (with that hash) on
 * /employee_handbook. Beacon's owner sees neither.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { answered } from '../support/ui';

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; authorization: string }> {
  const page = await (await browser.newContext()).newPage();
  const authorization = await apiLogin(page.request, email);
  await startSession(page, authorization);
  return { page, authorization };
}

test('a contractor completes a course and acknowledges the handbook; staff see both', async ({ browser }) => {
  test.setTimeout(120_000);

  // 1. Casey's training: Acme's course, not started; Mark complete asks first.
  const casey = await signedIn(browser, 'contractor@demo.test');
  await casey.page.goto('/training');
  await expect(casey.page.getByRole('heading', { name: 'Training', level: 1 })).toBeVisible();
  const course = casey.page.getByRole('row').filter({ hasText: 'Workplace safety basics' });
  await expect(course).toContainText('Not started');
  await expect(course).toContainText(/Due in \d+ days/);
  await expect(casey.page.getByRole('row').filter({ hasText: 'Anti-harassment training' })).toContainText('Completed');
  expect(await seriousViolations(casey.page)).toEqual([]);
  await course.getByRole('button', { name: 'Mark complete' }).click();
  const confirm = casey.page.getByRole('dialog', { name: 'Mark this course complete?' });
  await expect(confirm).toContainText('You confirm that you finished Workplace safety basics');
  const reported = await answered(casey.page, 'POST', /\/v2\/course_enrollments\/[0-9a-f-]+\/progress$/, () =>
    confirm.getByRole('button', { name: 'Mark complete' }).click(),
  );
  expect(reported.status(), await reported.text()).toBe(200);
  expect(((await reported.json()) as { data: { status: string } }).data.status).toBe('completed');
  await expect(confirm).toBeHidden();
  await expect(course).not.toContainText('Not started');
  await expect(course.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);

  // 2. The handbook: the file served is the version published (its SHA-256), then Acknowledge.
  await casey.page.goto('/contractor/employee_handbook');
  await expect(casey.page.getByRole('heading', { name: 'Employee Handbook', level: 1 })).toBeVisible();
  await expect(casey.page.getByText('Acme Staffing Employee Handbook')).toBeVisible();
  const mine = await casey.page.request.get('/v2/employee_handbook', {
    headers: { authorization: casey.authorization },
  });
  const { handbook } = ((await mine.json()) as { data: { handbook: { id: string; sha256: string } } }).data;
  const linked = await answered(casey.page, 'GET', /\/v2\/employee_handbook\/file_link$/, () =>
    casey.page.getByRole('button', { name: 'Open handbook' }).click(),
  );
  const { file_url: fileUrl } = ((await linked.json()) as { data: { file_url: string } }).data;
  const served = await casey.page.request.get(fileUrl);
  expect(served.status()).toBe(200);
  expect(
    createHash('sha256')
      .update(await served.body())
      .digest('hex'),
  ).toBe(handbook.sha256);
  expect(await seriousViolations(casey.page)).toEqual([]);

  await casey.page.getByRole('button', { name: 'Acknowledge' }).click();
  const ask = casey.page.getByRole('dialog', { name: 'Acknowledge the employee handbook?' });
  await expect(ask).toContainText('I have received and read Acme Staffing Employee Handbook');
  const acked = await answered(casey.page, 'POST', /\/v2\/employee_handbook\/acknowledge$/, () =>
    ask.getByRole('button', { name: 'Acknowledge' }).click(),
  );
  expect(acked.status(), await acked.text()).toBe(200);
  const ack = ((await acked.json()) as { data: { acknowledgement: { file_sha256: string } } }).data.acknowledgement;
  expect(ack.file_sha256).toBe(handbook.sha256);
  await expect(casey.page.getByText(/^Acknowledged .* \(version \d+\)$/)).toBeVisible();

  // 3. Acme's owner: Casey's course done on /training, his acknowledgement on /employee_handbook.
  const paula = await signedIn(browser, 'partner@demo.test');
  await paula.page.goto('/training?progress=done');
  await expect(paula.page.getByRole('heading', { name: 'Training', level: 1 })).toBeVisible();
  await expect(
    paula.page.getByRole('row').filter({ hasText: 'Workplace safety basics' }).filter({ hasText: 'Casey Contractor' }),
  ).toContainText('Completed');
  await paula.page.goto('/employee_handbook?tab=acknowledgements');
  await expect(paula.page.getByRole('heading', { name: 'Employee Handbook', level: 1 })).toBeVisible();
  const row = paula.page.getByRole('row').filter({ hasText: 'Casey Contractor' });
  await expect(row).toContainText('Acme Staffing Employee Handbook');
  await expect(row).toContainText(handbook.sha256.slice(0, 12));
  await expect(paula.page.getByRole('row').filter({ hasText: 'Nina Newhire' })).toBeVisible();
  expect(await seriousViolations(paula.page)).toEqual([]);

  // 4. Beacon's owner sees none of Acme's acknowledgements.
  const bea = await signedIn(browser, 'partner2@demo.test');
  const beacons = await bea.page.request.get('/v2/handbook_acknowledgements', {
    headers: { authorization: bea.authorization },
  });
  expect(beacons.status()).toBe(200);
  const names = ((await beacons.json()) as { data: { data: { contractor: { name: string } }[] } }).data.data.map(
    (a) => a.contractor.name,
  );
  expect(names).not.toContain('Casey Contractor');
});
