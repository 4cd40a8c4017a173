/**
 * Screening requirements and licenses on screen (issue 15, decisions 0073 and 0083): Acme's owner sets
 * what Stark Logistics' Logistics Consultant job requires (a drug test and a Forklift license) on the
 * Requirements tab, then tries to start Ian's pending assignment there from its page: the dialog lists why
 * not, as the server words it — his drug test is not approved, his Forklift certification has lapsed —
 * and the assignment stays pending. She removes the requirement (asked first) and sets the Forklift one
 * alone; the admin renews Ian's certification on /licenses with its scan attached (opened again through a
 * short link, the same bytes), and the assignment starts.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { idOf } from '../support/placement';
import { answered } from '../support/ui';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const requirementRow = (page: Page) =>
  page.getByRole('row').filter({ hasText: 'Stark Logistics' }).filter({ hasText: 'Logistics Consultant' });

async function setRequirements(page: Page, screenings: string[], licenses: string[]) {
  await page.getByRole('button', { name: 'Set requirements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set requirements' });
  await dialog.getByRole('combobox', { name: /^Client/ }).fill('Stark');
  await page.getByRole('option', { name: 'Stark Logistics', exact: true }).click();
  await dialog.getByRole('combobox', { name: /^Job/ }).click();
  await page.getByRole('option', { name: 'Logistics Consultant', exact: true }).click();
  for (const s of screenings) {
    // The pills' box lies over the MultiSelect's input: a user's click lands on it, which opens the list.
    await dialog.getByRole('combobox', { name: /^Screenings required/ }).click({ force: true });
    await page.getByRole('option', { name: s, exact: true }).click();
  }
  for (const l of licenses) {
    await dialog.getByLabel(/^Licenses required/).fill(l);
    await dialog.getByLabel(/^Licenses required/).press('Enter');
  }
  const saved = await answered(page, 'PUT', /^\/v2\/screening_configs$/, () =>
    dialog.getByRole('button', { name: 'Save' }).click(),
  );
  expect(saved.status(), await saved.text()).toBe(200);
  await expect(dialog).toBeHidden();
}

test('requirements set on screen block an assignment’s start with the reasons; removed and renewed, it starts', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  const paula = await apiLogin(page.request, 'partner@demo.test');
  const as = { headers: { Authorization: paula } };
  const stark = await idOf(page.request, paula, '/v2/clients?search=Stark', (c) => c.name === 'Stark Logistics');
  const ian = await idOf(page.request, paula, '/v2/contractors?search=Ian', (c) => c.first_name === 'Ian');
  const job = await idOf(page.request, paula, '/v2/jobs', (j) => j.title === 'Logistics Consultant');
  const location = await idOf(page.request, paula, '/v2/work_locations', (l) => l.name === 'Stark Midtown');
  const created = await page.request.post('/v2/assignments', {
    ...as,
    data: {
      client_id: stark,
      contractor_id: ian,
      job_id: job,
      work_location_id: location,
      start_date: new Date().toISOString().slice(0, 10),
      rates: { pay_rate: '31', bill_rate: '45' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const assignment = ((await created.json()) as { data: { id: string } }).data.id;
  await startSession(page, paula);

  // 1. The job's requirements, set on the Requirements tab.
  await page.goto('/screenings?tab=requirements');
  await expect(page.getByRole('heading', { name: 'Screenings', level: 1 })).toBeVisible();
  await setRequirements(page, ['Drug test'], ['Forklift']);
  await expect(requirementRow(page)).toContainText('Drug test');
  await expect(requirementRow(page)).toContainText('Forklift');
  expect(await seriousViolations(page)).toEqual([]);

  // 2. Starting the assignment from its page: refused, each reason listed; it stays pending.
  await page.goto(`/assignments/${assignment}`);
  await page.getByRole('button', { name: 'Start assignment' }).click();
  const ask = page.getByRole('dialog', { name: 'Start assignment?' });
  await expect(ask).toContainText('The screenings and licenses the client requires are checked first.');
  const refused = await answered(page, 'PATCH', new RegExp(`^/v2/assignments/${assignment}$`), () =>
    ask.getByRole('button', { name: 'Start assignment' }).click(),
  );
  expect(refused.status()).toBe(422);
  const alert = ask.getByRole('alert');
  await expect(alert).toContainText('The assignment cannot start yet');
  await expect(alert.getByRole('listitem').filter({ hasText: 'A drug test is required by this client' })).toHaveText(
    /before the assignment starts; the worker's is (awaiting approval|processing|pending|rejected|failed)$/,
  );
  await expect(alert.getByRole('listitem').filter({ hasText: 'Forklift' })).toHaveText(
    /^The worker's Forklift license has lapsed \(expired \d{4}-\d{2}-\d{2}\): renew it before the assignment starts$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await ask.locator('button', { hasText: 'Close' }).click();
  await expect(ask).toBeHidden();
  const still = await page.request.get(`/v2/assignments/${assignment}`, as);
  expect(((await still.json()) as { data: { status: string } }).data.status).toBe('pending');

  // 3. The requirement removed (asked first), then the Forklift license alone required.
  await page.goto('/screenings?tab=requirements');
  await requirementRow(page).getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove these requirements?' });
  await expect(remove).toContainText('Stark Logistics — Logistics Consultant will no longer require');
  const removed = await answered(page, 'DELETE', /^\/v2\/screening_configs\/[0-9a-f-]+$/, () =>
    remove.getByRole('button', { name: 'Remove' }).click(),
  );
  expect(removed.status()).toBe(204);
  await expect(requirementRow(page)).toHaveCount(0);
  await setRequirements(page, [], ['Forklift']);
  await expect(requirementRow(page)).toContainText('Forklift');
  await expect(requirementRow(page)).not.toContainText('Drug test');

  // 4. The admin (/licenses is staff's page) renews Ian's Forklift certification, its scan attached and
  //    opened again through a short link.
  const admin = await (await browser.newContext()).newPage();
  await startSession(admin, await apiLogin(admin.request, 'admin@demo.test'));
  await admin.goto('/licenses');
  const license = admin.getByRole('row').filter({ hasText: 'Ian Independent' }).filter({ hasText: 'Forklift' });
  await expect(license).toContainText('Expired');
  await license.getByRole('button', { name: "Edit Ian Independent's Forklift license" }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit license' });
  const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await edit.getByLabel(/^Expires on/).fill(nextYear);
  await edit
    .locator('input[type="file"]')
    .setInputFiles({ name: 'forklift.pdf', mimeType: 'application/pdf', buffer: PDF });
  const patched = await answered(admin, 'PATCH', /^\/v2\/licenses\/[0-9a-f-]+$/, () =>
    edit.getByRole('button', { name: 'Save license' }).click(),
  );
  expect(patched.status(), await patched.text()).toBe(200);
  const renewed = ((await patched.json()) as { data: { expires_on: string; document: { filename: string } } }).data;
  expect(renewed).toMatchObject({ expires_on: nextYear, document: { filename: 'forklift.pdf' } });
  await expect(edit).toBeHidden();
  await expect(license).not.toContainText('Expired');
  const linked = await answered(admin, 'GET', /^\/v2\/licenses\/[0-9a-f-]+\/file_link$/, () =>
    license.getByRole('button', { name: "Open Ian Independent's Forklift license document" }).click(),
  );
  const { file_url: fileUrl } = ((await linked.json()) as { data: { file_url: string } }).data;
  const served = await admin.request.get(fileUrl);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(PDF)).toBe(true);
  expect(await seriousViolations(admin)).toEqual([]);

  // 5. Nothing left in the way: the assignment starts from its page.
  await page.goto(`/assignments/${assignment}`);
  await page.getByRole('button', { name: 'Start assignment' }).click();
  const again = page.getByRole('dialog', { name: 'Start assignment?' });
  const started = await answered(page, 'PATCH', new RegExp(`^/v2/assignments/${assignment}$`), () =>
    again.getByRole('button', { name: 'Start assignment' }).click(),
  );
  expect(started.status(), await started.text()).toBe(200);
  await expect(again).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start assignment' })).toHaveCount(0);
  expect(((await started.json()) as { data: { status: string } }).data.status).toBe('live');

  // Ended again, so journeys that look for Ian's seeded live placement at Stark do not find this one.
  const ended = await page.request.post(`/v2/assignments/${assignment}/end`, {
    ...as,
    data: { end_date: new Date().toISOString().slice(0, 10), reason: 'Placed only to show the start check' },
  });
  expect(ended.status(), await ended.text()).toBe(200);

  for (const p of [page, admin]) await p.context().close();
});
