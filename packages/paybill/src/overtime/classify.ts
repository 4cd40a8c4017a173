/**
 * The overtime engine (primer sections 2 and 9, decision 0017): one person's workweek with one
 * employer in, the pay and bill lines it owes out. Pure and order-independent.
 *
 * 1. Each shift is cut into workdays (starting at `startHour` each local day in its own time zone), its
 *    unpaid break is taken out of the last workday piece first, and the pieces outside the week are dropped.
 * 2. Worked time (types regular and on_call) of classified shifts counts toward the thresholds; paid-not-
 *    worked time (holiday, pto, sick, bereavement) never does and keeps its own class at the pay rate.
 * 3. Pay: the week's rule decides regular / overtime / double time over all of the person's assignments.
 *    Bill: each assignment on its own, by the client's contract rule.
 */
import Decimal from 'decimal.js';
import { roundHalfUp } from '../money.js';
import type { ClassifiedLine, EntrySplit, OvertimeRule, PayClass, WeekInput, WeekResult, WeekShift } from './types.js';
import { addDays, daysBetween, localParts, zonedInstant } from './zoned.js';

const MINUTE = 60_000;
const DAY = 480;
const DAY_DT = 720;
const WEEK_40 = 2400;
const WEEK_44 = 2640;

const PAID_NOT_WORKED = new Set<string>(['holiday', 'pto', 'sick', 'bereavement']);

/** One workday's part of a shift inside the week, break already taken out. */
interface Piece {
  shift: WeekShift;
  /** Workday index in the week, 0–6. */
  day: number;
  /** Instant the piece starts (ms), for chronological order. */
  start: number;
  minutes: number;
}

/** How a piece's minutes split. */
interface Tiers {
  reg: number;
  ot: number;
  dt: number;
}

/** What the tiered classifier needs to know about a piece. */
interface TierPiece {
  minutes: number;
  day: number;
  /** Daily tiers apply (over 8 overtime, over 12 double time). */
  daily: boolean;
  /** California's seventh-day rule applies. */
  seventh: boolean;
  /** The weekly threshold may turn this piece's straight minutes into overtime. */
  weekly: boolean;
}

/** Every workday piece of a shift that falls in the week, with the break taken from the last piece backwards. */
function weekPieces(shift: WeekShift, weekStart: string, startHour: number): Piece[] {
  const s = shift.startAt.getTime();
  const e = shift.endAt.getTime();
  if (!(e > s)) return [];
  const tz = shift.timezone;
  const boundary = (date: string) => zonedInstant(date, startHour * 60, tz).getTime();
  const local = localParts(shift.startAt, tz);
  let wd = local.minutes >= startHour * 60 ? local.date : addDays(local.date, -1);
  while (boundary(wd) > s) wd = addDays(wd, -1);
  const all: { wd: string; start: number; minutes: number }[] = [];
  for (;;) {
    const next = boundary(addDays(wd, 1));
    const from = Math.max(s, boundary(wd));
    const to = Math.min(e, next);
    if (to > from) {
      all.push({ wd, start: from, minutes: Math.round(to / MINUTE) - Math.round(from / MINUTE) });
    }
    if (next >= e) break;
    wd = addDays(wd, 1);
  }
  let brk = Math.max(0, shift.breakMinutes);
  for (let i = all.length - 1; i >= 0 && brk > 0; i -= 1) {
    const take = Math.min(brk, all[i]!.minutes);
    all[i]!.minutes -= take;
    brk -= take;
  }
  const out: Piece[] = [];
  for (const p of all) {
    const day = daysBetween(weekStart, p.wd);
    if (day >= 0 && day < 7 && p.minutes > 0) out.push({ shift, day, start: p.start, minutes: p.minutes });
  }
  return out;
}

const byTime = (a: Piece, b: Piece) =>
  a.start - b.start || (a.shift.entryId < b.shift.entryId ? -1 : a.shift.entryId > b.shift.entryId ? 1 : 0);

const overlap = (from: number, to: number, lo: number, hi: number) =>
  Math.max(0, Math.min(to, hi) - Math.max(from, lo));

/**
 * Daily tiers first (8/12, California's seventh day), then the weekly threshold on the straight time left,
 * latest minutes first. Never stacked: a minute is regular, overtime or double time. Pieces are chronological.
 */
