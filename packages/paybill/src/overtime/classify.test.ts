import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { classifyWeek } from './classify.js';
import type { BillRule, RateCard, WeekInput, WeekResult, WeekShift } from './types.js';
import { addDays, shiftInstants } from './zoned.js';

const CHI = 'America/Chicago';
const LA = 'America/Los_Angeles';
const TOR = 'America/Toronto';
const MON = '2026-01-05'; // a Monday

const card = (pay: string, bill: string, over: Partial<RateCard> = {}): RateCard => ({
  pay,
  bill,
  overtimePay: null,
  overtimeBill: null,
  doubleTimePay: null,
  doubleTimeBill: null,
  holidayPay: null,
  holidayBill: null,
  ...over,
});

const BILL_ALL: BillRule = { weeklyOvertime: true, dailyOvertime: true, holiday: true };

let seq = 0;
/** A shift on `day` days after Monday, from `from` to `to` (hours, may be fractional; to ≤ from = overnight). */
function shift(day: number, from: number, to: number, over: Partial<WeekShift> = {}): WeekShift {
  const tz = over.timezone ?? CHI;
  const date = addDays(MON, day);
  const { startAt, endAt } = shiftInstants(date, Math.round(from * 60), Math.round(to * 60), tz);
  seq += 1;
  return {
    entryId: `e${String(seq).padStart(3, '0')}`,
    assignmentId: 'a1',
    type: 'regular',
    startAt,
    endAt,
    breakMinutes: 0,
    workDate: date,
    timezone: tz,
    isHoliday: false,
    rule: 'flsa',
    classified: true,
    rates: card('20.00', '30.00'),
    billRule: BILL_ALL,
    ...over,
  };
}

const week = (shifts: WeekShift[], over: Partial<WeekInput> = {}): WeekResult =>
  classifyWeek({ weekStart: MON, startHour: 0, shifts, bonuses: [], ...over });

/** Minutes per side × classification × rate over the whole week. */
function totals(r: WeekResult, side: 'pay' | 'bill' = 'pay'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of r.lines.filter((x) => x.side === side)) {
    const k = `${l.classification}@${l.rate}`;
    out[k] = (out[k] ?? 0) + l.minutes;
  }
  return out;
}

const h = (hours: number) => hours * 60;

