/**
 * Agreements (issue 15, decision 0069). Acme's owner sends Casey the platform's Remote Work Policy
 * Acknowledgement; Casey finds it on /agreements, reads it, ticks that she agrees and signs; the signed PDF
 * she downloads is byte for byte the record: its SHA-256 is the one the audit trail shows and the API keeps,
 * and its audit page names her signature. Acme's owner creates a draft from the UI, reads it, and voids it
 * only after confirming with a reason; /document_templates previews a template with sample values.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { choose } from '../support/ui';

const acmeOwner = demoUser('partner');
const casey = demoUser('contractor');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a worker signs an agreement and the signed PDF’s SHA-256 matches the audit record', async ({ page }) => {
  // Acme's owner sends the agreement (the API, as the New agreement dialog would).
  const owner = await apiLogin(page.request, acmeOwner.email);
  const headers = { Authorization: owner };
  const templates = await (await page.request.get('/v2/agreement_templates?search=Remote', { headers })).json();
  const template = templates.data.data[0];
  const contractors = await (await page.request.get('/v2/contractors?per_page=100', { headers })).json();
  const worker = contractors.data.data.find((c: { email: string }) => c.email === casey.email);
  const created = await page.request.post('/v2/agreements', {
    headers,
    data: { template_id: template.id, contractor_id: worker.id, send: true },
  });
  expect(created.status()).toBe(201);
  const sent = (await created.json()).data;

  const auth = await apiLogin(page.request, casey.email);
  await startSession(page, auth);
  await page.goto('/agreements?status=sent&sort=-created_at');
  const table = page.getByRole('table');
  // The first page of a fresh server takes longer to answer (its lazy chunks and the API's first queries).
  await expect(table).toBeVisible({ timeout: 30_000 });
  await table.getByRole('link', { name: 'Remote Work Policy Acknowledgement' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/agreements/${sent.id}$`));
  await expect(page.getByRole('heading', { name: 'Remote Work Policy Acknowledgement', level: 1 })).toBeVisible();
  const doc = page.getByRole('article', { name: /the document/ });
  await expect(doc).toContainText('between Acme Staffing and Casey Contractor');

  const sign = page.getByRole('button', { name: 'Sign', exact: true });
  await expect(sign).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: /I sign it electronically/ }).check();
  await sign.click();
  await expect(page.getByText('Agreement signed')).toBeVisible();

  const audit = page.getByRole('region', { name: 'Audit trail' });
  await expect(audit.getByRole('row').filter({ hasText: 'Casey Contractor' })).toContainText('Signer');
  await expect(page.getByTestId('document-sha256')).toHaveText(sent.document_hash);
  const recorded = (await page.getByTestId('signed-pdf-sha256').textContent())!.trim();
  expect(recorded).toMatch(/^[0-9a-f]{64}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download signed PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Remote-Work-Policy-Acknowledgement-signed.pdf');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(sha256(bytes)).toBe(recorded);
  // The API's record is the same hash.
  const record = (
    await (await page.request.get(`/v2/agreements/${sent.id}`, { headers: { Authorization: auth } })).json()
  ).data;
  expect(record.signed_pdf.sha256).toBe(recorded);
  expect(record.signatures[0]).toMatchObject({ role: 'signer', name: 'Casey Contractor' });
  expect(record.signatures[0].user_agent).toContain('Mozilla');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a partner owner drafts an agreement, reads it and voids it only after confirming; templates preview', async ({
  page,
}) => {
  await startSession(page, await apiLogin(page.request, acmeOwner.email));
  await page.goto('/agreements');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New agreement' });
  await choose(page, dialog, 'Template', /Remote Work Policy Acknowledgement/);
  await choose(page, dialog, 'Worker', 'Casey Contractor');
  await dialog.getByRole('checkbox', { name: 'Send to the worker for signature now' }).uncheck();
  await dialog.getByRole('button', { name: 'Create agreement' }).click();
  await expect(page).toHaveURL(/\/agreements\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: /the document/ })).toContainText('Casey Contractor');

  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Void this agreement?' });
  await expect(confirm.getByRole('button', { name: 'Void agreement' })).toBeDisabled();
  await confirm.getByRole('textbox', { name: /Reason/ }).fill('Drafted to try the screen');
  await confirm.getByRole('button', { name: 'Void agreement' }).click();
  await expect(page.getByText('Drafted to try the screen').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);

  await page.goto('/document_templates');
  await expect(page.getByRole('heading', { name: 'Document Templates', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Offer Letter', exact: true }).click();
  const editor = page.getByRole('dialog', { name: /Offer Letter/ });
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await editor.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(editor.getByTestId('template-preview')).toContainText('Dear Jordan,');
  expect(await seriousViolations(page)).toEqual([]);
});
