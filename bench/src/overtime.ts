/**
 * The overtime engine (`classifyWeek`) on three realistic weeks, each against a bare baseline measured in the
 * same run: the same loop summing the same shifts' worked minutes with plain arithmetic. Rounds alternate
 * baseline and engine; the median of each is reported.
 */
import { addDays, classifyWeek, shiftInstants, type RateCard, type WeekInput, type WeekShift } from '@app/paybill';
import { fmt, median, opsPerSec, ratioLine } from './timing.js';

const ROUND_MS = Number(process.env.BENCH_OVERTIME_MS ?? 400);
const ROUNDS = 3;

const card = (pay: string, bill: string): RateCard => ({
  pay,
  bill,
  overtimePay: null,
  overtimeBill: null,
  doubleTimePay: null,
  doubleTimeBill: null,
  holidayPay: (Number(pay) * 1.5).toFixed(4),
  holidayBill: (Number(bill) * 1.5).toFixed(4),
});

const BILL_ALL = { weeklyOvertime: true, dailyOvertime: true, holiday: true };
const MON = '2026-03-02'; // a Monday, the week after which US clocks spring forward (not inside it)

let seq = 0;
/** A shift `day` days after Monday from `from` to `to` local minutes (to ≤ from = overnight). */
function shift(day: number, from: number, to: number, over: Partial<WeekShift> & { timezone: string }): WeekShift {
  const date = addDays(MON, day);
  const { startAt, endAt } = shiftInstants(date, from, to, over.timezone);
  seq += 1;
  return {
    entryId: `e${seq}`,
    assignmentId: 'a1',
    type: 'regular',
    startAt,
    endAt,
    breakMinutes: 0,
    workDate: date,
    isHoliday: false,
    rule: 'flsa',
    classified: true,
    rates: card('25.00', '40.00'),
    billRule: BILL_ALL,
    ...over,
  };
}

const H = 60;
const TX = { timezone: 'America/Chicago', rule: 'flsa' as const };
const CA = { timezone: 'America/Los_Angeles', rule: 'california' as const };

/** Texas W-2: Mon–Thu 10 h, an overnight Friday 22:00–04:00 with a 30-minute break (45.5 h, FLSA overtime). */
function fiveShiftWeek(): WeekInput {
  const shifts = [0, 1, 2, 3].map((d) => shift(d, 8 * H, 18 * H, TX));
  shifts.push(shift(4, 22 * H, 4 * H, { ...TX, breakMinutes: 30 }));
  return { weekStart: MON, startHour: 0, shifts, bonuses: [] };
}

/**
 * California, one person on two assignments every day of the week (a morning and an afternoon shift, 12.5 h a
 * day: daily overtime, double time and the seventh-day rule), with a non-discretionary bonus share.
 */
function fourteenShiftWeek(): WeekInput {
  const a = { ...CA, assignmentId: 'ca-a', rates: card('24.00', '38.00') };
  const b = { ...CA, assignmentId: 'ca-b', rates: card('31.00', '49.00') };
  const shifts: WeekShift[] = [];
  for (let d = 0; d < 7; d++) {
    shifts.push(shift(d, 6 * H, 12 * H + 30, { ...a, breakMinutes: 30 }));
    shifts.push(shift(d, 13 * H, 19 * H + 30, b));
  }
  return { weekStart: MON, startHour: 0, shifts, bonuses: ['150.00'] };
}

/**
 * A heavy California week: 40 short shifts over three assignments (six a day on weekdays, five at the weekend,
 * 1 h 45 each with some breaks), a worked holiday on Wednesday, a PTO block, and two bonus shares.
 */
function fortyShiftWeek(): WeekInput {
  const rates = [card('22.00', '35.00'), card('27.50', '44.00'), card('35.00', '56.00')];
  const shifts: WeekShift[] = [];
  for (let d = 0; d < 7; d++) {
    const count = d < 5 ? 6 : 5;
    for (let k = 0; k < count; k++) {
      const from = 6 * H + k * 120;
      const n = shifts.length;
      shifts.push(
        shift(d, from, from + 105, {
          ...CA,
          assignmentId: `heavy-${n % 3}`,
          rates: rates[n % 3]!,
          breakMinutes: k === 3 ? 15 : 0,
          isHoliday: d === 2,
          type: d === 4 && k === 5 ? 'pto' : 'regular',
        }),
      );
    }
  }
  return { weekStart: MON, startHour: 0, shifts, bonuses: ['120.00', '35.50'] };
}

let sink = 0;

/** The bare baseline: the same shifts' worked minutes summed with plain arithmetic. */
function sumMinutes(input: WeekInput): number {
  let total = 0;
  for (const s of input.shifts) total += (s.endAt.getTime() - s.startAt.getTime()) / 60_000 - s.breakMinutes;
  return total;
}

export async function benchOvertime(): Promise<void> {
  const cases: [string, WeekInput][] = [
    ['5-shift Texas week (FLSA, overnight)', fiveShiftWeek()],
    ['14-shift California week, two assignments + bonus', fourteenShiftWeek()],
    ['40-shift heavy California week (3 assignments, holiday, PTO, bonuses)', fortyShiftWeek()],
  ];
  console.log('\n== overtime engine: classifyWeek vs summing the same shifts (ops/s, median of rounds) ==');
  for (const [label, input] of cases) {
    // The engine must account for every minute the baseline sums, or it is not doing the same work.
    const result = classifyWeek(input);
    const payMinutes = result.lines.filter((l) => l.side === 'pay').reduce((t, l) => t + l.minutes, 0);
    if (payMinutes !== sumMinutes(input)) throw new Error(`${label}: engine ${payMinutes} min ≠ ${sumMinutes(input)}`);

    for (let i = 0; i < 200; i++) sink += classifyWeek(input).lines.length + sumMinutes(input); // warm up
    const base: number[] = [];
    const engine: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      base.push(opsPerSec(() => void (sink += sumMinutes(input)), ROUND_MS, 256));
      engine.push(opsPerSec(() => void (sink += classifyWeek(input).lines.length), ROUND_MS));
    }
    const b = median(base);
    const e = median(engine);
    console.log(`${label}: ${input.shifts.length} shifts, ${result.lines.length} lines, ${payMinutes} min paid`);
    console.log(`  baseline (sum minutes): ${fmt(b)} ops/s`);
    console.log(`  ${ratioLine('classifyWeek', e, b)}; ${fmt(1000 / e)} ms per week`);
  }
  if (sink === -1) console.log(''); // keeps the loops' results observable
}
