/**
 * Labor posters (issue 15, decision 0076): the admin uploads a Texas poster and a New York one on
 * /labor_posters (a file that is not a PDF is refused beside its field). Casey, who works in Austin, sees
 * the Texas posters and the federal one — the new one among them, opened through a short link that serves
 * the bytes uploaded — and neither New York's nor California's (404 by id too), and may not upload.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { answered } from '../support/ui';

const POSTERS = /^\/v2\/labor_posters$/;
/** A real (tiny) PDF: the API recognises posters by their bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; authorization: string }> {
  const page = await (await browser.newContext()).newPage();
  const authorization = await apiLogin(page.request, email);
  await startSession(page, authorization);
  return { page, authorization };
}

/** Uploads a US poster through the dialog; answers its id. */
async function upload(page: Page, title: string, state: string, file: { name: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Upload poster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload labor poster' });
  await dialog.getByRole('textbox', { name: /^Poster/ }).fill(title);
  await dialog.getByRole('combobox', { name: /^State/ }).fill(state);
  await page.getByRole('option', { name: state, exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'application/pdf' });
  const res = await answered(page, 'POST', POSTERS, () => dialog.getByRole('button', { name: 'Upload' }).click());
  return { res, dialog };
}

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

test("a worker sees the posters of its work location's state; staff upload them", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const texas = `Texas Workers' Compensation Notice ${stamp}`;
  const newYork = `New York Minimum Wage ${stamp}`;

  // 1. The admin uploads: a text file named .pdf is refused, then Texas's and New York's posters.
  const ada = await signedIn(browser, 'admin@demo.test');
  await ada.page.goto('/labor_posters');
  await expect(ada.page.getByRole('heading', { name: 'Labor Posters', level: 1 })).toBeVisible();
  await expect(row(ada.page, 'California Minimum Wage')).toBeVisible();
  const refused = await upload(ada.page, texas, 'Texas', { name: 'notice.pdf', buffer: Buffer.from('not a pdf') });
  expect(refused.res.status()).toBe(422);
  await expect(refused.dialog.getByText('Upload the poster as a PDF')).toBeVisible();
  await refused.dialog.locator('input[type="file"]').setInputFiles({
    name: 'notice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const tx = await answered(ada.page, 'POST', POSTERS, () =>
    refused.dialog.getByRole('button', { name: 'Upload' }).click(),
  );
  expect(tx.status(), await tx.text()).toBe(201);
  const texasId = ((await tx.json()) as { data: { id: string } }).data.id;
  await expect(refused.dialog).toBeHidden();
  await expect(row(ada.page, texas)).toContainText('notice.pdf');
  const ny = await upload(ada.page, newYork, 'New York', { name: 'ny-wage.pdf', buffer: PDF });
  expect(ny.res.status(), await ny.res.text()).toBe(201);
  const newYorkId = ((await ny.res.json()) as { data: { id: string } }).data.id;
  await expect(row(ada.page, newYork)).toBeVisible();
  expect(await seriousViolations(ada.page)).toEqual([]);

  // 2. Casey works in Austin: Texas's posters and the federal one, not New York's or California's.
  const casey = await signedIn(browser, 'contractor@demo.test');
  await casey.page.goto('/labor_posters');
  await expect(casey.page.getByRole('heading', { name: 'Labor Posters', level: 1 })).toBeVisible();
  await expect(casey.page.getByText('The workplace posters of the states and provinces where you work')).toBeVisible();
  await expect(row(casey.page, texas)).toBeVisible();
  await expect(row(casey.page, 'Texas Payday Law')).toBeVisible();
  await expect(row(casey.page, 'Employee Rights under the FLSA')).toBeVisible();
  await expect(row(casey.page, newYork)).toHaveCount(0);
  await expect(row(casey.page, 'California Minimum Wage')).toHaveCount(0);
  await expect(casey.page.getByRole('button', { name: 'Upload poster' })).toHaveCount(0);
  expect(await seriousViolations(casey.page)).toEqual([]);

  // He opens the new one: a short link of his own, serving the bytes the admin uploaded.
  const tab = casey.page.context().waitForEvent('request', (r) => r.url().includes('/v2/files/'));
  const linked = await answered(casey.page, 'GET', /\/v2\/labor_posters\/[0-9a-f-]+\/file_link$/, () =>
    row(casey.page, texas)
      .getByRole('button', { name: `Open ${texas}` })
      .click(),
  );
  expect(linked.status(), await linked.text()).toBe(200);
  const { file_url: fileUrl } = ((await linked.json()) as { data: { file_url: string } }).data;
  expect((await tab).url()).toBe(fileUrl);
  const served = await casey.page.request.get(fileUrl);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(PDF)).toBe(true);

  // Another state's poster is not there for him, by id either; uploading is staff's.
  const headers = { Authorization: casey.authorization };
  expect((await casey.page.request.get(`/v2/labor_posters/${newYorkId}`, { headers })).status()).toBe(404);
  expect((await casey.page.request.get(`/v2/labor_posters/${newYorkId}/file_link`, { headers })).status()).toBe(404);
  expect((await casey.page.request.get(`/v2/labor_posters/${texasId}`, { headers })).status()).toBe(200);
  const his = await casey.page.request.post('/v2/labor_posters', {
    headers,
    data: { title: 'Mine', country: 'US', region: 'TX', filename: 'x.pdf', content_base64: PDF.toString('base64') },
  });
  expect(his.status()).toBe(403);

  for (const p of [ada, casey]) await p.page.context().close();
});
