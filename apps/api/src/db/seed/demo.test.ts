import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingStepView } from '@app/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The demo keeps its promise: every onboarding step marked done has the record its rule asks for,
 * read back through the API as the user and as staff, and every detail route has demo rows to open.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const get = async (email: string, url: string) =>
  t.call((tokens[email] ??= await t.login(email)), { method: 'GET', url });
const data = async (email: string, url: string) => {
  const res = await get(email, url);
  expect(res.statusCode, `${email} GET ${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The demo users whose onboarding is complete (README: everyone but the new hire). */
const ONBOARDED = [
  'partner@demo.test',
  'partner2@demo.test',
  'client@demo.test',
  'initech@demo.test',
  'contractor@demo.test',
];

/** What proves a step, by its kind (the step table's "complete when"). */
function expectRecord(email: string, step: OnboardingStepView) {
  const what = `${email} ${step.step}`;
  expect(step.completed, what).toBe(true);
  expect(step.submitted_at, what).not.toBeNull();
  switch (step.kind) {
    case 'clickthrough':
      expect(step.acceptance, what).toMatchObject({
        accepted_by: { email },
        text_hash: step.agreement!.text_hash,
        ip: expect.any(String),
      });
      break;
    case 'verification':
      expect(step.verification?.status, what).toBe('approved');
      break;
    default:
      expect(step.answers, what).not.toBeNull();
  }
}

describe('demo onboarding', () => {
  it('every onboarded demo user has completed each required step, and each step reads back its record', async () => {
    for (const email of ONBOARDED) {
      const overview = await data(email, '/v2/onboarding/steps');
      expect(overview.required.length, email).toBeGreaterThan(0);
      expect(overview.completed, email).toEqual(overview.required);
      expect(overview.current, email).toBeNull();
      for (const s of overview.steps as { slug: string }[]) {
        expectRecord(email, await data(email, `/v2/onboarding/steps/${s.slug}`));
      }
    }
  });

  it('staff see the same users complete, and the new hire still at her first step', async () => {
    const rows = (await data('admin@demo.test', '/v2/onboarding_status?per_page=100')).data as {
      email: string;
      current_step: string | null;
    }[];
    for (const email of ONBOARDED) {
      expect(
        rows.find((r) => r.email === email),
        email,
      ).toMatchObject({ current_step: null });
    }
    expect(rows.find((r) => r.email === 'newhire@demo.test')).toMatchObject({ current_step: 'form_w4' });
  });

  it("Casey's W-2 steps: W-4 and I-9 masked, benefits chosen from Acme's plans, identity approved", async () => {
    const casey = 'contractor@demo.test';
    expect((await data(casey, '/v2/onboarding/steps/form_w4')).answers).toMatchObject({
      ssn: '***-**-6789',
      filing_status: 'single',
    });
    expect((await data(casey, '/v2/onboarding/steps/form_i9')).answers).toMatchObject({
      ssn: '***-**-6789',
      citizenship_status: 'us_citizen',
      section2_complete: true,
    });
    const benefits = await data(casey, '/v2/onboarding/steps/benefits_selection');
    const chosen = (benefits.benefit_plans as { id: string; kind: string }[])
      .filter((plan) => benefits.answers.plan_ids.includes(plan.id))
      .map((plan) => plan.kind);
    expect(chosen.sort()).toEqual(['dental', 'medical']);
    expect((await data(casey, '/v2/onboarding/steps/verification')).verification).toMatchObject({
      status: 'approved',
      provider: 'sandbox',
    });
  });

  it("staff open Casey's Form I-9 (both sections) and his approved identity verification", async () => {
    const forms = await data('admin@demo.test', '/v2/i9_forms?search=Casey');
    expect(forms.data).toHaveLength(1);
    expect(forms.data[0]).toMatchObject({ contractor: { name: 'Casey Contractor' }, status: 'complete' });
    const form = await data('eor@demo.test', `/v2/i9_forms/${forms.data[0].id}`);
    expect(form).toMatchObject({
      section1: { ssn: '***-**-6789', citizenship_status: 'us_citizen' },
      section2: { documents: [{ list: 'A', number_masked: '****5855' }], first_day_of_employment: '2026-01-05' },
      section2_signed_by: { name: 'Ada Admin' },
    });
    expect(JSON.stringify(form)).not.toMatch(/123-?45-?6789|P31195855/);

    const checks = await data('admin@demo.test', '/v2/verifications?search=contractor%40demo.test');
    expect(checks.data).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ email: 'contractor@demo.test' }), status: 'approved' }),
    ]);
  });

  it('Casey has a direct deposit account, answered masked', async () => {
    const res = await get('contractor@demo.test', '/v2/payroll_methods');
    expect(res.json().data).toMatchObject({
      current: { account_holder: 'Casey Contractor', account_last4: '3456', account_masked: '****3456' },
      history: [],
    });
    expect(res.body).not.toContain('4400123456');
  });

  it("the partner services agreement reads as accepted by each partner's owner, to every user of the partner", async () => {
    for (const [reader, owner, name] of [
      ['partner@demo.test', 'partner@demo.test', 'Acme Staffing'],
      ['recruiter@demo.test', 'partner@demo.test', 'Acme Staffing'],
      ['partner2@demo.test', 'partner2@demo.test', 'Beacon Talent'],
    ] as const) {
      const view = await data(reader, '/v2/agreements/partner_services_agreement');
      expect(view, reader).toMatchObject({
        organization: { name },
        acceptance: { accepted_by: { email: owner } },
        outdated: false,
      });
    }
  });

  it("Globex's owner has accepted the client services addendum", async () => {
    expect(await data('client@demo.test', '/v2/agreements/client_services_addendum')).toMatchObject({
      organization: { name: 'Globex Corporation' },
      acceptance: { accepted_by: { email: 'client@demo.test' } },
      outdated: false,
    });
  });
});

describe('demo rows behind every detail route', () => {
  const LISTS: { email: string; list: string }[] = [
    { email: 'admin@demo.test', list: '/v2/i9_forms' },
    { email: 'admin@demo.test', list: '/v2/verifications' },
    { email: 'admin@demo.test', list: '/v2/project_codes' },
    { email: 'partner@demo.test', list: '/v2/project_codes' },
    { email: 'partner2@demo.test', list: '/v2/project_codes' },
    { email: 'admin@demo.test', list: '/v2/time_off_requests' },
    { email: 'contractor@demo.test', list: '/v2/time_off_requests' },
    { email: 'client@demo.test', list: '/v2/time_off_requests' },
    { email: 'admin@demo.test', list: '/v2/timesheet_uploads' },
    { email: 'partner@demo.test', list: '/v2/timesheet_uploads' },
  ];

  it.each(LISTS)('$list has rows for $email, and each opens', async ({ email, list }) => {
    const page = await data(email, `${list}?per_page=100`);
    expect(page.total).toBeGreaterThan(0);
    // The verification queue has no detail route: its rows are decided in place.
    if (list === '/v2/verifications') return;
    for (const row of page.data as { id: string }[]) {
      expect((await get(email, `${list}/${row.id}`)).statusCode, `${list}/${row.id}`).toBe(200);
    }
  });

  it("time off holds Casey's pending request; the upload is a preview with one bad row", async () => {
    const requests = (await data('admin@demo.test', '/v2/time_off_requests?per_page=100')).data;
    expect(requests).toEqual([
      expect.objectContaining({ contractor: expect.objectContaining({ name: 'Casey Contractor' }), status: 'pending' }),
    ]);
    const [upload] = (await data('partner@demo.test', '/v2/timesheet_uploads')).data;
    expect(await data('partner@demo.test', `/v2/timesheet_uploads/${upload.id}`)).toMatchObject({
      status: 'previewed',
      total_rows: 2,
      valid_rows: 1,
    });
  });
});

describe('demo billing', () => {
  it('holds a credit memo applied to the part-paid Globex invoice, and a bill for each finalized Acme invoice', async () => {
    const memos = (await data('admin@demo.test', '/v2/invoices?invoice_type=credit_memo')).data;
    expect(memos).toHaveLength(1);
    const memo = await data('admin@demo.test', `/v2/invoices/${memos[0].id}`);
    expect(memo).toMatchObject({
      status: 'paid',
      client: { name: 'Globex Corporation' },
      notes: 'Two hours approved in error',
    });
    expect(Number(memo.total_due)).toBeLessThan(0);
    const original = await data('admin@demo.test', `/v2/invoices/${memo.related_invoice.id}`);
    expect(original.status).toBe('partially_paid');
    expect(original.corrections.map((c: { id: string }) => c.id)).toEqual([memo.id]);
    const bills = (await data('partner@demo.test', '/v2/bills')).data;
    const acmeFinalized = (await data('partner@demo.test', '/v2/invoices?per_page=100')).data.filter(
      (i: { status: string; invoice_type: string }) => i.status !== 'draft' && i.invoice_type !== 'credit_memo',
    );
    expect(bills.length).toBe(acmeFinalized.length);
    expect(bills.every((b: { basis: string; rate: string }) => b.basis === 'per_hour' && b.rate === '1.50')).toBe(true);
  });
});

describe('demo payroll', () => {
  type Run = { id: string; status: string; period_start: string; pay_date_moved_from: string | null };
  type Worker = {
    paycheck_id: string | null;
    contractor: { name: string };
    transfer: {
      method: string;
      status: string;
      return_code: string | null;
      fallback: { reason: string } | null;
    } | null;
  };

  it("Beacon has a paid, a partially paid (Wendy's deposit returned R03) and a pre-draft run, each on its calendar's pay day", async () => {
    const runs = ((await data('partner2@demo.test', '/v2/payroll_runs?per_page=100')).data as Run[]).sort((a, b) =>
      a.period_start.localeCompare(b.period_start),
    );
    expect(runs.map((r) => [r.period_start, r.status])).toEqual([
      ['2026-09-14', 'paid'],
      ['2026-09-21', 'partially_paid'],
      ['2026-11-02', 'pre_draft'],
    ]);
    // Approved by their funding deadlines: no pay day moved, whatever day the seed ran.
    expect(runs.every((r) => r.pay_date_moved_from === null)).toBe(true);
    const workersOf = async (run: Run) =>
      ((await data('partner2@demo.test', `/v2/payroll_runs/${run.id}`)).workers as Worker[]).map((w) => ({
        name: w.contractor.name,
        transfer: w.transfer && { status: w.transfer.status, return_code: w.transfer.return_code },
        paycheck: w.paycheck_id,
      }));
    const [paid, partial, preDraft] = await Promise.all(runs.map(workersOf));
    const shown = (ws: Awaited<ReturnType<typeof workersOf>>) => ws.map(({ name, transfer }) => ({ name, transfer }));
    expect(shown(paid!)).toEqual([{ name: 'Bruno Beaconworker', transfer: { status: 'paid', return_code: null } }]);
    // Bruno's account was new: the Sep 14 run sent its prenote and paid him by check; Sep 21 deposited to it
    // (decision 0067).
    const how = async (run: Run) =>
      ((await data('partner2@demo.test', `/v2/payroll_runs/${run.id}`)).workers as Worker[]).map(
        (w) => w.transfer && [w.transfer.method, w.transfer.fallback?.reason ?? null],
      );
    expect(await how(runs[0]!)).toEqual([['check', 'prenote_pending']]);
    expect(await how(runs[1]!)).toEqual([
      ['direct_deposit', null],
      ['direct_deposit', null],
    ]);
    const septemberFile = (await data('partner2@demo.test', `/v2/payroll_runs/${runs[0]!.id}/files`)) as {
      format: string;
      entry_count: number;
      prenote_count: number;
      total: string;
    }[];
    // Its NACHA file is the prenote alone (the funding debit pulled the check's money as well).
    const nacha = septemberFile.filter((f) => f.format === 'nacha');
    expect(nacha.map((f) => [f.format, f.entry_count, f.prenote_count, f.total])).toEqual([['nacha', 1, 1, '0.00']]);
    expect(shown(partial!)).toEqual([
      { name: 'Bruno Beaconworker', transfer: { status: 'paid', return_code: null } },
      { name: 'Wendy Walsh', transfer: { status: 'failed', return_code: 'R03' } },
    ]);
    expect(shown(preDraft!)).toEqual([
      { name: 'Bruno Beaconworker', transfer: null },
      { name: 'Wendy Walsh', transfer: null },
    ]);

    // Every issued paycheck has its pay stub; Bruno reads his own two (not the pre-draft's preview).
    for (const w of [...paid!, ...partial!]) {
      const res = await get('partner2@demo.test', `/v2/paychecks/${w.paycheck}/pdf`);
      expect(res.statusCode, w.name).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
    }
    const own = (await data('bruno@beacon.test', '/v2/paychecks?per_page=100')).data as { id: string }[];
    expect(own.map((c) => c.id).sort()).toEqual([paid![0]!.paycheck, partial![0]!.paycheck].sort());

    // The Sep 14 run's funding debit came back after it paid and was collected again (decision 0113): nothing
    // is owed, so Beacon's next run is not held.
    const funding = await data('partner2@demo.test', `/v2/payroll_runs/${runs[0]!.id}/funding`);
    expect(funding.debit).toMatchObject({ status: 'failed', return_code: 'R01', owed: false, collect_options: [] });
    expect(funding.debit.collections).toEqual([
      expect.objectContaining({ status: 'paid', amount: funding.debit.amount }),
    ]);
    expect(funding.debit.reason).toContain('was collected again on');
  });
});