describe('FLSA', () => {
  it('a 46-hour week in Texas: regular 40, overtime 6 at 1.5×, the latest minutes', () => {
    const shifts = [0, 1, 2, 3].map((d) => shift(d, 8, 18)).concat(shift(4, 8, 14));
    const r = week(shifts);
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(6) });
    expect(r.splits.map((s) => [s.regular, s.overtime])).toEqual([
      [600, 0],
      [600, 0],
      [600, 0],
      [600, 0],
      [0, 360],
    ]);
    const fridayOt = r.lines.find((l) => l.side === 'pay' && l.classification === 'overtime')!;
    expect(fridayOt).toMatchObject({ entryId: shifts[4]!.entryId, minutes: 360, amount: '180.00' });
    expect(totals(r, 'bill')).toEqual({ 'regular@30.0000': h(40), 'overtime@45.0000': h(6) });
    expect(r.regularRate).toBe('20.0000');
  });

  it('an overnight shift counts whole and the break comes off its end', () => {
    // 38 h of day shifts, then Friday 22:00 – Saturday 07:00 with a 60-minute meal: 8 h worked, 6 over 40.
    const shifts = [0, 1, 2, 3].map((d) => shift(d, 8, 17.5)).concat(shift(4, 22, 7, { breakMinutes: 60 }));
    const r = week(shifts);
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(6) });
    expect(r.splits[4]).toMatchObject({ regular: h(2), overtime: h(6) });
  });

  it('splits a shift across the week boundary; the two weeks add up to the shift', () => {
    const s = shift(6, 20, 4, { breakMinutes: 30 }); // Sunday 20:00 – Monday 04:00
    const thisWeek = week([s]);
    const nextWeek = week([s], { weekStart: addDays(MON, 7) });
    expect(thisWeek.splits[0]!.regular).toBe(h(4));
    expect(nextWeek.splits[0]!.regular).toBe(h(4) - 30);
    expect(week([s], { weekStart: addDays(MON, 14) }).lines).toEqual([]);
  });

  it('weights the regular rate over two assignments (29 CFR 778.115)', () => {
    const b = card('30.00', '45.00');
    const shifts = [
      shift(0, 8, 16, { assignmentId: 'b', rates: b }),
      shift(1, 8, 16, { assignmentId: 'b', rates: b }),
      ...[2, 3, 4].map((d) => shift(d, 8, 18)),
    ];
    const r = week(shifts);
    // (16 × 30 + 30 × 20) ÷ 46 = 23.478…; the overtime falls in the $20 job: max(30, 1.5 × 23.478…).
    expect(r.regularRate).toBe('23.4783');
    expect(totals(r)).toEqual({ 'regular@30.0000': h(16), 'regular@20.0000': h(24), 'overtime@35.2174': h(6) });
    expect(r.lines.find((l) => l.classification === 'overtime')!.amount).toBe('211.30');
  });

  it('uses the assignment overtime rate when it is at least 1.5× the weighted rate', () => {
    const shifts = [0, 1, 2, 3, 4].map((d) =>
      shift(d, 8, 17, { rates: card('20.00', '30.00', { overtimePay: '32.00' }) }),
    );
    expect(totals(week(shifts))).toEqual({ 'regular@20.0000': h(40), 'overtime@32.0000': h(5) });
  });

  it('bills each client on its own assignment’s hours', () => {
    const x = { assignmentId: 'x' };
    const y = { assignmentId: 'y', rates: card('20.00', '40.00') };
    const shifts = [0, 1, 2, 3].map((d) => shift(d, 7, 18, x)).concat(shift(4, 8, 12, y));
    const r = week(shifts);
    // Pay: 48 h for the person, the latest 8 are overtime (Friday's 4 on y and Thursday's last 4 on x).
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(8) });
    expect(r.splits[3]).toMatchObject({ regular: h(7), overtime: h(4) });
    expect(r.splits[4]).toMatchObject({ regular: 0, overtime: h(4) });
    // Bill: x has 44 of its own hours (4 over 40), y only 4.
    expect(totals(r, 'bill')).toEqual({ 'regular@30.0000': h(40), 'overtime@45.0000': h(4), 'regular@40.0000': h(4) });
  });

  it('bills no overtime when the client’s contract says so', () => {
    const shifts = [0, 1, 2, 3, 4].map((d) =>
      shift(d, 8, 18, { billRule: { weeklyOvertime: false, dailyOvertime: false, holiday: false } }),
    );
    const r = week(shifts);
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(10) });
    expect(totals(r, 'bill')).toEqual({ 'regular@30.0000': h(50) });
  });

  it('a non-discretionary bonus raises the overtime rate', () => {
    const shifts = [0, 1, 2, 3, 4].map((d) => shift(d, 8, 17));
    const r = week(shifts, { bonuses: ['90.00'] });
    // (45 × 20 + 90) ÷ 45 = 22 → overtime at 33.
    expect(r.regularRate).toBe('22.0000');
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@33.0000': h(5) });
  });

  it('PTO, sick and holiday time are paid at the regular rate and never count toward 40', () => {
    const shifts = [0, 1, 2, 3, 4].map((d) => shift(d, 8, 16));
    shifts.push(
      shift(5, 8, 16, { type: 'pto' }),
      shift(6, 8, 12, { type: 'sick' }),
      shift(6, 12, 16, { type: 'holiday', rates: card('20.00', '30.00', { holidayPay: '40.00' }) }),
    );
    const r = week(shifts);
    expect(totals(r)).toEqual({
      'regular@20.0000': h(40),
      'pto@20.0000': h(8),
      'sick@20.0000': h(4),
      'holiday@20.0000': h(4),
    });
    expect(totals(r, 'bill')).toEqual({
      'regular@30.0000': h(40),
      'pto@30.0000': h(8),
      'sick@30.0000': h(4),
      'holiday@30.0000': h(4),
    });
    expect(r.splits[5]).toMatchObject({ regular: 0, other: h(8) });
  });

  it('worked holiday hours count toward 40; a ≥ 1.5× holiday premium is paid instead of overtime, never both', () => {
    const hol = { isHoliday: true, rates: card('20.00', '30.00', { holidayPay: '40.00', holidayBill: '60.00' }) };
    const shifts = [0, 1, 2, 3].map((d) => shift(d, 8, 18)).concat(shift(4, 8, 18, hol));
    const r = week(shifts);
    // The premium is excluded from the regular rate: 20. Friday's 10 h are overtime (30) but holiday (40) wins.
    expect(r.regularRate).toBe('20.0000');
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'holiday@40.0000': h(10) });
    expect(totals(r, 'bill')).toEqual({ 'regular@30.0000': h(40), 'holiday@60.0000': h(10) });

    // A holiday on Monday counts toward 40, so Friday's last 10 hours are still overtime.
    const early = [shift(0, 8, 18, hol), ...[1, 2, 3, 4].map((d) => shift(d, 8, 18))];
    expect(totals(week(early))).toEqual({
      'holiday@40.0000': h(10),
      'regular@20.0000': h(30),
      'overtime@30.0000': h(10),
    });
  });

  it('a holiday premium under 1.5× enters the regular rate and overtime wins', () => {
    const hol = { isHoliday: true, rates: card('20.00', '30.00', { holidayPay: '25.00' }) };
    const shifts = [0, 1, 2, 3].map((d) => shift(d, 8, 18)).concat(shift(4, 8, 18, hol));
    const r = week(shifts);
    // (40 × 20 + 10 × 25) ÷ 50 = 21 → overtime 31.50 > 25.
    expect(r.regularRate).toBe('21.0000');
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@31.5000': h(10) });
  });

  it('on-call time is hours worked: it counts, straight time keeps its class, the excess is overtime', () => {
    const shifts = [0, 1, 2, 3].map((d) => shift(d, 8, 18)).concat(shift(4, 8, 14, { type: 'on_call' }));
    const r = week(shifts);
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(6) });
    const early = [shift(0, 8, 14, { type: 'on_call' }), ...[1, 2, 3, 4].map((d) => shift(d, 8, 18))];
    expect(totals(week(early))).toEqual({
      'on_call@20.0000': h(6),
      'regular@20.0000': h(34),
      'overtime@30.0000': h(6),
    });
  });

  it('does not classify contractors: 50 hours are all straight', () => {
    const shifts = [0, 1, 2, 3, 4].map((d) => shift(d, 8, 18, { classified: false }));
    const r = week(shifts);
    expect(totals(r)).toEqual({ 'regular@20.0000': h(50) });
    expect(totals(r, 'bill')).toEqual({ 'regular@30.0000': h(50) });
    expect(r.regularRate).toBeNull();
  });
});