function tiered(pieces: TierPiece[], weeklyThreshold: number | null): Tiers[] {
  const worked = new Set(pieces.filter((p) => p.minutes > 0).map((p) => p.day));
  const seventhDay = worked.size === 7;
  const dayTotal = new Map<number, number>();
  const out = pieces.map((p): Tiers => {
    const t = dayTotal.get(p.day) ?? 0;
    dayTotal.set(p.day, t + p.minutes);
    const to = t + p.minutes;
    if (p.daily && p.seventh && seventhDay && p.day === 6) {
      return { reg: 0, ot: overlap(t, to, 0, DAY), dt: overlap(t, to, DAY, Infinity) };
    }
    if (p.daily) {
      return { reg: overlap(t, to, 0, DAY), ot: overlap(t, to, DAY, DAY_DT), dt: overlap(t, to, DAY_DT, Infinity) };
    }
    return { reg: p.minutes, ot: 0, dt: 0 };
  });
  if (weeklyThreshold !== null) {
    let straight = 0;
    pieces.forEach((p, i) => {
      const tier = out[i]!;
      const over = overlap(straight, straight + tier.reg, weeklyThreshold, Infinity);
      straight += tier.reg;
      if (p.weekly && over > 0) {
        tier.reg -= over;
        tier.ot += over;
      }
    });
  }
  return out;
}

/** Alberta's 8/44 and the Canada Labour Code's 8/40: daily and weekly overtime totalled, the greater paid. */
function greaterOf(pieces: TierPiece[], weeklyThreshold: number): Tiers[] {
  const daily = tiered(
    pieces.map((p) => ({ ...p, daily: true, seventh: false })),
    null,
  ).map((t) => ({ reg: t.reg, ot: t.ot + t.dt, dt: 0 }));
  const weekly = tiered(
    pieces.map((p) => ({ ...p, daily: false, weekly: true })),
    weeklyThreshold,
  );
  const sum = (ts: Tiers[]) => ts.reduce((n, t) => n + t.ot, 0);
  return sum(daily) >= sum(weekly) ? daily : weekly;
}

type Family = 'us' | 'ontario' | 'british_columbia' | 'alberta' | 'canada_federal';
const FAMILIES: Family[] = ['us', 'ontario', 'british_columbia', 'alberta', 'canada_federal'];
const familyOf = (rule: OvertimeRule): Family | null =>
  rule === 'flsa' || rule === 'california' ? 'us' : rule === 'none' ? null : rule;

const isClassified = (s: WeekShift) => s.classified && familyOf(s.rule) !== null;
const isWorked = (type: string) => !PAID_NOT_WORKED.has(type);

const d = (v: Decimal.Value) => new Decimal(v);
const rate4 = (v: Decimal) => roundHalfUp(v, 4);
/** Rounded up so a statutory minimum is never undercut by rounding. */
const ceil4 = (v: Decimal) => v.toDecimalPlaces(4, Decimal.ROUND_CEIL);

/** Ontario leaves public-holiday hours paid at a premium out of the 44 (primer section 9). */
function holidayPremiumAtLeast15(s: WeekShift): boolean {
  return s.isHoliday && s.rates.holidayPay !== null && d(s.rates.holidayPay).gte(d(s.rates.pay).times(1.5));
}

/**
 * The straight-time rate a worked minute adds to the regular rate: the pay rate, or the holiday rate when it
 * is a premium under 1.5× (included in the regular rate; a premium of 1.5× or more is excluded, 29 CFR 778.203).
 */
function straightRate(s: WeekShift): Decimal {
  if (s.isHoliday && s.rates.holidayPay !== null && !holidayPremiumAtLeast15(s)) return d(s.rates.holidayPay);
  return d(s.rates.pay);
}

interface Acc {
  lines: Map<string, ClassifiedLine & { exact: Decimal }>;
}

function add(
  acc: Acc,
  s: WeekShift,
  side: 'pay' | 'bill',
  classification: PayClass,
  rate: Decimal,
  minutes: number,
): void {
  if (minutes <= 0) return;
  const r = rate4(rate).toFixed(4);
  const key = `${s.entryId}\u0000${side}\u0000${classification}\u0000${r}`;
  const line = acc.lines.get(key);
  if (line) line.minutes += minutes;
  else
    acc.lines.set(key, {
      entryId: s.entryId,
      assignmentId: s.assignmentId,
      side,
      classification,
      minutes,
      rate: r,
      amount: '',
      exact: d(r),
    });
}

