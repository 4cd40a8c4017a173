/** Test support for payroll runs: a run of real demo data taken to approval through the API. */
import { workPeriods } from '@app/paybill';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { loadPayCalendar } from '../pay-calendars/pay-calendars.service.js';

/**
 * The partner's first platform period with approved, unpaid time, as a run created, submitted and
 * approved by `token` (the workers it refuses excluded first); answers the run's id. Not processed.
 */
export async function approveFirstRun(t: TestApp, token: string, partnerId: string): Promise<string> {
  const runId = await submitFirstRun(t, token, partnerId);
  const approved = await t.call(token, { method: 'POST', url: `/v2/payroll_runs/${runId}/approve` });
  expect(approved.statusCode, approved.body).toBe(200);
  return runId;
}

/** A run of the partner's first pay period with approved, untaken time, submitted (pending approval). */
export async function submitFirstRun(t: TestApp, token: string, partnerId: string): Promise<string> {
  const post = (url: string, payload?: object) => t.call(token, { method: 'POST', url, ...(payload && { payload }) });
  const [first] = (
    await t.database.executeSql(
      `select min(i.work_date)::text as first from pay_bill_transaction_items i
         join pay_bill_transactions x on x.id = i.transaction_id
        where i.partner_id = $1 and x.employer_key = 'platform' and i.side = 'pay' and i.status = 'approved'
          and i.payroll_run_id is null`,
      [partnerId],
    )
  ).rows;
  const calendar = await loadPayCalendar(t.app.deps.db, 'platform');
  const period = workPeriods(calendar, String(first!.first), 1)[0]!;
  const run = (await post('/v2/payroll_runs', { partner_id: partnerId, period_start: period.period_start_date })).json()
    .data;
  for (const w of run.workers.filter((x: { refusal: string | null }) => x.refusal)) {
    await post(`/v2/payroll_runs/${run.id}/exclusions`, { contractor_id: w.contractor.id, excluded: true });
  }
  expect((await post(`/v2/payroll_runs/${run.id}/submit`)).statusCode).toBe(200);
  return run.id;
}
