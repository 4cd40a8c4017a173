import { describe, expect, it } from 'vitest';
import { accrualMinutesFor, cappedAccrual, forfeitAtYearEnd, weekdaysBetween } from './pto.js';

describe('accrualMinutesFor', () => {
  it('earns hours per hour worked, in whole minutes', () => {
    // 1 h per 30 h: 480 min × 0.033333 = 15.99984 → 16
    expect(accrualMinutesFor(480, '0.033333')).toBe(16);
    expect(accrualMinutesFor(2400, '0.05')).toBe(120);
  });
  it('rounds half up', () => {
    expect(accrualMinutesFor(10, '0.05')).toBe(1); // 0.5 → 1
    expect(accrualMinutesFor(9, '0.05')).toBe(0); // 0.45 → 0
    expect(accrualMinutesFor(30, '0.05')).toBe(2); // 1.5 → 2
  });
  it('earns nothing for no time', () => {
    expect(accrualMinutesFor(0, '0.5')).toBe(0);
  });
});

describe('cappedAccrual', () => {
  it('passes through under the cap or without one', () => {
    expect(cappedAccrual(16, 100, 1000)).toBe(16);
    expect(cappedAccrual(16, 100_000, null)).toBe(16);
  });
  it('cuts to the room left and never goes negative', () => {
    expect(cappedAccrual(16, 990, 1000)).toBe(10);
    expect(cappedAccrual(16, 1000, 1000)).toBe(0);
    expect(cappedAccrual(16, 1200, 1000)).toBe(0);
  });
});

describe('forfeitAtYearEnd', () => {
  it('forfeits what is above the carry-over cap', () => {
    expect(forfeitAtYearEnd(3000, 2400)).toBe(600);
    expect(forfeitAtYearEnd(2000, 2400)).toBe(0);
    expect(forfeitAtYearEnd(2000, 0)).toBe(2000);
    expect(forfeitAtYearEnd(2000, null)).toBe(0);
  });
  it('does not forfeit a negative balance', () => {
    expect(forfeitAtYearEnd(-60, 0)).toBe(0);
  });
});

describe('weekdaysBetween', () => {
  it('skips weekends', () => {
    // 2026-03-06 is a Friday
    expect(weekdaysBetween('2026-03-06', '2026-03-10')).toEqual(['2026-03-06', '2026-03-09', '2026-03-10']);
    expect(weekdaysBetween('2026-03-07', '2026-03-08')).toEqual([]);
  });
});
