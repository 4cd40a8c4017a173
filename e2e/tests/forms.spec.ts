/**
 * Forms (issue 15, decision 0077): Acme's owner builds a form at /forms/new with a required field and a
 * choice, publishes it and assigns it to Casey from the form's page. Casey opens the link his e-mail
 * gives; sending without the required answer is refused, naming the field; he answers and sends. The
 * owner sees his submission, with its answers, on the form's page.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';
import { decodedMail, listMail } from '../support/outbox';

test('a partner builds and assigns a form; the contractor answers it; the partner sees the answers', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Site safety briefing ${Date.now().toString(36)}`;

  // 1. The builder: a required short text and a single choice, saved and published.
  const owner = await (await browser.newContext()).newPage();
  await startSession(owner, await apiLogin(owner.request, 'partner@demo.test'));
  await owner.goto('/forms/new');
  await expect(owner.getByRole('heading', { name: 'New form', level: 1 })).toBeVisible();
  await owner.getByRole('textbox', { name: /^Title/ }).fill(title);
  await owner.getByRole('textbox', { name: 'Section 1 title' }).fill('Before you start');
  await owner.getByRole('textbox', { name: 'Field 1 label' }).fill('Site supervisor');
  await owner.getByRole('switch', { name: 'Field 1 required' }).check();
  await owner.getByRole('button', { name: 'Add field to section 1' }).click();
  await owner.getByRole('textbox', { name: 'Field 2 label' }).fill('Hard hat size');
  await owner.getByRole('combobox', { name: 'Field 2 type' }).click();
  await owner.getByRole('option', { name: 'Single choice' }).click();
  await owner.getByRole('textbox', { name: 'Field 2 options' }).fill('S\nM\nL');
  await owner.getByRole('tab', { name: 'Preview' }).click();
  await expect(owner.getByRole('radio', { name: 'M' })).toBeVisible();
  await owner.getByRole('tab', { name: 'Build' }).click();
  await owner.getByRole('button', { name: 'Save and publish' }).click();
  await expect(owner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(owner.getByText('Published', { exact: true })).toBeVisible();
  const formPath = new URL(owner.url()).pathname;
  expect(formPath).toMatch(/^\/forms\/[0-9a-f-]{36}$/);

  // 2. Assigned to Casey from the form's page.
  await owner.getByRole('button', { name: 'Assign' }).click();
  const dialog = owner.getByRole('dialog', { name: `Assign ${title}` });
  await dialog.getByRole('textbox', { name: 'Find contractors and client users' }).fill('Casey');
  await dialog.getByRole('checkbox', { name: /Casey Contractor/ }).check();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(owner.getByText('Assigned to 1 person')).toBeVisible();

  // 3. Casey follows the e-mail's link.
  let link = '';
  await expect
    .poll(() => {
      const mail = listMail()
        .filter((m) => m.to.includes('contractor@demo.test'))
        .map((m) => decodedMail(m.body))
        .find((text) => text.includes(`"${title}" is waiting for your answers`));
      link = /https?:\/\/[^\s]+\/forms\/[0-9a-f-]{36}/.exec(mail ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect(new URL(link).pathname).toBe(formPath);
  const casey = await (await browser.newContext()).newPage();
  await startSession(casey, await apiLogin(casey.request, 'contractor@demo.test'));
  await casey.goto(formPath);
  await expect(casey.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Sending without the required answer is refused, naming the field.
  await casey.getByRole('radio', { name: 'L' }).check();
  await casey.getByRole('button', { name: 'Submit' }).click();
  await expect(casey.getByText('Site supervisor is required')).toBeVisible();
  await expect(
    casey.getByRole('alert').filter({ hasText: 'Some fields are missing or there are formatting issues' }),
  ).toBeVisible();
  expect(await seriousViolations(casey)).toEqual([]);

  await casey.getByRole('textbox', { name: 'Site supervisor' }).fill('Dana Foreman');
  await casey.getByRole('button', { name: 'Submit' }).click();
  await expect(casey.getByText('Answers sent')).toBeVisible();
  await expect(casey.getByText('Dana Foreman')).toBeVisible();

  // His list of forms shows it sent.
  await casey.goto('/forms');
  await expect(casey.getByRole('row').filter({ hasText: title })).toContainText('Submitted');

  // 4. The owner sees the submission with its answers.
  await owner.reload();
  const row = owner.getByRole('row').filter({ hasText: 'Casey Contractor' });
  await expect(row).toContainText('Dana Foreman');
  await expect(row).toContainText('L');
  await expect(owner.getByRole('tab', { name: 'Submissions (1)' })).toBeVisible();
});
