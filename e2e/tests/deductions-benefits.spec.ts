/**
 * Paycheck deductions and benefits (issue 13, decision 0052): an admin reads the demo's garnishment and loan,
 * adds an advance for Casey and stops it after giving a reason; Casey reads his benefits at
 * /contractor/benefits, is told his coverage has room for one spouse only, and removes and re-adds his
 * spouse as a dependent after confirming.
 */
import { expect, test } from '@playwright/test';
import { apiLogin, startSession } from '../support/auth';
import { demoUser } from '../support/demo-users';
import { answered, choose } from '../support/ui';

test('an admin reads deductions, adds an advance for a worker and stops it', async ({ page }) => {
  await startSession(page, await apiLogin(page.request, demoUser('admin').email));
  await page.goto('/paycheck_deductions');
  await expect(page.getByRole('heading', { name: 'Paycheck Deductions', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Child support (order CS-2026-0142)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Loan repayment: Relocation' })).toBeVisible();

  await page.getByRole('button', { name: 'New deduction' }).click();
  const dialog = page.getByRole('dialog', { name: 'New paycheck deduction' });
  await choose(page, dialog, 'Worker', /^Casey/);
  await choose(page, dialog, 'Kind', 'Advance');
  await dialog.getByRole('textbox', { name: /^Amount per paycheck/ }).fill('20.00');
  await dialog.getByRole('textbox', { name: /^Amount to repay/ }).fill('80.00');
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Tools');
  const created = await answered(page, 'POST', /^\/v2\/paycheck_deductions$/, () =>
    dialog.getByRole('button', { name: 'Add deduction' }).click(),
  );
  expect(created.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Advance repayment: Tools', level: 1 })).toBeVisible();
  await expect(page.getByText('No approved paycheck has taken it yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Stop deduction' }).click();
  const stop = page.getByRole('dialog', { name: 'Stop this deduction?' });
  await stop.getByRole('textbox').fill('Paid back in cash');
  const stopped = await answered(page, 'POST', /\/stop$/, () =>
    stop.getByRole('button', { name: 'Stop deduction' }).click(),
  );
  expect(stopped.status()).toBe(200);
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(page.getByText('Paid back in cash')).toBeVisible();
});

test('a contractor manages the dependents of its own benefits', async ({ page }) => {
  await startSession(page, await apiLogin(page.request, demoUser('contractor').email));
  await page.goto('/contractor/benefits');
  await expect(page.getByRole('heading', { name: 'Benefits', level: 1 })).toBeVisible();
  const vision = page.getByRole('region', { name: 'Staffwise Vision enrollment' });
  const dependents = vision.getByRole('table', { name: 'Dependents' });
  await expect(dependents).toContainText('Riley Morgan');

  // Employee + spouse coverage has room for one spouse: a second is refused with the reason.
  const visionForm = vision.getByRole('form', { name: 'Add a dependent' });
  await visionForm.getByRole('textbox', { name: /^First name/ }).fill('Sam');
  await visionForm.getByRole('textbox', { name: /^Last name/ }).fill('Morgan');
  await visionForm.getByLabel(/^Date of birth/).fill('1990-01-01');
  await choose(page, visionForm, 'Gender', 'Male');
  await choose(page, visionForm, 'Relationship', 'Domestic partner');
  const refused = await answered(page, 'POST', /^\/v2\/benefit_dependents$/, () =>
    visionForm.getByRole('button', { name: 'Add dependent' }).click(),
  );
  expect(refused.status()).toBe(422);
  await expect(visionForm.getByText('A spouse or domestic partner is already covered')).toBeVisible();

  // Remove Riley after confirming; then the same form adds Sam.
  await dependents.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Riley Morgan?' });
  const removed = await answered(page, 'DELETE', /^\/v2\/benefit_dependents\//, () =>
    confirm.getByRole('button', { name: 'Remove' }).click(),
  );
  expect(removed.status()).toBe(204);
  await expect(vision.getByText('Riley Morgan')).toHaveCount(0);
  const added = await answered(page, 'POST', /^\/v2\/benefit_dependents$/, () =>
    visionForm.getByRole('button', { name: 'Add dependent' }).click(),
  );
  expect(added.status()).toBe(201);
  await expect(vision.getByRole('table', { name: 'Dependents' })).toContainText('Sam Morgan');
});
