import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  localParts,
  overtimeRuleFor,
  shiftInstants,
  workPeriods,
  workweekStartDate,
  zonedInstant,
} from './zoned.js';

const LA = 'America/Los_Angeles';
const iso = (d: Date) => d.toISOString();

describe('zonedInstant', () => {
  it('reads a plain wall time with the offset in effect', () => {
    expect(iso(zonedInstant('2026-01-15', 9 * 60, LA))).toBe('2026-01-15T17:00:00.000Z');
    expect(iso(zonedInstant('2026-07-15', 9 * 60, LA))).toBe('2026-07-15T16:00:00.000Z');
    expect(iso(zonedInstant('2026-07-15', 9 * 60, 'America/Toronto'))).toBe('2026-07-15T13:00:00.000Z');
    expect(iso(zonedInstant('2026-07-15', 0, 'UTC'))).toBe('2026-07-15T00:00:00.000Z');
  });

  it('runs minutes past 1440 into later days', () => {
    expect(iso(zonedInstant('2026-01-15', 1440 + 60, LA))).toBe('2026-01-16T09:00:00.000Z');
    expect(iso(zonedInstant('2026-01-31', 2 * 1440, LA))).toBe('2026-02-02T08:00:00.000Z');
  });

  it('moves a skipped wall time forward by the gap (2026-03-08 in Los Angeles)', () => {
    expect(iso(zonedInstant('2026-03-08', 1 * 60 + 59, LA))).toBe('2026-03-08T09:59:00.000Z');
    // 02:30 does not exist: it becomes 03:30 PDT.
    expect(iso(zonedInstant('2026-03-08', 2 * 60 + 30, LA))).toBe('2026-03-08T10:30:00.000Z');
    expect(iso(zonedInstant('2026-03-08', 3 * 60, LA))).toBe('2026-03-08T10:00:00.000Z');
  });

  it('takes the first of a repeated wall time (2026-11-01 in Los Angeles)', () => {
    // 01:30 happens twice: 08:30Z (PDT) and 09:30Z (PST).
    expect(iso(zonedInstant('2026-11-01', 90, LA))).toBe('2026-11-01T08:30:00.000Z');
    expect(iso(zonedInstant('2026-11-01', 2 * 60, LA))).toBe('2026-11-01T10:00:00.000Z');
  });

  it('round-trips through localParts for any existing wall time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 729 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(LA, 'America/New_York', 'America/Edmonton', 'UTC', 'Asia/Kolkata'),
        (d, m, tz) => {
          const date = addDays('2026-01-01', d);
          const at = zonedInstant(date, m, tz);
          const back = localParts(at, tz);
          // Only the spring-forward hour fails to round-trip; there the result lies after the wall time.
          if (back.date === date && back.minutes === m) return;
          expect(back.date).toBe(date);
          expect(back.minutes - m).toBe(60);
        },
      ),
    );
  });
});

describe('localParts', () => {
  it('gives the local date, minute of day and weekday', () => {
    expect(localParts(new Date('2026-03-09T06:30:00Z'), LA)).toEqual({
      date: '2026-03-08',
      minutes: 23 * 60 + 30,
      weekday: 0,
    });
    expect(localParts(new Date('2026-11-01T09:30:00Z'), LA)).toEqual({ date: '2026-11-01', minutes: 90, weekday: 0 });
    expect(localParts(new Date('2026-01-05T00:00:00Z'), 'UTC')).toEqual({ date: '2026-01-05', minutes: 0, weekday: 1 });
  });
});

describe('shiftInstants', () => {
  it('keeps a day shift on its date', () => {
    const s = shiftInstants('2026-01-15', 9 * 60, 17 * 60, LA);
    expect(iso(s.startAt)).toBe('2026-01-15T17:00:00.000Z');
    expect(iso(s.endAt)).toBe('2026-01-16T01:00:00.000Z');
    expect(s.spanMinutes).toBe(480);
  });

  it('rolls an end at or before the start to the next day', () => {
    const s = shiftInstants('2026-01-15', 22 * 60, 6 * 60, LA);
    expect(iso(s.endAt)).toBe('2026-01-16T14:00:00.000Z');
    expect(s.spanMinutes).toBe(480);
    expect(shiftInstants('2026-01-15', 600, 600, LA).spanMinutes).toBe(1440);
  });

  it('counts real minutes across DST: the spring night is an hour shorter, the fall night an hour longer', () => {
    expect(shiftInstants('2026-03-07', 22 * 60, 6 * 60, LA).spanMinutes).toBe(420);
    expect(shiftInstants('2026-10-31', 22 * 60, 6 * 60, LA).spanMinutes).toBe(540);
    // The day after: back to normal.
    expect(shiftInstants('2026-03-08', 22 * 60, 6 * 60, LA).spanMinutes).toBe(480);
  });
});

