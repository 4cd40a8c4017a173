/**
 * Spec section 4: a contractor with onboarding left lands on /onboard/contractor, sees the steps
 * with the current one marked, and may skip for five minutes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ONBOARDING_STEP_TITLES } from '@app/domain';
import { apiLogin, currentUser, loginThroughForm, pathOf, signIn } from '../support/auth';
import { seriousViolations } from '../support/a11y';
import { demoUser } from '../support/demo-users';
import { mainNav } from '../support/nav';
import {
  acceptStep,
  expectNext,
  fillI9,
  fillW4,
  newAcmeContractor,
  submitStep,
  submitThroughApi,
  verifyIdentity,
  type MadeContractor,
} from '../support/onboarding';
import { mailSnapshot, waitForMailedLink, waitForVerificationCode } from '../support/outbox';

const newhire = demoUser('newhire');

test('newhire sees the onboarding steps and "Skip for now" keeps them on the dashboard for a while', async ({
  page,
}) => {
  // The steps the API requires of Nina, in order: the page must show these.
  const me = await currentUser(page.request, await apiLogin(page.request, newhire.email));
  const { required, completed } = me.requirements;
  expect(required[0], 'Form W-4 is the first required step').toBe('form_w4');
  expect(completed).toEqual([]);
  const titles = required.map((step) => ONBOARDING_STEP_TITLES[step]);

  await loginThroughForm(page, newhire.email);
  await page.waitForURL((url) => url.pathname === '/onboard/contractor');
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
  await expect(page.getByText(`Welcome, ${newhire.firstName}. Form W-4 is your next step.`)).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);

  // A compact progress line over the form; every step, in order, on demand: Form W-4 first and current.
  await expect(page.getByText(`Step 1 of ${titles.length}: Form W-4`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Form W-4', level: 2 })).toBeInViewport();
  await page.getByRole('button', { name: 'Show all steps' }).click();
  const stepper = page.getByLabel('Onboarding steps');
  await expect(stepper).toBeVisible();
  const steps = stepper.getByRole('button');
  await expect(steps).toHaveCount(titles.length);
  for (const [i, title] of titles.entries()) {
    await expect(steps.nth(i)).toContainText(title);
    await expect(steps.nth(i)).toContainText(i === 0 ? 'Current step' : 'To do');
  }
  await expect(stepper.getByText('Current step', { exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => url.pathname === '/contractor/dashboard');
  await expect(mainNav(page)).toBeVisible();
  // The way back: a banner naming the next step, and the first entry of the menu.
  await expect(
    page.getByText(`Your onboarding is not finished: ${titles.length} steps left, Form W-4 next.`),
  ).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Resume onboarding' })).toHaveAttribute(
    'href',
    '/onboard/contractor',
  );
  await expect(
    page.getByRole('banner').getByRole('button', { name: `${newhire.firstName} ${newhire.lastName}` }),
  ).toBeVisible();

  // Within the five minutes a reload does not send them back to onboarding.
  await page.reload();
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(pathOf(page)).toBe('/contractor/dashboard');
});

test('a partner sees the new hire stuck on Form W-4; she completes every step in the browser and lands on her dashboard', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // Acme's owner sees Nina on /onboarding, on her first step.
  const staff = await browser.newPage();
  await loginThroughForm(staff, 'partner@demo.test');
  await staff.waitForURL((url) => url.pathname === '/partner/dashboard');
  await staff.goto('/onboarding');
  await expect(staff.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
  const ninaRow = staff.getByRole('row', { name: /Nina Newhire/ });
  await expect(ninaRow).toContainText('Form W-4');
  await expect(ninaRow).toContainText('0 of 9');
  await staff.close();

  await loginThroughForm(page, newhire.email);
  await page.waitForURL((url) => url.pathname === '/onboard/contractor');
  // A submit with nothing filled in: the summary lists what is wrong and focus lands on the first field,
  // where she types without reaching for the mouse.
  await page.getByRole('button', { name: 'Submit and continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Some fields are missing' });
  await expect(summary.getByRole('button', { name: 'Social security number' })).toBeVisible();
  await expect(page.getByLabel('Social security number')).toBeFocused();
  await page.keyboard.type('345-67-8901');
  await fillW4(page, '345-67-8901', 'Nina Newhire');
  await expectNext(page, 'Form I-9');
  // The I-9 opens with what the W-4 gave (decision 0107): her names, and the SSN as on file, used unless
  // she types another; the number itself is never on the page.
  await expect(page.getByRole('textbox', { name: 'First name (given name)' })).toHaveValue('Nina');
  await expect(page.getByRole('textbox', { name: 'Last name (family name)' })).toHaveValue('Newhire');
  await expect(page.getByRole('radiogroup', { name: 'SSN on file ending 8901' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Use the SSN on file' })).toBeChecked();
  await expect(page.getByLabel('Social security number')).toHaveCount(0);
  await fillI9(page, '1998-01-20', 'Nina Newhire');
  await expectNext(page, 'Timekeeping Policy');

  await expect(page.getByText(/record all time worked accurately/)).toBeVisible();
  await acceptStep(page, 'Timekeeping Policy');
  await expectNext(page, 'Confidentiality Agreement');
  await acceptStep(page, 'Confidentiality Agreement');
  await expectNext(page, 'EEO Self-Identification');

  await page.getByRole('checkbox', { name: 'I do not wish to self-identify' }).check();
  await submitStep(page);
  await expectNext(page, 'Benefits Selection');

  await page.getByRole('radio', { name: /Acme Silver PPO/ }).check();
  await page.getByRole('button', { name: 'Enroll' }).click();
  await expectNext(page, 'Background Check Authorization');
  await acceptStep(page, 'Background Check Authorization');
  await expectNext(page, 'Identity Verification');

  // The identity check opens with the date of birth her I-9 gave.
  await expect(page.getByLabel('Date of birth')).toHaveValue('1998-01-20');
  await verifyIdentity(page, '1998-01-20');
  await expectNext(page, 'Final Acknowledgement');
  await acceptStep(page, 'Final Acknowledgement');

  // Acme has a redirect URL: offered in a new tab after a confirmation; she stays here.
  await expect(page.getByText('Continue to acme-staffing.example in a new tab?')).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.waitForURL((url) => url.pathname === '/contractor/dashboard');
  // The toast (the onboarding page may still show the same words while the dashboard loads).
  await expect(
    page.getByRole('alert').filter({ hasText: `Congratulations ${newhire.firstName}, your onboarding is complete!` }),
  ).toBeVisible();
  await expect(mainNav(page)).toBeVisible();

  const token = await apiLogin(page.request, newhire.email);
  const me = await currentUser(page.request, token);
  expect(me.requirements.completed).toEqual(me.requirements.required);
  // The server copied the W-4's SSN into her I-9 (shown back masked only).
  const i9 = await page.request.get('/v2/onboarding/steps/form_i9', { headers: { Authorization: token } });
  expect((await i9.json()).data.answers.ssn).toBe('***-**-8901');
});

test('a 1099 contractor created by the partner gives a W-9 and the contractor agreement, then lands on the dashboard', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = `indie.${Date.now()}@example.test`;
  const before = mailSnapshot();
  const partnerToken = await apiLogin(page.request, 'partner@demo.test');
  const created = await page.request.post('/v2/contractors', {
    headers: { Authorization: partnerToken },
    data: { first_name: 'Ivy', last_name: 'Indie', email, classification: 'independent_contractor' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = await waitForMailedLink(email, '/forgot_password', before);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const reset = await page.request.post('/v2/user/reset-password', { data: { token, password: 'ivy-password-1' } });
  expect(reset.status()).toBe(200);

  await loginThroughForm(page, email, { password: 'ivy-password-1' });
  await page.waitForURL((url) => url.pathname === '/onboard/contractor');
  await expect(page.getByText('Welcome, Ivy. Form W-9 is your next step.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Federal tax classification' }).click();
  await page.getByRole('option', { name: 'Individual/sole proprietor', exact: true }).click();
  await page.getByRole('textbox', { name: 'Street address' }).fill('5 Hudson St');
  await page.getByRole('textbox', { name: 'City' }).fill('New York');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'New York', exact: true }).click();
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('10013');
  await page.getByRole('radio', { name: 'SSN' }).check();
  await page.getByLabel(/^Taxpayer identification number\s*\*?$/).fill('219-09-9998');
  await page.getByRole('checkbox', { name: /Under penalties of perjury/ }).check();
  await page.getByRole('textbox', { name: 'Signature' }).fill('Ivy Indie');
  await page.getByRole('button', { name: 'Submit and continue' }).click();
  await expect(page.getByText('Independent Contractor Agreement is next').first()).toBeVisible();

  await page.getByRole('checkbox', { name: 'I have read and accept the Independent Contractor Agreement' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByText('Identity Verification is next').first()).toBeVisible();

  await page.getByLabel('Date of birth').fill('1990-06-15');
  await page.getByRole('combobox', { name: 'Identity document' }).click();
  await page.getByRole('option', { name: 'Passport', exact: true }).click();
  await page.getByRole('textbox', { name: 'Document number' }).fill('X12345678');
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByText('Final Acknowledgement is next').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and accept the Final Acknowledgement' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();

  await page.getByRole('button', { name: 'Not now' }).click();
  await page.waitForURL((url) => url.pathname === '/contractor/dashboard');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Congratulations Ivy, your onboarding is complete!' }),
  ).toBeVisible();

  // Her click-throughs are agreements she signed (decision 0084): on /agreements with the signed PDF, whose
  // SHA-256 is the one the audit trail shows.
  await page.goto('/agreements?status=signed');
  const table = page.getByRole('table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('link', { name: 'Final Acknowledgement' })).toBeVisible();
  await table.getByRole('link', { name: 'Independent Contractor Agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Independent Contractor Agreement', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: /the document/ })).toContainText('independent contractor');
  const audit = page.getByRole('region', { name: 'Audit trail' });
  await expect(audit.getByRole('row').filter({ hasText: 'Ivy Indie' })).toContainText('Signer');
  const recorded = (await page.getByTestId('signed-pdf-sha256').textContent())!.trim();
  expect(recorded).toMatch(/^[0-9a-f]{64}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download signed PDF' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(recorded);
  expect(await seriousViolations(page)).toEqual([]);

  // Acme's owner sees it among Acme's agreements; Beacon's owner never does.
  const id = new URL(page.url()).pathname.split('/').pop();
  const owner = await apiLogin(page.request, 'partner@demo.test');
  const seen = await page.request.get(`/v2/agreements/${id}`, { headers: { Authorization: owner } });
  expect(seen.status()).toBe(200);
  expect((await seen.json()).data.signed_pdf.sha256).toBe(recorded);
  const beacon = await apiLogin(page.request, 'partner2@demo.test');
  expect((await page.request.get(`/v2/agreements/${id}`, { headers: { Authorization: beacon } })).status()).toBe(404);
});

// The staff screens below work on people made for the test (never Nina, whom the tests above onboard).

async function acceptThroughApi(request: APIRequestContext, who: MadeContractor, slug: string) {
  const step = await request.get(`/v2/onboarding/steps/${slug}`, { headers: { Authorization: who.authorization } });
  const { agreement } = (await step.json()).data as { agreement: { text_hash: string } };
  await submitThroughApi(request, who, slug, { accepted: true, text_hash: agreement.text_hash });
}

const IDENTITY = { date_of_birth: '1991-03-09', document_type: 'passport', document_number: 'X76543210' };

test('admin finds a new W-2 hire on /onboarding and approves the identity under review', async ({ page }) => {
  test.setTimeout(120_000);
  const hire = await newAcmeContractor(page.request, 'Vera', 'w-2');
  // The sandbox provider sends last name "Review" to staff.
  await submitThroughApi(page.request, hire, 'verification', {
    ...IDENTITY,
    legal_first_name: 'Vera',
    legal_last_name: 'Review',
  });

  await signIn(page, 'admin@demo.test', '/admin/dashboard');
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(hire.email);
  const onboardingRow = page.getByRole('row').filter({ hasText: hire.email });
  await expect(onboardingRow).toContainText('Form W-4');
  await expect(onboardingRow).toContainText('Acme Staffing');

  await page.goto(`/verifications?search=${encodeURIComponent(hire.email)}`);
  await expect(page.getByRole('heading', { name: 'Verifications', level: 1 })).toBeVisible();
  const verificationRow = page.getByRole('row').filter({ hasText: hire.email });
  await expect(verificationRow).toContainText('Awaiting approval');
  await verificationRow.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve verification' });
  await expect(confirm).toContainText(`Approve the identity of ${hire.name}?`);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Verification approved')).toBeVisible();
  await expect(verificationRow).toContainText('Approved');
  await expect(verificationRow).toContainText('Ada Admin');
});

test('admin sees live placements waiting on onboarding on /admin/assignments', async ({ page }) => {
  const authorization = await apiLogin(page.request, 'admin@demo.test');
  const res = await page.request.get('/v2/onboarding_status/assignments?sort=contractor', {
    headers: { Authorization: authorization },
  });
  const rows = (await res.json()).data.data as { contractor: { name: string }; client: { name: string } }[];
  // Seeded contractors with live assignments and no account stay on this list whatever other tests do.
  expect(rows.length, 'seeded placements waiting on onboarding').toBeGreaterThan(0);
  const first = rows[0]!;

  await signIn(page, 'admin@demo.test', '/admin/dashboard');
  await page.goto('/admin/assignments?status=live&sort=contractor');
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: first.contractor.name }).first();
  await expect(row).toContainText(first.client.name);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-contractor-anywhere');
  await expect(page.getByText(/No placements/i)).toBeVisible();
});

test("a recruiter reads Acme's partner services agreement but only the owner may accept it", async ({ page }) => {
  await signIn(page, 'recruiter@demo.test', '/partner/dashboard');
  await page.goto('/partner_services_agreement');
  await expect(page.getByRole('heading', { name: 'Partner Services Agreement', level: 1 })).toBeVisible();
  await expect(page.getByText(/Acme Staffing · version/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I accept the/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
});

test('a contractor adds a direct deposit account, and changing it asks for the e-mailed code', async ({ page }) => {
  test.setTimeout(120_000);
  const ivan = await newAcmeContractor(page.request, 'Ivan', 'independent_contractor');
  await submitThroughApi(page.request, ivan, 'w9', {
    name: ivan.name,
    tax_classification: 'individual',
    address_line_1: '5 Hudson St',
    city: 'New York',
    state: 'NY',
    zipcode: '10013',
    tin_type: 'ssn',
    tin: '219-09-9997',
    certification: true,
    signature: ivan.name,
  });
  await acceptThroughApi(page.request, ivan, 'contractor_1099_agreement_clickthru');
  await submitThroughApi(page.request, ivan, 'verification', {
    ...IDENTITY,
    legal_first_name: 'Ivan',
    legal_last_name: ivan.name.split(' ')[1],
  });
  await acceptThroughApi(page.request, ivan, 'final_acknowledge');

  await loginThroughForm(page, ivan.email, { password: ivan.password });
  await page.waitForURL((url) => url.pathname === '/contractor/dashboard');
  await page.goto('/direct_deposit');
  await expect(page.getByRole('heading', { name: 'Direct Deposit', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no direct deposit account yet.')).toBeVisible();

  const fillAccount = async (bank: string, accountNumber: string) => {
    await page.getByRole('textbox', { name: 'Account holder' }).fill(ivan.name);
    await page.getByRole('textbox', { name: 'Bank name' }).fill(bank);
    await page.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
    await page.getByLabel(/^Account number/).fill(accountNumber);
  };
  await fillAccount('First Hudson Bank', '000123456789');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText('Your direct deposit account was saved')).toBeVisible();
  const current = page.getByLabel('Current account');
  await expect(current).toContainText('First Hudson Bank');
  await expect(current).toContainText('****6789');
  await expect(page.getByText('000123456789')).toHaveCount(0);

  await fillAccount('Second River Bank', '000987654321');
  const before = mailSnapshot();
  await page.getByRole('button', { name: 'Change account' }).click();
  const modal = page.getByRole('dialog', { name: 'Verification required' });
  await expect(modal).toBeVisible();
  await modal.getByRole('textbox', { name: 'Code' }).fill(await waitForVerificationCode(ivan.email, before));
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(current).toContainText('Second River Bank');
  await expect(current).toContainText('****4321');
  await expect(page.getByRole('table')).toContainText('****6789');
});
