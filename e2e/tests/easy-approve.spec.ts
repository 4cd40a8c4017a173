/**
 * Time entered by CSV upload, approved by the client through the e-mailed one-time link:
 * Acme's owner uploads two shifts for Casey at Globex (a bad row refused first), staff send the
 * easy-approve e-mail for that week, and Globex's approver opens the link without signing in,
 * approves one line, rejects the other with a reason and submits; the link is dead afterwards.
 */
import { expect, test } from '@playwright/test';
import { apiLogin, signIn } from '../support/auth';
import { seriousViolations } from '../support/a11y';
import { demoUser } from '../support/demo-users';
import { mailSnapshot, waitForMailedLink } from '../support/outbox';

// A past week no seeded entry uses (the seed's weeks are October–November 2026).
const WEEK = '2026-09-14';
const HEADER = 'contractor_email,assignment_id,date,time_start,time_end,break_minutes,type,project_code,task';

test('a CSV upload, then the client approves the week through the e-mailed link', async ({
  page,
  browser,
  request,
}) => {
  const partner = demoUser('partner');
  await signIn(page, partner.email, partner.home);
  await page.goto('/timesheet_uploads');
  await expect(page.getByRole('heading', { name: 'Timesheet Uploads', level: 1 })).toBeVisible();

  // A file with a bad row: previewed with the error, nothing can be imported as a whole.
  await page
    .getByRole('textbox', { name: 'Or paste the CSV' })
    .fill(
      [
        HEADER,
        `contractor@demo.test,,${WEEK},09:00,17:30,30,regular,,Sprint work`,
        'contractor@demo.test,,2026-09-15,22:00,06:00,0,,,Night deploy',
        'contractor@demo.test,,2026-09-16,9am,17:00,0,,,',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Upload preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('time_start: Enter a time as HH:MM')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import all' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Import valid rows only (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Import timesheets' });
  await confirm.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(confirm).toBeHidden();
  await expect(preview.getByText('Imported')).toHaveCount(2);
  await expect(page.getByText('partially imported')).toBeVisible();

  // Staff send the week's e-mail to Globex's approvers.
  const admin = await apiLogin(request, demoUser('admin').email);
  const clients = await request.get('/v2/clients?per_page=200', { headers: { Authorization: admin } });
  const globex = ((await clients.json()) as { data: { data: { id: string; name: string }[] } }).data.data.find(
    (c) => c.name === 'Globex Corporation',
  )!;
  const before = mailSnapshot();
  const sent = await request.post('/v2/easy_approve/send', {
    headers: { Authorization: admin },
    data: { client_id: globex.id, week_start: WEEK },
  });
  expect(sent.status()).toBe(200);
  const link = await waitForMailedLink('client@demo.test', '/easy_approve', before);

  // The approver opens it in a browser that has never signed in.
  const context = await browser.newContext();
  const approver = await context.newPage();
  await approver.goto(link);
  const entries = approver.getByRole('table', { name: 'Timesheet entries' });
  await expect(entries).toBeVisible();
  await expect(approver.getByText(/Globex Corporation · week of/)).toBeVisible();
  await expect(approver).not.toHaveURL(/token=/);
  await expect(entries.getByRole('row')).toHaveCount(3);
  expect(await seriousViolations(approver)).toEqual([]);

  await entries.getByRole('button', { name: /^Approve Casey Contractor, Mon/ }).click();
  await entries.getByRole('button', { name: /^Reject Casey Contractor, Tue/ }).click();
  const reject = approver.getByRole('dialog', { name: 'Reject entry' });
  await reject.getByRole('textbox', { name: /Reason/ }).fill('The night deploy was cancelled');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(entries.getByText('Reason: The night deploy was cancelled')).toBeVisible();
  await approver.getByRole('button', { name: 'Submit 2 decisions' }).click();
  await approver.getByRole('dialog', { name: 'Submit decisions' }).getByRole('button', { name: 'Submit' }).click();
  await expect(approver.getByText('Thank you. 1 approved, 1 rejected.')).toBeVisible();

  // The link is dead now.
  await approver.goto(link);
  await expect(approver.getByText('This link can no longer be used')).toBeVisible();
  await expect(approver.getByText(/already been used/)).toBeVisible();
  await context.close();

  // Acme sees the decisions, recorded as Globex's approver.
  const acme = await apiLogin(request, partner.email);
  const list = await request.get(`/v2/timesheets?date_from=${WEEK}&date_to=2026-09-20&sort=date`, {
    headers: { Authorization: acme },
  });
  const rows = (
    (await list.json()) as {
      data: {
        data: { date: string; status: string; approval_email: string | null; rejection_reason: string | null }[];
      };
    }
  ).data.data;
  expect(rows.map((r) => [r.date, r.status, r.approval_email, r.rejection_reason])).toEqual([
    [WEEK, 'approved', 'client@demo.test', null],
    ['2026-09-15', 'rejected', null, 'The night deploy was cancelled'],
  ]);
});
