import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '../../lib/device-preferences';
import {
  formatCalendarDate,
  formatDateRange,
  formatHours,
  formatMoment,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRate,
  formatWeek,
  formatWorkday,
} from './format';

afterEach(() => setDisplayTimeZone(null));

describe('calendar dates', () => {
  it('show as "Mar 2, 2026" whatever zone the reader chose: a work date is a label, not an instant', () => {
    for (const zone of ['Pacific/Honolulu', 'America/New_York', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      setDisplayTimeZone(zone);
      expect(formatCalendarDate('2026-03-02')).toBe('Mar 2, 2026');
      expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
      expect(formatCalendarDate('2025-12-31')).toBe('Dec 31, 2025');
    }
  });

  it('read the date part of a longer ISO value, and show anything else as sent', () => {
    expect(formatCalendarDate('2026-03-02T23:30:00-05:00')).toBe('Mar 2, 2026');
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate(undefined)).toBe('');
  });

  it('name the weekday inside a week, and ranges and weeks join two dates', () => {
    expect(formatWorkday('2026-03-02')).toBe('Mon, Mar 2');
    expect(formatDateRange('2026-03-02', '2026-03-06')).toBe('Mar 2, 2026 – Mar 6, 2026');
    expect(formatDateRange('2026-03-02', '2026-03-02')).toBe('Mar 2, 2026');
    expect(formatDateRange('2026-03-02', null)).toBe('Mar 2, 2026');
    expect(formatWeek('2026-03-02')).toBe('Mar 2, 2026 – Mar 8, 2026');
  });

  it("read exactly as Intl's en-US formatters would, every day from 1900 to 2100", () => {
    const utc = { timeZone: 'UTC' } as const;
    const calendar = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', ...utc });
    const workday = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', ...utc });
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2100, 11, 31); t += 86_400_000) {
      const date = new Date(t);
      const day = date.toISOString().slice(0, 10);
      expect(formatCalendarDate(day)).toBe(calendar.format(date));
      expect(formatWorkday(day)).toBe(workday.format(date));
    }
  });
});

describe('moments', () => {
  it('show in the zone chosen on /settings and name it', () => {
    const iso = '2026-03-02T15:30:00Z';
    setDisplayTimeZone('America/New_York');
    expect(formatMoment(iso)).toBe('Mar 2, 2026, 10:30 AM EST');
    setDisplayTimeZone('UTC');
    expect(formatMoment(iso)).toBe('Mar 2, 2026, 3:30 PM UTC');
    // The day follows the zone: a moment is an instant.
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatMoment(iso)).toBe('Mar 3, 2026, 12:30 AM GMT+9');
  });

  it('carry seconds for log lines, and show what the server sent when it is no timestamp', () => {
    setDisplayTimeZone('UTC');
    expect(formatMoment('2026-03-02T15:30:05Z', { seconds: true })).toBe('Mar 2, 2026, 3:30:05 PM UTC');
    expect(formatMoment('not a time')).toBe('not a time');
    expect(formatMoment(null)).toBe('');
  });

  it('use ordinary spaces, whatever the browser puts before AM/PM', () => {
    setDisplayTimeZone('UTC');
    expect(formatMoment('2026-03-02T15:30:00Z')).not.toMatch(/[\u202f\u00a0\u2009]/);
  });
});

describe('money, rates, percentages, hours and counts', () => {
  it('money has two decimals, thousands separators and the currency symbol, from the exact digits', () => {
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('0.125')).toBe('$0.13');
    expect(formatMoney('-90')).toBe('-$90.00');
    expect(formatMoney('10', '€')).toBe('€10.00');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('')).toBe('—');
  });

  it('a rate keeps real third and fourth decimals', () => {
    expect(formatRate('27.0000')).toBe('$27.00');
    expect(formatRate('33.3333')).toBe('$33.3333');
    expect(formatRate('12345.5')).toBe('$12,345.50');
    expect(formatRate('-1.25')).toBe('-$1.25');
    expect(formatRate(null)).toBe('—');
  });

  it('percentages round half-up to two places without a float', () => {
    expect(formatPercent('23.6900')).toBe('23.69%');
    expect(formatPercent('1.005')).toBe('1.01%');
    expect(formatPercent(null)).toBe('—');
  });

  it('hours have two places and counts have separators', () => {
    expect(formatHours(510)).toBe('8.50');
    expect(formatHours(-90)).toBe('-1.50');
    expect(formatNumber(12345)).toBe('12,345');
  });

  it("counts read as Intl's en-US number format would", () => {
    const intl = new Intl.NumberFormat('en-US');
    const samples = [
      0,
      -0,
      1,
      -1,
      7,
      999,
      1000,
      -1000,
      12345,
      999_999,
      1_000_000,
      -45_678_901,
      2 ** 53 - 1,
      -(2 ** 53 - 1),
    ];
    for (const n of [...samples, 2 ** 53, 1e21, 1.5, -2.25, 0.0004, 1234.5678, Number.NaN, Infinity, -Infinity]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
  });
});