/** Regular, overtime and double-time minutes of a worked piece to lines, holiday taking the higher rate. */
function addWorked(
  acc: Acc,
  s: WeekShift,
  side: 'pay' | 'bill',
  t: Tiers,
  rates: { straight: Decimal; ot: Decimal; dt: Decimal; holiday: Decimal | null },
): void {
  const { holiday } = rates;
  const straightClass: PayClass = holiday ? 'holiday' : s.type === 'on_call' ? 'on_call' : 'regular';
  add(acc, s, side, straightClass, holiday ?? rates.straight, t.reg);
  if (holiday && holiday.gt(rates.ot)) add(acc, s, side, 'holiday', holiday, t.ot);
  else add(acc, s, side, 'overtime', rates.ot, t.ot);
  if (holiday && holiday.gt(rates.dt)) add(acc, s, side, 'holiday', holiday, t.dt);
  else add(acc, s, side, 'double_time', rates.dt, t.dt);
}

function payHoliday(s: WeekShift): Decimal | null {
  return s.isHoliday && s.rates.holidayPay !== null ? d(s.rates.holidayPay) : null;
}

function billHoliday(s: WeekShift): Decimal | null {
  if (!s.isHoliday || !s.billRule.holiday) return null;
  return s.rates.holidayBill !== null ? d(s.rates.holidayBill) : d(s.rates.bill).times(1.5);
}

function billRates(s: WeekShift) {
  const bill = d(s.rates.bill);
  return {
    straight: bill,
    ot: s.rates.overtimeBill !== null ? d(s.rates.overtimeBill) : bill.times(1.5),
    dt: s.rates.doubleTimeBill !== null ? d(s.rates.doubleTimeBill) : bill.times(2),
    holiday: billHoliday(s),
  };
}

/** Chooses the law for the week: the family with the most classified worked minutes (ties: FAMILIES order). */
function weekFamily(pieces: Piece[]): Family | null {
  const minutes = new Map<Family, number>();
  for (const p of pieces) {
    const f = familyOf(p.shift.rule)!;
    minutes.set(f, (minutes.get(f) ?? 0) + p.minutes);
  }
  let best: Family | null = null;
  for (const f of FAMILIES) {
    if ((minutes.get(f) ?? 0) > 0 && (best === null || minutes.get(f)! > minutes.get(best)!)) best = f;
  }
  return best;
}

function payTiers(family: Family, pieces: Piece[]): Tiers[] {
  const base = (p: Piece): TierPiece => ({
    minutes: p.minutes,
    day: p.day,
    daily: false,
    seventh: false,
    weekly: true,
  });
  switch (family) {
    case 'us':
      return tiered(
        pieces.map((p) => ({
          ...base(p),
          daily: p.shift.rule === 'california',
          seventh: p.shift.rule === 'california',
        })),
        WEEK_40,
      );
    case 'british_columbia':
      return tiered(
        pieces.map((p) => ({ ...base(p), daily: true })),
        WEEK_40,
      );
    case 'ontario': {
      // Holiday hours paid at a premium of 1.5× or more stay out of the 44 and are paid as holiday.
      const counting = pieces.map((p) => !holidayPremiumAtLeast15(p.shift));
      const tiers = tiered(pieces.filter((_, i) => counting[i]).map(base), WEEK_44);
      let k = 0;
      return pieces.map((p, i) => (counting[i] ? tiers[k++]! : { reg: p.minutes, ot: 0, dt: 0 }));
    }
    case 'alberta':
      return greaterOf(pieces.map(base), WEEK_44);
    case 'canada_federal':
      return greaterOf(pieces.map(base), WEEK_40);
  }
}

/** Bill tiers per assignment: its own minutes, the client's rule (weekly over 40, daily 8/12 where the law has it). */
function billTiers(pieces: Piece[]): Tiers[] {
  const out: Tiers[] = new Array<Tiers>(pieces.length);
  const byAssignment = new Map<string, number[]>();
  pieces.forEach((p, i) => {
    const list = byAssignment.get(p.shift.assignmentId) ?? [];
    list.push(i);
    byAssignment.set(p.shift.assignmentId, list);
  });
  for (const idx of byAssignment.values()) {
    const own = idx.map((i) => pieces[i]!);
    const tiers = tiered(
      own.map((p) => {
        const dailyLaw = p.shift.rule === 'california' || p.shift.rule === 'british_columbia';
        return {
          minutes: p.minutes,
          day: p.day,
          daily: p.shift.billRule.dailyOvertime && dailyLaw,
          seventh: p.shift.rule === 'california',
          weekly: p.shift.billRule.weeklyOvertime,
        };
      }),
      WEEK_40,
    );
    idx.forEach((i, k) => (out[i] = tiers[k]!));
  }
  return out;
}

