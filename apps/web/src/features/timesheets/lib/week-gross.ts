/**
 * The week's estimated gross (decision 0090): each shift's hours at the assignment's pay rate in effect
 * on its day — a saved entry's own rate, a draft's from the week's rates — rounded half-up to the cent
 * per shift (@app/paybill's money helpers), then added. Straight time only: overtime, taxes and
 * deductions are worked out by payroll, so the screen calls it an estimate.
 */
import type { TimesheetAssignmentOption } from '@app/domain';
import { money, roundRate, sumMoney } from '@app/paybill';
import type { DraftRow } from './draft-rows';
import { shiftLength } from './grid-math';

/** A shift's straight-time pay: minutes / 60 × rate (its four places), half-up to the cent. */
export function shiftGross(minutes: number, rate: string): string {
  return money(roundRate(rate).times(minutes).div(60));
}

/**
 * The estimate of the rows as they stand (removed and rejected rows earn nothing); null when no
 * rate is known for any day with time (a caller who sees no pay rates, or no rate yet).
 */
export function estimatedGross(
  rows: readonly DraftRow[],
  payRates: TimesheetAssignmentOption['pay_rates'],
): string | null {
  const rateOf = new Map(payRates.map((d) => [d.date, d.pay_rate]));
  const amounts: string[] = [];
  for (const r of rows) {
    if (r.removed || r.entry?.status === 'rejected') continue;
    const length = shiftLength(r.start, r.end, r.breakMinutes);
    const rate = r.entry?.pay_rate ?? rateOf.get(r.date) ?? null;
    if (!length || rate === null) continue;
    amounts.push(shiftGross(length.minutes, rate));
  }
  return amounts.length ? sumMoney(amounts) : null;
}
