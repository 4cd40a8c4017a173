/**
 * The approval week's figures, read from what the API answered: the bill lines the ledger's engine
 * priced (ledger.preview.ts), grouped by day and pay class. Sums are exact (in cents), never
 * recomputed from rates here: the amount on screen is the one the invoice carries.
 */
import type { ApprovalBillLine, ApprovalGroupDetail, PayClass, TimesheetView } from '@app/domain';
import { PAY_CLASSES } from '@app/domain';
import { sumMoney } from '../../../lib/decimal';

export interface DayRow {
  date: string;
  /** Minutes per pay class this day (only classes with time). */
  minutes: Partial<Record<PayClass, number>>;
  totalMinutes: number;
  /** Billed amount of the day per currency; null when the caller sees no amounts. */
  amounts: BillAmount[] | null;
}

/** An amount in one currency ('usd', 'cad'), as the API answers the week's totals. */
export type BillAmount = NonNullable<ApprovalGroupDetail['bill']>['totals'][number];

export interface WeekSummary {
  days: DayRow[];
  /** The classes that have time this week, in the engine's order (Regular, Overtime, Double time…). */
  classes: PayClass[];
  totals: Partial<Record<PayClass, number>>;
  totalMinutes: number;
  /** The week's billed sums per currency (the API's `bill.totals`); null when the caller sees no amounts. */
  amounts: BillAmount[] | null;
}

/**
 * Hours by day and class. With bill lines, the classes are the engine's (overtime where the week went
 * over); without (a caller who sees no amounts), each entry's own hours count as its type's regular time.
 */
export function summarizeWeek(group: Pick<ApprovalGroupDetail, 'entries' | 'bill'>): WeekSummary {
  const dateOf = new Map(group.entries.map((e) => [e.id, e.date]));
  const lines: Pick<ApprovalBillLine, 'entry_id' | 'classification' | 'minutes' | 'amount' | 'currency' | 'billed'>[] =
    group.bill?.lines ??
    group.entries
      .filter((e) => e.status !== 'rejected')
      .map((e) => ({
        entry_id: e.id,
        classification: classOf(e),
        minutes: e.minutes_worked,
        amount: '0',
        currency: 'usd',
        billed: false,
      }));
  const byDay = new Map<string, { minutes: Partial<Record<PayClass, number>>; amounts: Map<string, string[]> }>();
  for (const l of lines) {
    const date = dateOf.get(l.entry_id);
    if (!date) continue;
    const day = byDay.get(date) ?? { minutes: {}, amounts: new Map<string, string[]>() };
    day.minutes[l.classification] = (day.minutes[l.classification] ?? 0) + l.minutes;
    // A currency with lines shows even when none of them bills ("$0.00" for a no-bill day).
    const inCurrency = day.amounts.get(l.currency) ?? [];
    if (l.billed) inCurrency.push(l.amount);
    day.amounts.set(l.currency, inCurrency);
    byDay.set(date, day);
  }
  const withAmounts = group.bill !== null;
  const days = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, d]) => ({
      date,
      minutes: d.minutes,
      totalMinutes: Object.values(d.minutes).reduce((s, m) => s + m, 0),
      amounts: withAmounts ? sumsByCurrency(d.amounts) : null,
    }));
  const totals: Partial<Record<PayClass, number>> = {};
  for (const d of days)
    for (const [c, m] of Object.entries(d.minutes)) totals[c as PayClass] = (totals[c as PayClass] ?? 0) + m;
  return {
    days,
    classes: PAY_CLASSES.filter((c) => (totals[c] ?? 0) !== 0),
    totals,
    totalMinutes: days.reduce((s, d) => s + d.totalMinutes, 0),
    amounts: group.bill?.totals ?? null,
  };
}

function sumsByCurrency(amounts: ReadonlyMap<string, string[]>): BillAmount[] {
  return [...amounts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, inCurrency]) => ({ currency, amount: sumMoney(inCurrency) }));
}

/** An entry's own type as a pay class (paid-not-worked types are classes of their own). */
function classOf(e: TimesheetView): PayClass {
  return (PAY_CLASSES as readonly string[]).includes(e.type) ? (e.type as PayClass) : 'regular';
}

/** What one entry bills (its lines' sum, in its currency), or null when it bills nothing or the caller sees no amounts. */
export function entryAmount(bill: ApprovalGroupDetail['bill'], entryId: string): BillAmount | null {
  if (!bill) return null;
  const own = bill.lines.filter((l) => l.entry_id === entryId && l.billed);
  return own.length ? { currency: own[0]!.currency, amount: sumMoney(own.map((l) => l.amount)) } : null;
}
