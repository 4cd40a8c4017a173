import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyWeek } from './classify.js';
import type { BillRule, OvertimeRule, RateCard, TimesheetType, WeekInput, WeekResult, WeekShift } from './types.js';
import { addDays, zonedInstant } from './zoned.js';

const ZONES = ['America/Los_Angeles', 'America/Chicago', 'America/Toronto', 'America/Edmonton'];
const ALL_RULES: OvertimeRule[] = [
  'flsa',
  'california',
  'ontario',
  'british_columbia',
  'alberta',
  'canada_federal',
  'none',
];
const TYPES: TimesheetType[] = ['regular', 'regular', 'regular', 'on_call', 'holiday', 'pto', 'sick', 'bereavement'];
const WORKED = new Set<TimesheetType>(['regular', 'on_call']);

const money = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((c) => (c / 100).toFixed(2));
const maybe = (arb: fc.Arbitrary<string>) => fc.option(arb, { nil: null });

const cardArb: fc.Arbitrary<RateCard> = fc.record({
  pay: money(10, 60),
  bill: money(15, 90),
  overtimePay: maybe(money(10, 100)),
  overtimeBill: maybe(money(15, 140)),
  doubleTimePay: maybe(money(10, 130)),
  doubleTimeBill: maybe(money(15, 180)),
  holidayPay: maybe(money(10, 120)),
  holidayBill: maybe(money(15, 160)),
});
const billRuleArb: fc.Arbitrary<BillRule> = fc.record({
  weeklyOvertime: fc.boolean(),
  dailyOvertime: fc.boolean(),
  holiday: fc.boolean(),
});

interface RawShift {
  day: number;
  start: number;
  length: number;
  breakMinutes: number;
  tz: string;
  rule: OvertimeRule;
  classified: boolean;
  type: TimesheetType;
  isHoliday: boolean;
  assignment: number;
}

function weekArb(rules: OvertimeRule[]) {
  const raw: fc.Arbitrary<RawShift> = fc.record({
    day: fc.integer({ min: -1, max: 7 }),
    start: fc.integer({ min: 0, max: 287 }).map((n) => n * 5),
    length: fc.integer({ min: 1, max: 240 }).map((n) => n * 5),
    breakMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 90 })),
    tz: fc.constantFrom(...ZONES),
    rule: fc.constantFrom(...rules),
    classified: fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false)),
    type: fc.constantFrom(...TYPES),
    isHoliday: fc.oneof(fc.constant(false), fc.constant(false), fc.constant(true)),
    assignment: fc.integer({ min: 0, max: 2 }),
  });
  return fc
    .record({
      weekStart: fc.constantFrom('2026-01-05', '2026-03-02', '2026-03-08', '2026-10-26', '2026-11-01'),
      startHour: fc.constantFrom(0, 2, 6, 18),
      cards: fc.array(cardArb, { minLength: 3, maxLength: 3 }),
      billRules: fc.array(billRuleArb, { minLength: 3, maxLength: 3 }),
      raws: fc.array(raw, { minLength: 0, maxLength: 24 }),
      bonuses: fc.array(money(0, 300), { maxLength: 2 }),
    })
    .map(({ weekStart, startHour, cards, billRules, raws, bonuses }): WeekInput => ({
      weekStart,
      startHour,
      bonuses,
      shifts: raws.map((r, i): WeekShift => {
        const workDate = addDays(weekStart, r.day);
        const startAt = zonedInstant(workDate, r.start, r.tz);
        return {
          entryId: `e${String(i).padStart(2, '0')}`,
          assignmentId: `a${r.assignment}`,
          type: r.type,
          startAt,
          endAt: new Date(startAt.getTime() + r.length * 60_000),
          breakMinutes: r.breakMinutes,
          workDate,
          timezone: r.tz,
          isHoliday: r.isHoliday,
          rule: r.rule,
          classified: r.classified,
          rates: cards[r.assignment]!,
          billRule: billRules[r.assignment]!,
        };
      }),
    }));
}

/**
 * Worked minutes of a shift inside the week, computed independently of the engine: the week is 7 local days
 * from `startHour` on `weekStart` in the shift's zone; the break comes off the end of the shift.
 */
function workedInWeek(s: WeekShift, weekStart: string, startHour: number): number {
  const from = zonedInstant(weekStart, startHour * 60, s.timezone).getTime();
  const to = zonedInstant(weekStart, startHour * 60 + 7 * 1440, s.timezone).getTime();
  const start = s.startAt.getTime();
  const end = Math.max(start, s.endAt.getTime() - s.breakMinutes * 60_000);
  return Math.max(0, Math.min(end, to) - Math.max(start, from)) / 60_000;
}

function minutesBy(r: WeekResult, side: 'pay' | 'bill'): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of r.lines) if (l.side === side) m.set(l.entryId, (m.get(l.entryId) ?? 0) + l.minutes);
  return m;
}

const runs = { numRuns: 150 };