describe('California', () => {
  const ca = { rule: 'california' as const, timezone: LA };

  it('10-hour days: 2 h daily overtime each, no weekly overtime on 40 straight hours', () => {
    const r = week([0, 1, 2, 3, 4].map((d) => shift(d, 8, 18, ca)));
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(10) });
    expect(r.splits[0]).toMatchObject({ regular: h(8), overtime: h(2), doubleTime: 0 });
    expect(totals(r, 'bill')).toEqual({ 'regular@30.0000': h(40), 'overtime@45.0000': h(10) });
  });

  it('over 12 in a day is double time; a sixth day past 40 straight hours is weekly overtime', () => {
    const shifts = [shift(0, 6, 19.5, ca), ...[1, 2, 3, 4, 5].map((d) => shift(d, 8, 16, ca))];
    const r = week(shifts);
    // Monday 13.5 h: 8 + 4 OT + 1.5 DT. Straight 8 × 6 = 48 → Saturday's 8 become weekly overtime.
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(12), 'double_time@40.0000': h(1.5) });
    expect(r.splits[5]).toMatchObject({ regular: 0, overtime: h(8) });
  });

  it('the seventh day of work in the workweek: first 8 hours overtime, beyond double time', () => {
    const r = week([0, 1, 2, 3, 4, 5, 6].map((d) => shift(d, 8, 18, ca)));
    // Mon–Sat 8 + 2 each (48 straight → Saturday's 8 weekly OT); Sunday 8 OT + 2 DT.
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(28), 'double_time@40.0000': h(2) });
    expect(r.splits[6]).toMatchObject({ regular: 0, overtime: h(8), doubleTime: h(2) });
    // Six days only: no seventh-day rule.
    const six = week([0, 1, 2, 3, 4, 5].map((d) => shift(d, 8, 16, ca)));
    expect(totals(six)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(8) });
  });

  it('splits an overnight shift at the workday start, not at the shift', () => {
    // 20:00 – 06:00 = 10 h. Workdays from midnight: 4 + 6, no daily OT. Workdays from 18:00: one 10 h day.
    const s = shift(1, 20, 6, ca);
    expect(totals(week([s]))).toEqual({ 'regular@20.0000': h(10) });
    expect(totals(week([s], { weekStart: addDays(MON, -1), startHour: 18 }))).toEqual({
      'regular@20.0000': h(8),
      'overtime@30.0000': h(2),
    });
  });

  it('bills daily overtime only when the contract says so', () => {
    const noDaily = { ...ca, billRule: { weeklyOvertime: true, dailyOvertime: false, holiday: false } };
    const r = week([0, 1, 2, 3, 4].map((d) => shift(d, 8, 18, noDaily)));
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(10) });
    // Its own 50 hours: the latest 10 over 40 are billed as weekly overtime.
    expect(totals(r, 'bill')).toEqual({ 'regular@30.0000': h(40), 'overtime@45.0000': h(10) });
  });

  it('a DST night is an hour shorter or longer, and paid as worked', () => {
    const spring = shift(0, 22, 8, { ...ca, timezone: LA }); // placeholder date, replaced below
    const sprung = { ...spring, ...instants('2026-03-07', 22, 8) };
    const r = classifyWeek({ weekStart: '2026-03-02', startHour: 0, shifts: [sprung], bonuses: [] });
    expect(totals(r)).toEqual({ 'regular@20.0000': h(9) }); // 2 h Saturday + 7 h Sunday
    const fell = { ...spring, ...instants('2026-10-31', 22, 8) };
    const f = classifyWeek({ weekStart: '2026-10-26', startHour: 0, shifts: [fell], bonuses: [] });
    // 2 h Saturday + 9 h Sunday (01:00–02:00 happens twice): daily OT on Sunday.
    expect(totals(f)).toEqual({ 'regular@20.0000': h(10), 'overtime@30.0000': h(1) });
  });
});

