/**
 * Commission plans and the commission calculator (issue 14; decision 0055). An admin writes a sales
 * partner's plan for a partner it referred (tiers checked by @app/paybill, no two plans of one referral at
 * once) and ends it rather than editing it; staff and the sales partner read it. The calculator quotes a
 * hypothetical placement under one of those plans: the pricing calculator's margin (the payroll engine's
 * employer burden for the referred partner's employer) and `commissionFor`, the function the accrual uses.
 */
import Decimal from 'decimal.js';
import type { CommissionPlanCreate, CommissionPlanView, CommissionQuote, CommissionQuoteRequest } from '@app/domain';
import { commissionFor, planCovers, rateMargin, rateString, validateTiers } from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { todayIso } from '../assignments/today.js';
import { employerKeyFor } from '../pay-calendars/pay-calendars.service.js';
import { placementBurden } from '../rates-quote/rates-quote.service.js';
import {
  endCommissionPlan,
  findCommissionPlan,
  insertCommissionPlan,
  lockReferral,
  listCommissionPlans,
  overlappingPlans,
  referralOf,
  type CommissionPlanJoined,
} from './commissions.repository.js';
import { mustManageCommissionPlans } from './commissions.policy.js';
import { commissionPlanScope } from './commissions.scope.js';

const WEEKS_A_YEAR = 52;

const viewOf = (r: CommissionPlanJoined): CommissionPlanView => ({
  id: r.plan.id,
  sales_partner: { id: r.plan.salesPartnerId, name: r.salesPartnerName },
  partner: { id: r.plan.partnerId, name: r.partnerName },
  basis: r.plan.basis,
  tiers: r.plan.tiers,
  start_date: r.plan.startDate,
  end_date: r.plan.endDate,
  created_at: r.plan.createdAt.toISOString(),
});

export const commissionPlanList = (
  db: DbOrTx,
  p: Principal,
  f: ListRequest & { salesPartnerId?: string | undefined; partnerId?: string | undefined },
) => listCommissionPlans(db, { ...f, scope: commissionPlanScope(p) }, viewOf);

export async function commissionPlanOf(db: DbOrTx, p: Principal, id: string) {
  const row = await findCommissionPlan(db, id, commissionPlanScope(p));
  if (!row) throw notFound();
  return viewOf(row);
}

export async function createCommissionPlan(deps: AppDeps, p: Principal, body: CommissionPlanCreate, ip: string) {
  mustManageCommissionPlans(p);
  const tiersWrong = validateTiers(body.tiers);
  if (tiersWrong) throw unprocessable([{ loc: ['body', 'tiers'], msg: tiersWrong }]);
  return deps.db.transaction(async (tx) => {
    // Locked: the overlap check below and the insert are one step for this referral.
    const partner = await lockReferral(tx, body.partner_id);
    if (!partner) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
    if (partner.salesPartnerId !== body.sales_partner_id) {
      throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'This sales partner did not refer that partner' }]);
    }
    const clash = await overlappingPlans(tx, {
      partnerId: body.partner_id,
      salesPartnerId: body.sales_partner_id,
      start: body.start_date,
      end: body.end_date,
    });
    if (clash.length > 0) throw conflict('Another plan of this referral covers some of those dates: end it first');
    const plan = await insertCommissionPlan(tx, {
      salesPartnerId: body.sales_partner_id,
      partnerId: body.partner_id,
      basis: body.basis,
      tiers: body.tiers.map((t) => ({
        from: new Decimal(t.from).toFixed(2),
        percent: new Decimal(t.percent).toString(),
      })),
      startDate: body.start_date,
      endDate: body.end_date,
      createdBy: p.userId,
    });
    await auditAs(tx, p, ip, { action: 'commission_plan_created', entityType: 'commission_plan', entityId: plan.id });
    return viewOf((await findCommissionPlan(tx, plan.id, undefined))!);
  });
}

/** Ends a plan on a date (never before it starts): commissions after it are not earned; nothing before changes. */
export async function endPlan(deps: AppDeps, p: Principal, id: string, endDate: string, ip: string) {
  mustManageCommissionPlans(p);
  return deps.db.transaction(async (tx) => {
    const row = await findCommissionPlan(tx, id, undefined);
    if (!row) throw notFound();
    if (endDate < row.plan.startDate) {
      throw unprocessable([{ loc: ['body', 'end_date'], msg: 'A plan cannot end before it starts' }]);
    }
    if (row.plan.endDate !== null && row.plan.endDate <= endDate) throw conflict('The plan already ends by then');
    await endCommissionPlan(tx, id, endDate);
    await auditAs(tx, p, ip, {
      action: 'commission_plan_ended',
      entityType: 'commission_plan',
      entityId: id,
      metadata: { end_date: endDate },
    });
    return viewOf((await findCommissionPlan(tx, id, undefined))!);
  });
}

/** The commission on a hypothetical placement under one of the caller's plans, a week and a year of it. */
export async function quoteCommission(
  deps: AppDeps,
  p: Principal,
  body: CommissionQuoteRequest,
): Promise<CommissionQuote> {
  const row = await findCommissionPlan(deps.db, body.plan_id, commissionPlanScope(p));
  if (!row) throw unprocessable([{ loc: ['body', 'plan_id'], msg: 'Choose one of your commission plans' }]);
  const partner = (await referralOf(deps.db, row.plan.partnerId))!;
  const date = todayIso(deps.clock.now());
  const pay = new Decimal(body.pay_rate);
  const bill = new Decimal(body.bill_rate);
  const { burdenRates, burden } = await placementBurden(
    deps,
    { partnerId: partner.id, employerKey: employerKeyFor(partner) },
    { date, state: body.state, workersCompCode: body.workers_comp_code, classification: body.classification, pay },
  );
  // The pricing calculator's margin, to the cent per hour: the same function as an assignment's.
  const margin = rateMargin({ pay, bill, classification: body.classification, burdenRates, burden });
  const hours = new Decimal(body.hours_per_week);
  const week = { billing: bill.times(hours), margin: margin.margin_per_hour.times(hours) };
  const year = { billing: week.billing.times(WEEKS_A_YEAR), margin: week.margin.times(WEEKS_A_YEAR) };
  const plan = {
    basis: row.plan.basis,
    tiers: row.plan.tiers,
    startDate: row.plan.startDate,
    endDate: row.plan.endDate,
  };
  const on = (amounts: { billing: Decimal; margin: Decimal }) =>
    commissionFor(plan, { date, before: body.basis_to_date, increment: amounts[row.plan.basis].toFixed(2) });
  return {
    plan_id: row.plan.id,
    basis: row.plan.basis,
    pay_rate: rateString(pay),
    bill_rate: rateString(bill),
    burden_per_hour: rateString(margin.burden.total),
    margin_per_hour: rateString(margin.margin_per_hour),
    weekly: { billing: week.billing.toFixed(2), margin: week.margin.toFixed(2), commission: on(week) },
    annual: { billing: year.billing.toFixed(2), margin: year.margin.toFixed(2), commission: on(year) },
    in_effect: planCovers(plan, date),
    date,
  };
}
