/**
 * Issue 15 (decision 0079): /i9_forms shows what is due. A new W-2 hire of Acme started a month ago and
 * signed section 1 as a noncitizen whose work authorization expires in two months: the admin (a document
 * verifier by section 6) finds the form among the overdue ones with its due date — three business days
 * after the start — completes section 2 and sees it leave the due list; the authorization is then due for
 * re-verification, which the admin records through the dialog, and it leaves that list too.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { section2DueOn } from '@app/domain';
import { apiLogin, signIn } from '../support/auth';
import { bodyRows, chooseOption, filterBar, listSettled } from '../support/data-list';
import { shownDate } from '../support/format';
import { newAcmeContractor, submitThroughApi, type MadeContractor } from '../support/onboarding';
import { idOf } from '../support/placement';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysFromToday = (n: number) => isoDay(new Date(Date.now() + n * 86_400_000));

/** A pending assignment of the hire on Globex's W-2 Software Developer job, from `startDate`. */
async function placeOnW2Job(request: APIRequestContext, hire: MadeContractor, startDate: string) {
  const admin = await apiLogin(request, 'admin@demo.test');
  const clientId = await idOf(request, admin, '/v2/clients', (c) => c.name === 'Globex Corporation');
  const contractorId = await idOf(request, admin, '/v2/contractors', (c) => c.email === hire.email);
  const jobId = await idOf(request, admin, '/v2/jobs', (j) => j.title === 'Software Developer');
  const workLocationId = await idOf(request, admin, '/v2/work_locations', (w) => w.name === 'Globex Austin HQ');
  const created = await request.post('/v2/assignments', {
    headers: { Authorization: admin },
    data: {
      client_id: clientId,
      contractor_id: contractorId,
      job_id: jobId,
      work_location_id: workLocationId,
      start_date: startDate,
      rates: { pay_rate: '30.00', bill_rate: '50.00' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('a document verifier sees a due I-9, completes section 2 and it leaves the due list; then re-verifies the expiring authorization', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const hire = await newAcmeContractor(page.request, 'Olga', 'w-2');
  const lastName = hire.name.split(' ')[1]!;
  const start = daysFromToday(-30);
  const expires = daysFromToday(60);
  await placeOnW2Job(page.request, hire, start);
  await submitThroughApi(page.request, hire, 'form_i9', {
    last_name: lastName,
    first_name: 'Olga',
    address_line_1: '12 River Rd',
    city: 'Austin',
    state: 'TX',
    zipcode: '78704',
    date_of_birth: '1990-05-14',
    ssn: '219-09-9998',
    citizenship_status: 'authorized_alien',
    uscis_number: 'A123456789',
    work_authorization_expires: expires,
    attestation: true,
    signature: hire.name,
  });

  await signIn(page, 'admin@demo.test', '/admin/dashboard');
  await page.goto(`/i9_forms?status=overdue&search=${lastName}`);
  await expect(page.getByRole('heading', { name: 'I9 Forms', level: 1 })).toBeVisible();
  await listSettled(page);
  const row = bodyRows(page).filter({ hasText: hire.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(shownDate(start));
  await expect(row).toContainText(shownDate(section2DueOn(start)));
  await expect(row).toContainText('Overdue');
  await expect(row).toContainText(shownDate(expires));

  await row.getByRole('link', { name: hire.name }).click();
  await expect(page.getByRole('heading', { name: `Form I-9: ${hire.name}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`section 2 due ${shownDate(section2DueOn(start))}`)).toBeVisible();
  await expect(page.getByText('Complete section 2 before re-verifying the work authorization.')).toBeVisible();
  await expect(page.getByText('***-**-9998')).toBeVisible();
  await page.getByRole('textbox', { name: 'Document title' }).fill('Employment Authorization Document');
  await page.getByRole('textbox', { name: 'Issuing authority' }).fill('USCIS');
  await page.getByRole('textbox', { name: 'Document number' }).fill('EAD5550123');
  await page.getByLabel('First day of employment').fill(start);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('HR Manager');
  await page.getByRole('textbox', { name: 'Employer business name' }).fill('Staffwise EOR');
  await page.getByRole('checkbox', { name: /I attest that I examined the documents/ }).check();
  await page.getByRole('button', { name: 'Complete section 2' }).click();
  await expect(page.getByText('List A: Employment Authorization Document, USCIS, ****0123')).toBeVisible();
  await expect(page.getByText(/^Verified by Ada Admin \(HR Manager, Staffwise EOR\)/)).toBeVisible();
  await expect(page.getByText('Re-verification due')).toBeVisible();

  // Off the due list: nothing of hers is due any more.
  await page.goto(`/i9_forms?status=due&search=${lastName}`);
  await expect(page.getByText('No forms match these filters')).toBeVisible();
  await chooseOption(page, filterBar(page, 'forms'), 'Show', 'Section 2 completed');
  await listSettled(page);
  await expect(bodyRows(page).filter({ hasText: hire.name })).toContainText('Complete');

  // The authorization expires within 90 days: re-verify it with a new document and expiry.
  await chooseOption(page, filterBar(page, 'forms'), 'Show', 'Re-verification due');
  await listSettled(page);
  const due = bodyRows(page).filter({ hasText: hire.name });
  await expect(due).toContainText('Re-verify');
  await due.getByRole('link', { name: hire.name }).click();
  await page.getByRole('button', { name: 'Re-verify work authorization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-verify work authorization' });
  const renewed = daysFromToday(730);
  await dialog.getByRole('textbox', { name: 'Document title' }).fill('Employment Authorization Document');
  await dialog.getByRole('textbox', { name: 'Issuing authority' }).fill('USCIS');
  await dialog.getByRole('textbox', { name: 'Document number' }).fill('EAD5550999');
  await dialog.getByLabel('Document expiration date').fill(renewed);
  await dialog.getByLabel('New authorization expiry').fill(renewed);
  await dialog.getByRole('checkbox', { name: /I attest that I examined the document/ }).check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog).toContainText(`now expires ${shownDate(renewed)}`);
  await dialog.getByRole('button', { name: 'Record re-verification' }).click();
  await expect(page.getByText('Re-verification recorded')).toBeVisible();
  // The closing dialog shows its first step again for a moment ("Current authorization expires …").
  await expect(dialog).toBeHidden();
  const history = page.getByRole('table', { name: 'Re-verifications' });
  await expect(history).toContainText('List A: Employment Authorization Document, USCIS, ****0999');
  await expect(history).toContainText(shownDate(expires));
  await expect(page.getByText(`Expires ${shownDate(renewed)}`, { exact: true })).toBeVisible();

  await page.goto(`/i9_forms?status=reverification_due&search=${lastName}`);
  await expect(page.getByText('No forms match these filters')).toBeVisible();
});
