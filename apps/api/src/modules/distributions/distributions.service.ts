/**
 * Partner distributions and sales-partner commissions (issue 14; decisions 0055, 0062).
 *
 * Calculating a partner's period (one currency) reads every cash allocation of its invoices dated up to
 * the period's end that no distribution holds yet, divides each among the invoice's lines (`cashToLines`),
 * and gives each line's cash to `distributeAllocation` with the line's economics — its bill, its pay, the
 * employer burden of the paychecks behind that pay, its part of the invoice's platform fee and of the
 * adjustments the partner owes — and, under the sales partner's plan in effect that day, to
 * `commissionFor`. The period nets its partner amounts with what the previous period left owing
 * (`periodDistribution`). It is written in one transaction under the partner's lock: run again, a
 * calculated distribution is recalculated in place, an approved or paid one is refused. A returned
 * payment's reversing allocation is dated on the return, so it becomes negative lines in the period it
 * is returned (a clawback) and no earlier distribution changes.
 */
import Decimal from 'decimal.js';
import {
  mayMoveDistribution,
  type DistributionCalculate,
  type DistributionDetail,
  type DistributionLineView,
  type DistributionView,
} from '@app/domain';
import {
  apportion,
  cashToLines,
  commissionFor,
  distributeAllocation,
  periodDistribution,
  planCovers,
  roundHalfUp,
  type CommissionPlan,
  type LineEconomics,
} from '@app/paybill';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { conflict, HttpError, notFound, unprocessable } from '../../lib/errors.js';
import type { ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import {
  allocationsToDistribute,
  clearDistribution,
  commissionsOfDistribution,
  distributedLinesOf,
  findDistribution,
  insertCommissions,
  insertDistribution,
  insertLines,
  invoiceFigures,
  invoiceLinesOf,
  linePaychecks,
  linesOfDistribution,
  listDistributions,
  lockDistribution,
  lockPartner,
  partnerDistributions,
  partnersWithCash,
  planBasisAccrued,
  plansOfPartner,
  updateDistribution,
  type DistributionJoined,
  type DistributionLineJoined,
  type DistributionRow,
  type NewDistributionLine,
} from './distributions.repository.js';
import { approveCommissionsOf, previousCommission } from './commission-payouts.repository.js';
import {
  mustManageDistributions,
  seesCommissions,
  seesPartnerPayouts,
  seesPayFigures,
  seesPlatformRevenue,
} from './distributions.policy.js';
import { commissionScope, distributionScope } from './distributions.scope.js';
import { payoutsOf } from './payouts.repository.js';
import { payoutView } from './payouts.service.js';

const d = (v: Decimal.Value | null | undefined) => new Decimal(v ?? 0);
const m = (v: Decimal.Value | null | undefined) => roundHalfUp(d(v)).toFixed(2);

const AMOUNT_KEYS = [
  'cash',
  'salesTax',
  'pay',
  'burden',
  'platformFee',
  'adjustments',
  'margin',
  'reimbursement',
  'partnerAmount',
  'platformAmount',
  'platformRevenue',
  'commission',
] as const;
type Amounts = Record<(typeof AMOUNT_KEYS)[number], string>;

type Share = ReturnType<typeof distributeAllocation>;
type OriginalLine = Partial<
  Record<
    'pay' | 'burden' | 'platformFee' | 'adjustments' | 'margin' | 'reimbursement' | 'partnerAmount' | 'platformAmount',
    Decimal.Value | null
  >
>;

/** A clawback's share: its original's figures negated, its own cash (the returned allocation's split). */
function undoneShare(figured: Share, original: OriginalLine): Share {
  const back = (v: Decimal.Value | null | undefined) => d(v).negated().toFixed(2);
  return {
    ...figured,
    pay: back(original.pay),
    burden: back(original.burden),
    platformFee: back(original.platformFee),
    partnerAdjustments: back(original.adjustments),
    margin: back(original.margin),
    reimbursement: back(original.reimbursement),
    partnerAmount: back(original.partnerAmount),
    platformAmount: back(original.platformAmount),
  };
}

/** The first day of the plan year `date` falls in: the plan's start date's anniversaries. */
export function planYearOf(startDate: string, date: string): { from: string; to: string } {
  const [sy, smd] = [Number(startDate.slice(0, 4)), startDate.slice(4)];
  let y = Number(date.slice(0, 4));
  const at = (year: number) => `${String(year).padStart(4, '0')}${smd}`;
  if (at(y) > date) y -= 1;
  if (y < sy) y = sy;
  return { from: at(y), to: at(y + 1) };
}

interface Plan extends CommissionPlan {
  id: string;
  salesPartnerId: string;
}

/** The lines a period's allocations produce, figured (pure but for what `accrued` reads). */
export async function figureLines(
  input: {
    distributionId: string;
    partnerId: string;
    salesPartnerId: string | null;
    allocations: Awaited<ReturnType<typeof allocationsToDistribute>>;
    lines: Awaited<ReturnType<typeof invoiceLinesOf>>;
    invoices: Awaited<ReturnType<typeof invoiceFigures>>;
    paychecks: Awaited<ReturnType<typeof linePaychecks>>;
    plans: Plan[];
    /** What earlier distributions wrote for the allocations these undo. */
    originals: Awaited<ReturnType<typeof distributedLinesOf>>;
  },
  accrued: (planId: string, from: string, before: string) => Promise<string>,
): Promise<NewDistributionLine[]> {
  const linesOf = new Map<string, typeof input.lines>();
  for (const l of input.lines) linesOf.set(l.invoiceId, [...(linesOf.get(l.invoiceId) ?? []), l]);
  const invoiceOf = new Map(input.invoices.map((i) => [i.id, i]));
  // Each line's part of its invoice's platform fee and of the partner's adjustments, by its amount.
  const feeOf = new Map<string, string>();
  const adjustmentOf = new Map<string, string>();
  for (const [invoiceId, lines] of linesOf) {
    const inv = invoiceOf.get(invoiceId)!;
    const weights = lines.map((l) => d(l.amount).abs());
    const hasWeight = weights.some((w) => !w.isZero());
    const fees = hasWeight ? apportion(inv.fee, weights) : lines.map(() => '0.00');
    const adjustments = hasWeight ? apportion(inv.partner_adjustments, weights) : lines.map(() => '0.00');
    lines.forEach((l, i) => {
      feeOf.set(l.id, fees[i]!);
      adjustmentOf.set(l.id, adjustments[i]!);
    });
  }
  // The employer burden of each line's pay: each paycheck's employer taxes in the share of its gross the
  // line's pay is.
  const burdenOf = new Map<string, Decimal>();
  const paychecksOf = new Map<string, string[]>();
  for (const pc of input.paychecks) {
    const gross = d(pc.gross);
    const part = gross.isZero() ? new Decimal(0) : d(pc.employer_taxes).times(pc.pay).dividedBy(gross);
    burdenOf.set(pc.line_id, (burdenOf.get(pc.line_id) ?? new Decimal(0)).plus(part));
    paychecksOf.set(pc.line_id, [...(paychecksOf.get(pc.line_id) ?? []), pc.paycheck_id]);
  }
  const running = new Map<string, Decimal>();
  const out: NewDistributionLine[] = [];
  for (const a of input.allocations) {
    const lines = (linesOf.get(a.invoice_id) ?? []).filter((l) => !d(l.amount).plus(l.salesTax).isZero());
    if (lines.length === 0) continue;
    const split = cashToLines(a.amount, lines);
    const funding = a.funding === 'Self funded' ? 'self_funded' : 'funded';
    for (const [i, line] of lines.entries()) {
      const c = split[i]!;
      if (d(c.applied).isZero()) continue;
      const economics: LineEconomics = {
        bill: line.amount,
        pay: line.payAmount,
        burden: roundHalfUp(burdenOf.get(line.id) ?? 0),
        platformFee: feeOf.get(line.id)!,
        partnerAdjustments: adjustmentOf.get(line.id)!,
      };
      // A clawback takes back what its original earned: under the original's plan and plan year (even once
      // the plan has ended), its basis taken off the basis accrued so far.
      const original = a.reverses_allocation_id
        ? (out.find((r) => r.paymentAllocationId === a.reverses_allocation_id && r.invoiceLineId === line.id) ??
          input.originals.find(
            (r) => r.paymentAllocationId === a.reverses_allocation_id && r.invoiceLineId === line.id,
          ))
        : undefined;
      // A line with no amount (tax only) passes its cash on as tax. A clawback undoes exactly what its
      // original divided the cash into: pay and burden figured since (a payroll run's employer taxes on
      // the same time) do not change what the partner was paid and now owes back.
      const figured = d(line.amount).isZero() ? null : distributeAllocation(economics, { cash: c.cash }, funding);
      const s = figured && original ? undoneShare(figured, original) : figured;
      const planDate = original ? String(original.allocationDate) : a.allocation_date;
      const plan = original
        ? input.plans.find((p) => p.id === original.commissionPlanId)
        : input.salesPartnerId === null
          ? undefined
          : input.plans.find((p) => p.salesPartnerId === input.salesPartnerId && planCovers(p, planDate));
      let commission = '0.00';
      let basis = '0.00';
      let before = '0.00';
      if (plan && s) {
        const year = planYearOf(plan.startDate, planDate);
        const key = `${plan.id}|${year.from}`;
        if (!running.has(key)) running.set(key, d(await accrued(plan.id, year.from, year.to)));
        before = running.get(key)!.toFixed(2);
        basis = plan.basis === 'margin' ? s.margin : s.cash;
        // A clawback takes back exactly what its original earned (figured line by line, a walk back down
        // the tiers could differ from it by a rounding cent); anything else is figured at its tier.
        commission = original
          ? d(String(original.commission ?? 0))
              .negated()
              .toFixed(2)
          : commissionFor(plan, { date: planDate, before, increment: basis });
        running.set(key, running.get(key)!.plus(basis));
      }
      const laidOut = s && funding === 'funded' ? d(s.pay).plus(s.burden) : new Decimal(0);
      const platformAmount = s ? d(s.platformAmount) : new Decimal(0);
      out.push({
        distributionId: input.distributionId,
        partnerId: input.partnerId,
        invoiceId: a.invoice_id,
        invoiceLineId: line.id,
        paymentId: a.payment_id,
        paymentAllocationId: a.id,
        reversesAllocationId: a.reverses_allocation_id,
        allocationDate: a.allocation_date,
        clawback: d(a.amount).isNegative(),
        funding,
        bill: m(line.amount),
        cash: c.cash,
        salesTax: c.salesTax,
        pay: s?.pay ?? '0.00',
        burden: s?.burden ?? '0.00',
        platformFee: s?.platformFee ?? '0.00',
        adjustments: s?.partnerAdjustments ?? '0.00',
        margin: s?.margin ?? '0.00',
        reimbursement: s?.reimbursement ?? '0.00',
        partnerAmount: s?.partnerAmount ?? '0.00',
        platformAmount: platformAmount.toFixed(2),
        platformRevenue: platformAmount.minus(laidOut).minus(commission).toFixed(2),
        commission,
        paycheckIds: paychecksOf.get(line.id) ?? [],
        commissionPlanId: plan?.id ?? null,
        salesPartnerId: plan?.salesPartnerId ?? null,
        commissionBasis: basis,
        commissionBasisBefore: before,
      });
    }
  }
  return out;
}

const sumOf = (rows: NewDistributionLine[]): Amounts =>
  Object.fromEntries(
    AMOUNT_KEYS.map((k) => [k, rows.reduce((a, r) => a.plus(String(r[k] ?? 0)), new Decimal(0)).toFixed(2)]),
  ) as Amounts;

/** Calculates (or recalculates) a partner's distribution of one period and currency; see the file's header. */
export async function calculateDistribution(deps: AppDeps, p: Principal, body: DistributionCalculate, ip: string) {
  mustManageDistributions(p);
  const id = await deps.db.transaction(async (tx) => {
    const id = await calculateIn(tx, deps.clock.now(), p.userId, body);
    await auditAs(tx, p, ip, {
      action: 'distribution_calculated',
      entityType: 'distribution',
      entityId: id,
      metadata: { period_start: body.period_start, period_end: body.period_end, currency: body.currency },
    });
    return id;
  });
  return distributionDetailOf(deps.db, p, id);
}

/** The calculation in the caller's transaction (the command and the periodic job). */
export async function calculateIn(tx: Tx, now: Date, actorId: string | null, body: DistributionCalculate) {
  // Locked: two calculations of one partner (or a calculation and an approval's read of it) take turns.
  const partner = await lockPartner(tx, body.partner_id);
  if (!partner) throw unprocessable([{ loc: ['body', 'partner_id'], msg: 'Unknown partner' }]);
  const existing = await partnerDistributions(tx, partner.id, body.currency);
  const same = existing.find((x) => x.periodStart === body.period_start);
  if (same && same.status !== 'calculated') {
    throw conflict(`The distribution of this period is already ${same.status}: it is not recalculated`);
  }
  if (same && same.periodEnd !== body.period_end) {
    throw conflict(`The distribution of the period from ${same.periodStart} ends on ${same.periodEnd}`);
  }
  const others = existing.filter((x) => x !== same);
  const overlap = others.find((x) => x.periodStart <= body.period_end && x.periodEnd >= body.period_start);
  if (overlap) throw conflict(`The period overlaps the distribution of ${overlap.periodStart} – ${overlap.periodEnd}`);
  const later = others.find((x) => x.periodStart > body.period_end);
  if (later) throw conflict(`A later period (from ${later.periodStart}) is already calculated`);
  const previous = others.filter((x) => x.periodEnd < body.period_start).at(-1);

  let id = same?.id;
  if (id) await clearDistribution(tx, id);
  else {
    id = await insertDistribution(tx, {
      partnerId: partner.id,
      currency: body.currency,
      periodStart: body.period_start,
      periodEnd: body.period_end,
      calculatedAt: now,
      calculatedBy: actorId,
    });
  }
  const allocations = await allocationsToDistribute(tx, {
    partnerId: partner.id,
    currency: body.currency,
    end: body.period_end,
  });
  const invoiceIds = [...new Set(allocations.map((a) => a.invoice_id))];
  const lines = await invoiceLinesOf(tx, invoiceIds);
  const plans = (await plansOfPartner(tx, partner.id)).map((pl): Plan => ({
    id: pl.id,
    salesPartnerId: pl.salesPartnerId,
    basis: pl.basis,
    tiers: pl.tiers,
    startDate: pl.startDate,
    endDate: pl.endDate,
  }));
  const rows = await figureLines(
    {
      distributionId: id,
      partnerId: partner.id,
      salesPartnerId: partner.salesPartnerId,
      allocations,
      lines,
      invoices: await invoiceFigures(tx, invoiceIds),
      paychecks: await linePaychecks(
        tx,
        lines.map((l) => l.id),
      ),
      plans,
      originals: await distributedLinesOf(
        tx,
        allocations.flatMap((a) => (a.reverses_allocation_id ? [a.reverses_allocation_id] : [])),
      ),
    },
    (planId, from, before) => planBasisAccrued(tx, planId, from, before),
  );
  await insertLines(tx, rows);
  const totals = sumOf(rows);
  const period = periodDistribution(
    rows.map((r) => String(r.partnerAmount)),
    previous ? previous.partnerAmountDue : '0',
  );
  await updateDistribution(tx, id, {
    ...totals,
    carriedIn: period.carriedIn,
    payable: period.payable,
    partnerAmountDue: period.partnerAmountDue,
    calculatedAt: now,
    calculatedBy: actorId,
  });
  // One commission per sales partner on the period's lines.
  const bySales = new Map<string, { basis: Decimal; amount: Decimal }>();
  for (const r of rows) {
    if (!r.salesPartnerId) continue;
    const c = bySales.get(r.salesPartnerId) ?? { basis: new Decimal(0), amount: new Decimal(0) };
    bySales.set(r.salesPartnerId, {
      basis: c.basis.plus(String(r.commissionBasis)),
      amount: c.amount.plus(String(r.commission)),
    });
  }
  // Each nets with what the referral's previous commission left owing, as the distribution does (0068).
  const commissionRows = [];
  for (const [salesPartnerId, c] of bySales) {
    const before = await previousCommission(tx, {
      partnerId: partner.id,
      salesPartnerId,
      currency: body.currency,
      before: body.period_start,
    });
    const net = periodDistribution([c.amount.toFixed(2)], before?.amountDue ?? '0');
    commissionRows.push({
      distributionId: id,
      salesPartnerId,
      partnerId: partner.id,
      currency: body.currency,
      periodStart: body.period_start,
      periodEnd: body.period_end,
      basis: c.basis.toFixed(2),
      amount: c.amount.toFixed(2),
      carriedIn: net.carriedIn,
      payable: net.payable,
      amountDue: net.partnerAmountDue,
    });
  }
  await insertCommissions(tx, commissionRows);
  return id;
}

/** The calendar month before `today`'s: [first day, last day]. */
export function previousMonth(today: string): { start: string; end: string } {
  const y = Number(today.slice(0, 4));
  const mo = Number(today.slice(5, 7));
  const [py, pm] = mo === 1 ? [y - 1, 12] : [y, mo - 1];
  const last = new Date(Date.UTC(py, pm, 0)).getUTCDate();
  const ym = `${String(py).padStart(4, '0')}-${String(pm).padStart(2, '0')}`;
  return { start: `${ym}-01`, end: `${ym}-${String(last).padStart(2, '0')}` };
}

/**
 * The monthly job (jobs/distributions.ts): last month's distribution of every partner and currency with
 * cash not yet distributed, each in its own transaction; a period already approved or overtaken by a
 * later one is left alone (the refusal is the answer), so a rerun recalculates only what is still open.
 */
export async function calculateMonthlyDistributions(deps: AppDeps, today: string) {
  const month = previousMonth(today);
  const results: { partnerId: string; currency: string; id: string | null; refused: string | null }[] = [];
  for (const r of await partnersWithCash(deps.db, month.end)) {
    const currency = r.currency === 'cad' ? 'cad' : 'usd';
    try {
      const id = await deps.db.transaction((tx) =>
        calculateIn(tx, deps.clock.now(), null, {
          partner_id: r.partner_id,
          period_start: month.start,
          period_end: month.end,
          currency,
        }),
      );
      results.push({ partnerId: r.partner_id, currency, id, refused: null });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      results.push({ partnerId: r.partner_id, currency, id: null, refused: error.message });
    }
  }
  return results;
}

/** Approves a calculated distribution (admin-like users): from then on it is never recalculated. */
export async function approveDistribution(deps: AppDeps, p: Principal, id: string, ip: string) {
  mustManageDistributions(p);
  await deps.db.transaction(async (tx) => {
    const row = await lockDistribution(tx, id, distributionScope(p, tx));
    if (!row) throw notFound();
    if (!mayMoveDistribution(row.status, 'approved')) throw conflict(`A ${row.status} distribution cannot be approved`);
    await updateDistribution(tx, id, { status: 'approved', approvedBy: p.userId, approvedAt: deps.clock.now() });
    await approveCommissionsOf(tx, id);
    await auditAs(tx, p, ip, {
      action: 'distribution_approved',
      entityType: 'distribution',
      entityId: id,
      metadata: { payable: m(row.payable), currency: row.currency },
    });
  });
  return distributionDetailOf(deps.db, p, id);
}

const totalsView = (r: Amounts | DistributionRow | DistributionLineJoined['line'], p: Principal) => {
  const pay = seesPayFigures(p);
  return {
    cash: m(r.cash),
    sales_tax: m(r.salesTax),
    pay: pay ? m(r.pay) : null,
    burden: pay ? m(r.burden) : null,
    platform_fee: m(r.platformFee),
    adjustments: m(r.adjustments),
    margin: m(r.margin),
    reimbursement: pay ? m(r.reimbursement) : null,
    partner_amount: m(r.partnerAmount),
    platform_amount: m(r.platformAmount),
    commission: seesCommissions(p) ? m(r.commission) : null,
    platform_revenue: seesPlatformRevenue(p) ? m(r.platformRevenue) : null,
  };
};

const viewOf =
  (p: Principal) =>
  (r: DistributionJoined): DistributionView => {
    const x = r.distribution;
    return {
      id: x.id,
      partner: { id: x.partnerId, name: r.partnerName },
      currency: x.currency,
      period_start: x.periodStart,
      period_end: x.periodEnd,
      status: x.status,
      line_count: Number(r.lineCount),
      ...totalsView(x, p),
      carried_in: m(x.carriedIn),
      payable: m(x.payable),
      partner_amount_due: m(x.partnerAmountDue),
      calculated_at: x.calculatedAt.toISOString(),
      approved_by:
        x.approvedBy && r.approverFirst !== null
          ? { id: x.approvedBy, name: `${r.approverFirst} ${r.approverLast ?? ''}`.trim() }
          : null,
      approved_at: x.approvedAt?.toISOString() ?? null,
      paid_at: x.paidAt?.toISOString() ?? null,
      payout_account_last4: r.payout && seesPartnerPayouts(p) ? r.payout.account_last4 : null,
      payout_trace_number: r.payout && seesPartnerPayouts(p) ? r.payout.trace_number : null,
      failure_reason: x.failureReason,
    };
  };

const lineViewOf =
  (p: Principal) =>
  (r: DistributionLineJoined): DistributionLineView => ({
    id: r.line.id,
    allocation_date: r.line.allocationDate,
    clawback: r.line.clawback,
    funding: r.line.funding,
    invoice: { id: r.line.invoiceId, number: r.invoiceNumber === null ? null : String(r.invoiceNumber) },
    invoice_line: {
      id: r.line.invoiceLineId,
      position: r.position,
      description: r.description,
      amount: m(r.line.bill),
    },
    payment: { id: r.line.paymentId, reference: r.paymentReference },
    payment_allocation_id: r.line.paymentAllocationId,
    reverses_allocation_id: r.line.reversesAllocationId,
    paycheck_ids: seesPayFigures(p) ? r.line.paycheckIds : [],
    ...totalsView(r.line, p),
    commission_plan_id: seesCommissions(p) ? r.line.commissionPlanId : null,
  });

export const distributionList = (
  db: DbOrTx,
  p: Principal,
  f: ListRequest & {
    partnerId?: string | undefined;
    status?: DistributionRow['status'] | undefined;
    currency?: string | undefined;
  },
) => listDistributions(db, { ...f, scope: distributionScope(p, db) }, viewOf(p));

export async function distributionDetailOf(db: DbOrTx, p: Principal, id: string): Promise<DistributionDetail> {
  const row = await findDistribution(db, id, distributionScope(p, db));
  if (!row) throw notFound();
  const lines = await linesOfDistribution(db, id);
  const commissions = seesCommissions(p) ? await commissionsOfDistribution(db, id, commissionScope(p)) : [];
  return {
    ...viewOf(p)(row),
    lines: lines.map(lineViewOf(p)),
    commissions: commissions.map((c) => ({
      id: c.commission.id,
      sales_partner: { id: c.commission.salesPartnerId, name: c.salesPartnerName },
      basis: m(c.commission.basis),
      amount: m(c.commission.amount),
      status: c.commission.status,
    })),
    payouts: seesPartnerPayouts(p) ? (await payoutsOf(db, { distributionId: id })).map(payoutView) : [],
  };
}
