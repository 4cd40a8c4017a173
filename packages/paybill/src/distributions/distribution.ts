/**
 * A partner's distribution from the cash a client paid (issue 14; decision 0055): for each invoice line
 * that cash reached, the share of the line it paid (cash ÷ the line's amount), and that share of the
 * line's economics — what the worker was paid and what employing them cost (the engine's employer taxes
 * and workers' comp), the platform's fees and the adjustments the partner owes. Pure: the API reads the
 * lines, allocations and paychecks, and writes what this returns.
 *
 * Who funded the pay decides what the partner gets back:
 * - `funded` (the platform paid the payroll, recovered through the invoices): the partner's margin only —
 *   the pay and burden the cash covers go to the platform, which laid them out.
 * - `self_funded` (the partner's bank paid the run): the margin and, beside it, the pay and burden it laid
 *   out, as a reimbursement line.
 * Either way cash = pay and burden + fees and adjustments + margin, and every share is rounded half-up
 * (away from zero) per amount; the platform's part is the remainder, so the parts always foot to the cash,
 * and a returned payment (negative cash) gives the exact negatives — a clawback nets to zero.
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';

export const FUNDINGS = ['funded', 'self_funded'] as const;
export type Funding = (typeof FUNDINGS)[number];

/** One invoice line's economics, whole (the amounts behind the entire line, not a payment's share). */
export interface LineEconomics {
  /** The line's billed amount (before sales tax, which is the client's and the tax authority's, not margin). */
  bill: Decimal.Value;
  /** Gross pay of the time or expense behind the line. */
  pay: Decimal.Value;
  /** Employer taxes and workers' comp of that pay (from the paychecks). */
  burden: Decimal.Value;
  /** The platform's fees on the line (its bills to the partner). */
  platformFee: Decimal.Value;
  /** Adjustments the partner owes against the line (positive: owed by the partner). */
  partnerAdjustments: Decimal.Value;
}

export interface AllocationShare {
  /** Cash allocated to the line in the period; negative for a returned payment. */
  cash: Decimal.Value;
}

export interface DistributionShare {
  /** cash ÷ bill, unrounded: the share of the line this cash paid. */
  ratio: Decimal;
  cash: string;
  pay: string;
  burden: string;
  platformFee: string;
  partnerAdjustments: string;
  /** The partner's margin from this cash: bill − pay − burden − fees − adjustments, in share. */
  margin: string;
  /** Self-funded only: the pay and burden the partner laid out, returned with its margin. */
  reimbursement: string;
  /** What the partner is owed from this cash: margin, plus the reimbursement when it funded the pay. */
  partnerAmount: string;
  /** The platform's part: the cash less the partner's amount (what it laid out, its fees and adjustments). */
  platformAmount: string;
}

const d = (v: Decimal.Value) => new Decimal(v);

/** The share of a line that `allocation.cash` paid, and how that cash divides between partner and platform. */
export function distributeAllocation(
  line: LineEconomics,
  allocation: AllocationShare,
  funding: Funding,
): DistributionShare {
  const bill = d(line.bill);
  const cash = roundHalfUp(allocation.cash);
  if (bill.isZero()) throw new RangeError('A line with no billed amount cannot be paid');
  if (cash.abs().gt(bill.abs())) throw new RangeError(`Cash ${cash.toFixed(2)} exceeds the line's ${bill.toFixed(2)}`);
  const ratio = cash.dividedBy(bill);
  const share = (v: Decimal.Value) => roundHalfUp(d(v).times(ratio));
  const pay = share(line.pay);
  const burden = share(line.burden);
  const platformFee = share(line.platformFee);
  const partnerAdjustments = share(line.partnerAdjustments);
  // The margin as the remainder of the rounded parts: cash = pay + burden + fees + adjustments + margin exactly.
  const margin = cash.minus(pay).minus(burden).minus(platformFee).minus(partnerAdjustments);
  const reimbursement = funding === 'self_funded' ? pay.plus(burden) : new Decimal(0);
  const partnerAmount = margin.plus(reimbursement);
  return {
    ratio,
    cash: cash.toFixed(2),
    pay: pay.toFixed(2),
    burden: burden.toFixed(2),
    platformFee: platformFee.toFixed(2),
    partnerAdjustments: partnerAdjustments.toFixed(2),
    margin: margin.toFixed(2),
    reimbursement: reimbursement.toFixed(2),
    partnerAmount: partnerAmount.toFixed(2),
    platformAmount: cash.minus(partnerAmount).toFixed(2),
  };
}

export interface PeriodDistribution {
  /** The period's partner amounts summed, with what an earlier negative period left owing. */
  earned: string;
  /** Carried in from the previous period (a negative period's remainder; 0 or negative). */
  carriedIn: string;
  /** What is paid out this period (never negative). */
  payable: string;
  /** What the partner still owes, carried to the next period (`partner_amount_due`; 0 or negative). */
  partnerAmountDue: string;
}

/** A period's partner amounts netted with what it still owed: a negative result is carried forward, never paid. */
export function periodDistribution(partnerAmounts: readonly Decimal.Value[], carriedIn: Decimal.Value = 0) {
  const carried = roundHalfUp(carriedIn);
  if (carried.gt(0)) throw new RangeError('Only what a partner owes is carried forward');
  const earned = partnerAmounts.reduce<Decimal>((a, v) => a.plus(roundHalfUp(v)), new Decimal(0));
  const net = earned.plus(carried);
  return {
    earned: earned.toFixed(2),
    carriedIn: carried.toFixed(2),
    payable: Decimal.max(net, 0).toFixed(2),
    partnerAmountDue: Decimal.min(net, 0).toFixed(2),
  } satisfies PeriodDistribution;
}
