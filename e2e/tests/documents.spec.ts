/**
 * Documents (issue 15, decision 0070): Casey uploads a PDF on /contractor_documents (a file that is not one
 * is refused), Acme's owner finds it and opens it through a link of a few minutes for her alone — the tab
 * fetches the file endpoint and gets the same bytes — while Beacon's owner neither lists it nor opens it,
 * not even with Paula's link. The link's jwt expires five minutes after it was minted, and it stops working
 * as soon as Paula's session ends.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { answered } from '../support/ui';

const DOCUMENTS = /^\/v2\/contractor_documents$/;
/** A real (tiny) PDF: the API recognises documents by their bytes. */
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

const claimsOf = (fileUrl: string) =>
  JSON.parse(Buffer.from(new URL(fileUrl).searchParams.get('jwt')!.split('.')[1]!, 'base64url').toString()) as {
    iat: number;
    exp: number;
  };

test('a contractor uploads a PDF; its partner opens it through a short link; another partner cannot', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Work permit ${Date.now()}`;

  // 1. Casey uploads it: the demo's license is flagged as expiring, a text file named .pdf is refused.
  const casey = await signedIn(browser, 'contractor@demo.test');
  await casey.page.goto('/contractor_documents');
  await expect(casey.page.getByRole('heading', { name: 'Contractor Documents', level: 1 })).toBeVisible();
  const license = casey.page.getByRole('row').filter({ hasText: "Driver's license" });
  await expect(license.getByText(/^Expires in \d+ days$/)).toBeVisible();
  expect(await seriousViolations(casey.page)).toEqual([]);

  await casey.page.getByRole('button', { name: 'Upload document' }).click();
  const dialog = casey.page.getByRole('dialog', { name: 'Upload document' });
  await dialog.getByRole('textbox', { name: /^Document/ }).fill(name);
  await dialog.getByLabel(/^Expires on/).fill('2031-06-30');
  const file = dialog.locator('input[type="file"]');
  await file.setInputFiles({ name: 'permit.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  const refused = await answered(casey.page, 'POST', DOCUMENTS, () =>
    dialog.getByRole('button', { name: 'Upload' }).click(),
  );
  expect(refused.status()).toBe(422);
  await expect(dialog.getByText('Upload a PDF, PNG or JPEG file')).toBeVisible();
  expect(await seriousViolations(casey.page)).toEqual([]);
  await file.setInputFiles({ name: 'permit.pdf', mimeType: 'application/pdf', buffer: PDF });
  const uploaded = await answered(casey.page, 'POST', DOCUMENTS, () =>
    dialog.getByRole('button', { name: 'Upload' }).click(),
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const id = ((await uploaded.json()) as { data: { id: string } }).data.id;
  await expect(dialog).toBeHidden();
  await expect(casey.page.getByRole('row').filter({ hasText: name })).toContainText('permit.pdf · PDF');

  // 2. Acme's owner finds it under Casey and opens it: a new tab on the file endpoint, the same bytes.
  const paula = await signedIn(browser, 'partner@demo.test');
  await paula.page.goto('/contractor_documents');
  const row = paula.page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Casey Contractor');
  const tab = paula.page.context().waitForEvent('request', (r) => r.url().includes('/v2/files/'));
  const linked = await answered(paula.page, 'GET', /\/file_link$/, () =>
    row.getByRole('button', { name: `Open ${name}` }).click(),
  );
  const { file_url: fileUrl } = ((await linked.json()) as { data: { file_url: string } }).data;
  expect(fileUrl).toMatch(/\/v2\/files\/[0-9a-f-]{36}\?jwt=/);
  expect((await tab).url()).toBe(fileUrl);
  const opened = await paula.page.request.get(fileUrl);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toMatch(/^inline; filename="permit.pdf"/);
  expect(opened.headers()['cache-control']).toBe('no-store');
  expect(Buffer.from(await opened.body()).equals(PDF)).toBe(true);

  // The link lives five minutes from when it was minted.
  const { iat, exp } = claimsOf(fileUrl);
  expect(exp - iat).toBe(300);
  expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(300_000);

  // 3. Beacon's owner: not in its list, 404 by id, and Paula's link refused to its session.
  const bea = await signedIn(browser, 'partner2@demo.test');
  await bea.page.goto('/contractor_documents');
  await expect(bea.page.getByRole('heading', { name: 'Contractor Documents', level: 1 })).toBeVisible();
  await expect(bea.page.getByRole('row').filter({ hasText: 'Contractor agreement' })).toBeVisible();
  await expect(bea.page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  const byId = await bea.page.request.get(`/v2/contractor_documents/${id}`, {
    headers: { Authorization: bea.authorization },
  });
  expect(byId.status()).toBe(404);
  const stolen = await bea.page.request.get(fileUrl);
  expect(stolen.status()).toBe(403);

  // 4. When Paula's session ends, so does her link.
  const out = await paula.page.request.post('/v2/user/logout', { headers: { Authorization: paula.authorization } });
  expect(out.ok()).toBe(true);
  expect((await paula.page.request.get(fileUrl)).status()).toBe(401);

  for (const p of [casey, paula, bea]) await p.page.context().close();
});