function instants(date: string, from: number, to: number) {
  const { startAt, endAt } = shiftInstants(date, from * 60, to * 60, LA);
  return { startAt, endAt, workDate: date };
}

describe('Canada', () => {
  it('Ontario: 48 hours → 44 regular, 4 overtime', () => {
    const on = { rule: 'ontario' as const, timezone: TOR };
    const r = week([0, 1, 2, 3, 4, 5].map((d) => shift(d, 8, 16, on)));
    expect(totals(r)).toEqual({ 'regular@20.0000': h(44), 'overtime@30.0000': h(4) });
  });

  it('Ontario: overtime at 1.5× the rate of the work done in that hour, not a weighted rate', () => {
    const on = { rule: 'ontario' as const, timezone: TOR };
    const b = { ...on, assignmentId: 'b', rates: card('30.00', '45.00') };
    const shifts = [0, 1, 2, 3, 4].map((d) => shift(d, 8, 16, on)).concat(shift(5, 8, 16, b));
    expect(totals(week(shifts))).toEqual({
      'regular@20.0000': h(40),
      'regular@30.0000': h(4),
      'overtime@45.0000': h(4),
    });
    const reversed = [shift(0, 8, 16, b), ...[1, 2, 3, 4, 5].map((d) => shift(d, 8, 16, on))];
    expect(totals(week(reversed))).toEqual({
      'regular@30.0000': h(8),
      'regular@20.0000': h(36),
      'overtime@30.0000': h(4),
    });
  });

  it('Ontario leaves premium-paid holiday hours out of the 44', () => {
    const on = { rule: 'ontario' as const, timezone: TOR };
    const hol = { ...on, isHoliday: true, rates: card('20.00', '30.00', { holidayPay: '30.00' }) };
    const shifts = [shift(0, 8, 16, hol), ...[1, 2, 3, 4, 5].map((d) => shift(d, 8, 16, on))];
    expect(totals(week(shifts))).toEqual({ 'holiday@30.0000': h(8), 'regular@20.0000': h(40) });
  });

  it('British Columbia: daily 8/12, weekly over 40 counting only the first 8 hours a day', () => {
    const bc = { rule: 'british_columbia' as const, timezone: 'America/Vancouver' };
    const shifts = [shift(0, 6, 19, bc), ...[1, 2, 3, 4, 5].map((d) => shift(d, 8, 16, bc))];
    const r = week(shifts);
    expect(totals(r)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(12), 'double_time@40.0000': h(1) });
    // Ten-hour days: 2 h daily OT each, the first 8 h make exactly 40, no weekly OT.
    const tens = week([0, 1, 2, 3, 4].map((d) => shift(d, 8, 18, bc)));
    expect(totals(tens)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(10) });
  });

  it('Alberta: the greater of daily (over 8) and weekly (over 44) totals, at 1.5×', () => {
    const ab = { rule: 'alberta' as const, timezone: 'America/Edmonton' };
    // 4 × 12 h: daily 16 > weekly 4 → 16 OT, no double time.
    expect(totals(week([0, 1, 2, 3].map((d) => shift(d, 6, 18, ab))))).toEqual({
      'regular@20.0000': h(32),
      'overtime@30.0000': h(16),
    });
    // 6 × 8 h: daily 0 < weekly 4 → the latest 4 h.
    const r = week([0, 1, 2, 3, 4, 5].map((d) => shift(d, 8, 16, ab)));
    expect(totals(r)).toEqual({ 'regular@20.0000': h(44), 'overtime@30.0000': h(4) });
    expect(r.splits[5]).toMatchObject({ regular: h(4), overtime: h(4) });
  });

  it('other provinces (Canada Labour Code 8/40): the greater of daily and weekly overtime', () => {
    const fed = { rule: 'canada_federal' as const, timezone: 'America/Winnipeg' };
    // 5 × 9 h = 45: daily 5 = weekly 5 → the daily hours (each day's ninth).
    const r = week([0, 1, 2, 3, 4].map((d) => shift(d, 8, 17, fed)));
    expect(r.splits.map((s) => s.overtime)).toEqual([60, 60, 60, 60, 60]);
    // 6 × 7.5 h = 45: weekly 5 wins.
    const w = week([0, 1, 2, 3, 4, 5].map((d) => shift(d, 8, 15.5, fed)));
    expect(totals(w)).toEqual({ 'regular@20.0000': h(40), 'overtime@30.0000': h(5) });
  });
});

describe('lines', () => {
  it('round each line half-up to the cent', () => {
    const r = week([shift(0, 8, 8 + 7 / 60, { rates: card('10.0050', '15.00') })]);
    // 7 min × 10.005 / 60 = 1.167250 → 1.17
    expect(r.lines.find((l) => l.side === 'pay')!.amount).toBe('1.17');
    expect(new Decimal(r.lines.find((l) => l.side === 'bill')!.amount).toFixed(2)).toBe('1.75');
  });
});