/** Line order within an entry and side (the domain's PAY_CLASSES order; no runtime import of the domain). */
const CLASS_ORDER = new Map<string, number>(
  ['regular', 'overtime', 'double_time', 'holiday', 'pto', 'sick', 'bereavement', 'on_call', 'expense'].map((c, i) => [
    c,
    i,
  ]),
);

/** Classifies one person's workweek with one employer into pay and bill lines (see the file comment). */
export function classifyWeek(input: WeekInput): WeekResult {
  const acc: Acc = { lines: new Map() };
  const all = input.shifts.flatMap((s) => weekPieces(s, input.weekStart, input.startHour)).sort(byTime);

  const counting = all.filter((p) => isClassified(p.shift) && isWorked(p.shift.type));

  // The weighted-average regular rate (29 CFR 778.115): straight-time earnings of worked minutes + bonuses ÷ hours.
  const workedMinutes = counting.reduce((n, p) => n + p.minutes, 0);
  let regularRate: Decimal | null = null;
  if (workedMinutes > 0) {
    const earnings = counting.reduce(
      (sum, p) => sum.plus(straightRate(p.shift).times(p.minutes).div(60)),
      input.bonuses.reduce((sum, b) => sum.plus(b), new Decimal(0)),
    );
    regularRate = earnings.div(workedMinutes).times(60);
  }

  const family = weekFamily(counting);
  if (family !== null) {
    const pay = payTiers(family, counting);
    const bill = billTiers(counting);
    counting.forEach((p, i) => {
      const s = p.shift;
      const base = d(s.rates.pay);
      let ot: Decimal;
      let dt: Decimal;
      const assignedOt = s.rates.overtimePay !== null ? d(s.rates.overtimePay) : base.times(1.5);
      const assignedDt = s.rates.doubleTimePay !== null ? d(s.rates.doubleTimePay) : base.times(2);
      if (family === 'us') {
        ot = Decimal.max(assignedOt, ceil4(regularRate!.times(1.5)));
        dt = Decimal.max(assignedDt, ceil4(regularRate!.times(2)));
      } else {
        // Canada: the rate of the work done in that hour (ESA s.22(1.1)), never under 1.5× / 2× of it.
        ot = Decimal.max(assignedOt, base.times(1.5));
        dt = Decimal.max(assignedDt, base.times(2));
      }
      addWorked(acc, s, 'pay', pay[i]!, { straight: base, ot, dt, holiday: payHoliday(s) });
      addWorked(acc, s, 'bill', bill[i]!, billRates(s));
    });
  }

  // Not classified (contractors, paid-not-worked time): straight at the entry's rates in its own class.
  for (const p of all) {
    const s = p.shift;
    if (isClassified(s) && isWorked(s.type)) continue;
    const t = { reg: p.minutes, ot: 0, dt: 0 };
    if (isWorked(s.type)) {
      addWorked(acc, s, 'pay', t, { straight: d(s.rates.pay), ot: d(0), dt: d(0), holiday: payHoliday(s) });
      addWorked(acc, s, 'bill', t, billRates(s));
    } else {
      const cls = s.type as PayClass;
      add(acc, s, 'pay', cls, d(s.rates.pay), p.minutes);
      add(acc, s, 'bill', cls, d(s.rates.bill), p.minutes);
    }
  }

  const lines: ClassifiedLine[] = [...acc.lines.values()]
    .map(({ exact, ...line }) => ({ ...line, amount: roundHalfUp(exact.times(line.minutes).div(60)).toFixed(2) }))
    .sort(
      (a, b) =>
        cmp(a.entryId, b.entryId) ||
        cmp(a.side, b.side) ||
        CLASS_ORDER.get(a.classification)! - CLASS_ORDER.get(b.classification)! ||
        d(a.rate).cmp(b.rate),
    );

  const splits = new Map<string, EntrySplit>();
  for (const s of [...input.shifts].sort((a, b) => cmp(a.entryId, b.entryId))) {
    splits.set(s.entryId, { entryId: s.entryId, regular: 0, overtime: 0, doubleTime: 0, other: 0 });
  }
  for (const l of lines) {
    if (l.side !== 'pay') continue;
    const sp = splits.get(l.entryId)!;
    if (l.classification === 'regular') sp.regular += l.minutes;
    else if (l.classification === 'overtime') sp.overtime += l.minutes;
    else if (l.classification === 'double_time') sp.doubleTime += l.minutes;
    else sp.other += l.minutes;
  }

  return {
    lines,
    splits: [...splits.values()],
    regularRate: regularRate === null ? null : rate4(regularRate).toFixed(4),
  };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
