/**
 * Off-cycle runs (issue 13, decision 0050): made by hand by the employer for chosen workers with a reason
 * (bonus, correction, final paycheck), a check date and each worker's one-off earnings, then the same
 * preview → submit → approve (the 424 step) → processing path as a regular run. Not for a partner whose
 * payroll is turned off. One transaction, audited.
 */
import { notABankingDay, type OffCycleRunCreate } from '@app/domain';
import type { AppDeps } from '../../deps.js';
import { auditAs } from '../../lib/audit.js';
import { unprocessable } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';
import { employerKeyFor } from '../pay-calendars/pay-calendars.service.js';
import { contractorsOfPartner, insertOffCycleRun } from './off-cycle.repository.js';
import { partnerToRun } from './payroll-runs.policy.js';
import { findPartnerForPayroll, insertAdjustment, lockPayrollRun } from './payroll-runs.repository.js';
import { payrollRunDetail, recomputePreview } from './payroll-runs.service.js';

export async function createOffCycleRun(deps: AppDeps, p: Principal, body: OffCycleRunCreate, ip: string) {
  const partnerId = partnerToRun(p, body.partner_id);
  const partner = await findPartnerForPayroll(deps.db, partnerId);
  if (!partner) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
  if (partner.isPayrollDisabled) {
    throw unprocessable([{ loc: ['body', 'partner_id'], msg: `Payroll is turned off for ${partner.name}` }]);
  }
  const today = deps.clock.now().toISOString().slice(0, 10);
  if (body.check_date < today) {
    throw unprocessable([{ loc: ['body', 'check_date'], msg: 'The check date cannot be in the past' }]);
  }
  // The employer chose the date: one on a weekend or bank holiday is refused, never moved behind their back.
  const notBanking = notABankingDay(body.check_date, today);
  if (notBanking) throw unprocessable([{ loc: ['body', 'check_date'], msg: notBanking }]);
  const own = await contractorsOfPartner(
    deps.db,
    partnerId,
    body.workers.map((w) => w.contractor_id),
  );
  const strangers = body.workers.flatMap((w, k) =>
    own.has(w.contractor_id)
      ? []
      : [{ loc: ['body', 'workers', k, 'contractor_id'], msg: `Not a worker of ${partner.name}` }],
  );
  if (strangers.length > 0) throw unprocessable(strangers);

  const id = await deps.db.transaction(async (tx) => {
    const runId = await insertOffCycleRun(tx, {
      employerKey: employerKeyFor(partner),
      partnerId,
      funding: partner.selfFunded ? 'self_funded' : 'funded',
      periodStart: body.check_date,
      periodEnd: body.check_date,
      payDate: body.check_date,
      offCycleReason: body.reason,
      skipRecurringDeductions: body.reason === 'bonus',
      grossUp: body.gross_up,
      createdBy: p.userId,
    });
    for (const w of body.workers) {
      // A final paycheck's worker with no one-offs is remembered by a zero marker (it pays nothing).
      const earnings = w.earnings.length > 0 ? w.earnings : [{ type: 'regular' as const, amount: '0.00' }];
      for (const e of earnings) {
        await insertAdjustment(tx, {
          payrollRunId: runId,
          contractorId: w.contractor_id,
          kind: 'earning',
          type: e.type,
          amount: e.amount,
          note: body.gross_up ? 'Net to pay (gross-up)' : w.earnings.length > 0 ? null : 'Final paycheck',
          createdBy: p.userId,
        });
      }
    }
    const run = (await lockPayrollRun(tx, runId))!;
    await recomputePreview(tx, run, deps.clock.now());
    await auditAs(tx, p, ip, {
      action: 'payroll_run_off_cycle_created',
      entityType: 'payroll_run',
      entityId: runId,
      metadata: {
        partner_id: partnerId,
        reason: body.reason,
        check_date: body.check_date,
        gross_up: body.gross_up,
        workers: body.workers.length,
      },
    });
    return runId;
  });
  return payrollRunDetail(deps.db, p, id);
}