describe('workweekStartDate', () => {
  it('finds the Monday 00:00 week of a date', () => {
    expect(workweekStartDate('2026-01-05', 0, 1, 0)).toBe('2026-01-05'); // Monday itself
    expect(workweekStartDate('2026-01-11', 23 * 60 + 59, 1, 0)).toBe('2026-01-05'); // Sunday night
    expect(workweekStartDate('2026-01-11', 1440, 1, 0)).toBe('2026-01-12'); // rolls into the next Monday
  });

  it('respects the start hour on the boundary day', () => {
    // Week starts Sunday 06:00: Sunday 05:59 still belongs to the previous week.
    expect(workweekStartDate('2026-01-11', 5 * 60 + 59, 0, 6)).toBe('2026-01-04');
    expect(workweekStartDate('2026-01-11', 6 * 60, 0, 6)).toBe('2026-01-11');
    expect(workweekStartDate('2026-01-10', 23 * 60, 0, 6)).toBe('2026-01-04');
  });

  it('always returns the start day within the 7 days before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 2879 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 23 }),
        (d, m, sd, sh) => {
          const date = addDays('2026-01-01', d);
          const start = workweekStartDate(date, m, sd, sh);
          expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(sd);
          const wallStart = Date.parse(`${start}T00:00:00Z`) + sh * 3_600_000;
          const wall = Date.parse(`${date}T00:00:00Z`) + m * 60_000;
          expect(wall).toBeGreaterThanOrEqual(wallStart);
          expect(wall).toBeLessThan(wallStart + 7 * 86_400_000);
        },
      ),
    );
  });
});

describe('overtimeRuleFor', () => {
  it('maps states and provinces to their rule', () => {
    expect(overtimeRuleFor('US', 'CA')).toBe('california');
    expect(overtimeRuleFor('US', 'ca')).toBe('california');
    expect(overtimeRuleFor('US', 'TX')).toBe('flsa');
    expect(overtimeRuleFor('US', null)).toBe('flsa');
    expect(overtimeRuleFor('CA', 'ON')).toBe('ontario');
    expect(overtimeRuleFor('CA', 'BC')).toBe('british_columbia');
    expect(overtimeRuleFor('CA', 'AB')).toBe('alberta');
    expect(overtimeRuleFor('CA', 'MB')).toBe('canada_federal');
    expect(overtimeRuleFor('CA', null)).toBe('canada_federal');
    expect(overtimeRuleFor(null, null)).toBe('flsa');
  });
});

describe('workPeriods', () => {
  it('repeats weekly periods from the anchor, newest first, labelling current and last', () => {
    const ps = workPeriods({ frequency: 'weekly', anchorDate: '2026-01-05', payDayOffsetDays: 5 }, '2026-03-04', 3);
    expect(ps).toEqual([
      { period_start_date: '2026-03-02', period_end_date: '2026-03-08', pay_date: '2026-03-13', label: 'current' },
      { period_start_date: '2026-02-23', period_end_date: '2026-03-01', pay_date: '2026-03-06', label: 'last' },
      { period_start_date: '2026-02-16', period_end_date: '2026-02-22', pay_date: '2026-02-27', label: null },
    ]);
  });

  it('lists the periods ahead of the current one first, latest first, the first of them labelled next', () => {
    const ps = workPeriods({ frequency: 'monthly', anchorDate: '2026-01-01', payDayOffsetDays: 5 }, '2026-11-27', 2, 2);
    expect(ps).toEqual([
      { period_start_date: '2027-01-01', period_end_date: '2027-01-31', pay_date: '2027-02-05', label: null },
      { period_start_date: '2026-12-01', period_end_date: '2026-12-31', pay_date: '2027-01-05', label: 'next' },
      { period_start_date: '2026-11-01', period_end_date: '2026-11-30', pay_date: '2026-12-05', label: 'current' },
      { period_start_date: '2026-10-01', period_end_date: '2026-10-31', pay_date: '2026-11-05', label: 'last' },
    ]);
  });

  it('works before the anchor and on a period boundary (biweekly)', () => {
    const cal = { frequency: 'biweekly' as const, anchorDate: '2026-01-05', payDayOffsetDays: 3 };
    expect(workPeriods(cal, '2026-01-18', 1)[0]).toMatchObject({
      period_start_date: '2026-01-05',
      period_end_date: '2026-01-18',
      pay_date: '2026-01-21',
    });
    expect(workPeriods(cal, '2026-01-19', 1)[0]!.period_start_date).toBe('2026-01-19');
    expect(workPeriods(cal, '2026-01-04', 1)[0]).toMatchObject({
      period_start_date: '2025-12-22',
      period_end_date: '2026-01-04',
    });
  });

  it('runs monthly periods from the anchor day, clamped to short months', () => {
    const cal = { frequency: 'monthly' as const, anchorDate: '2026-01-31', payDayOffsetDays: 0 };
    const ps = workPeriods(cal, '2026-03-30', 3);
    expect(ps.map((p) => [p.period_start_date, p.period_end_date])).toEqual([
      ['2026-02-28', '2026-03-30'],
      ['2026-01-31', '2026-02-27'],
      ['2025-12-31', '2026-01-30'],
    ]);
    expect(workPeriods(cal, '2026-03-31', 1)[0]!.period_start_date).toBe('2026-03-31');
    const firsts = workPeriods({ ...cal, anchorDate: '2026-01-01' }, '2026-02-15', 2);
    expect(firsts.map((p) => [p.period_start_date, p.period_end_date, p.label])).toEqual([
      ['2026-02-01', '2026-02-28', 'current'],
      ['2026-01-01', '2026-01-31', 'last'],
    ]);
  });

  it('contiguous periods that always contain today', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('weekly' as const, 'biweekly' as const, 'monthly' as const),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: -400, max: 400 }),
        (frequency, a, t) => {
          const cal = { frequency, anchorDate: addDays('2026-01-15', a), payDayOffsetDays: 5 };
          const today = addDays('2026-01-15', t);
          const ps = workPeriods(cal, today, 4);
          expect(ps[0]!.period_start_date <= today && today <= ps[0]!.period_end_date).toBe(true);
          for (let i = 1; i < ps.length; i += 1) {
            expect(addDays(ps[i]!.period_end_date, 1)).toBe(ps[i - 1]!.period_start_date);
          }
        },
      ),
    );
  });
});