describe('classifyWeek properties', () => {
  it('pay and bill minutes each sum to the minutes worked in the week, per entry', () => {
    fc.assert(
      fc.property(weekArb(ALL_RULES), (input) => {
        const r = classifyWeek(input);
        const pay = minutesBy(r, 'pay');
        const bill = minutesBy(r, 'bill');
        for (const s of input.shifts) {
          const worked = workedInWeek(s, input.weekStart, input.startHour);
          expect(pay.get(s.entryId) ?? 0).toBe(worked);
          expect(bill.get(s.entryId) ?? 0).toBe(worked);
          const split = r.splits.find((x) => x.entryId === s.entryId)!;
          expect(split.regular + split.overtime + split.doubleTime + split.other).toBe(worked);
        }
      }),
      runs,
    );
  });

  it('a shift’s minutes across consecutive weeks add up to its length less the break', () => {
    fc.assert(
      fc.property(weekArb(ALL_RULES), (input) => {
        const weeks = [-7, 0, 7, 14].map((n) =>
          minutesBy(classifyWeek({ ...input, weekStart: addDays(input.weekStart, n) }), 'pay'),
        );
        for (const s of input.shifts) {
          const total = weeks.reduce((n, w) => n + (w.get(s.entryId) ?? 0), 0);
          const span = (s.endAt.getTime() - s.startAt.getTime()) / 60_000;
          expect(total).toBe(Math.max(0, span - s.breakMinutes));
        }
      }),
      runs,
    );
  });

  it('US overtime is never paid under 1.5× (double time 2×) the weighted regular rate', () => {
    fc.assert(
      fc.property(weekArb(['flsa', 'california']), (input) => {
        const r = classifyWeek(input);
        let minutes = 0;
        let earnings = input.bonuses.reduce((sum, b) => sum.plus(b), new Decimal(0));
        for (const s of input.shifts) {
          if (!s.classified || !WORKED.has(s.type)) continue;
          const worked = workedInWeek(s, input.weekStart, input.startHour);
          const { pay, holidayPay } = s.rates;
          // A holiday premium under 1.5× is part of the regular rate; 1.5× or more is not (29 CFR 778.203).
          const straight =
            s.isHoliday && holidayPay !== null && new Decimal(holidayPay).lt(new Decimal(pay).times(1.5))
              ? holidayPay
              : pay;
          minutes += worked;
          earnings = earnings.plus(new Decimal(straight).times(worked).div(60));
        }
        if (minutes === 0) {
          expect(r.regularRate).toBeNull();
          return;
        }
        const weighted = earnings.div(minutes).times(60);
        expect(r.regularRate).toBe(weighted.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4));
        // Rates are published to four decimals, and the weighted rate above is a quotient carried to
        // decimal.js's 20 digits (40.72 can come back as 40.72000000000000000001): "never under" holds to
        // the rate's own precision, one ten-thousandth.
        const atLeast = (rate: string, multiple: number) =>
          new Decimal(rate).gte(weighted.times(multiple).minus('0.0001'));
        for (const l of r.lines.filter((x) => x.side === 'pay')) {
          if (l.classification === 'overtime') expect(atLeast(l.rate, 1.5)).toBe(true);
          if (l.classification === 'double_time') expect(atLeast(l.rate, 2)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('only classified worked time is ever overtime or double time', () => {
    fc.assert(
      fc.property(weekArb(ALL_RULES), (input) => {
        const r = classifyWeek(input);
        const byId = new Map(input.shifts.map((s) => [s.entryId, s]));
        for (const l of r.lines) {
          if (l.classification !== 'overtime' && l.classification !== 'double_time') continue;
          const s = byId.get(l.entryId)!;
          expect(s.classified && s.rule !== 'none' && WORKED.has(s.type)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('does not depend on the order the shifts arrive in', () => {
    // Copies of some shifts under other entries and assignments make ties on the start instant certain.
    const arb = weekArb(ALL_RULES)
      .chain((input) =>
        fc.nat({ max: input.shifts.length }).map((k) => ({
          ...input,
          shifts: input.shifts.concat(
            input.shifts
              .slice(0, k)
              .map((s, i) => ({ ...s, entryId: `d${String(i).padStart(2, '0')}`, assignmentId: 'a9' })),
          ),
        })),
      )
      .chain((input) =>
        fc
          .shuffledSubarray(input.shifts, { minLength: input.shifts.length, maxLength: input.shifts.length })
          .map((shuffled) => ({ input, shuffled })),
      );
    fc.assert(
      fc.property(arb, ({ input, shuffled }) => {
        expect(classifyWeek({ ...input, shifts: shuffled })).toEqual(classifyWeek(input));
      }),
      runs,
    );
  });

  it('every line amount is minutes ÷ 60 × rate, half-up to the cent', () => {
    fc.assert(
      fc.property(weekArb(ALL_RULES), (input) => {
        for (const l of classifyWeek(input).lines) {
          expect(l.minutes).toBeGreaterThan(0);
          expect(l.amount).toBe(
            new Decimal(l.rate).times(l.minutes).div(60).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
          );
        }
      }),
      runs,
    );
  });
});
