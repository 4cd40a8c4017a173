import { describe, expect, it } from 'vitest';
import { bankingDayOnOrBefore, bankingDaysFrom, federalReserveHolidays, isBankingDay } from './banking-calendar.js';

describe('the Federal Reserve holiday schedule', () => {
  // The Federal Reserve's published schedule (richmondfed.org/about_us/holiday_schedule), 2025–2027.
  const PUBLISHED: Record<number, string[]> = {
    2025: ['01-01', '01-20', '02-17', '05-26', '06-19', '07-04', '09-01', '10-13', '11-11', '11-27', '12-25'],
    // July 4 is a Saturday: not observed.
    2026: ['01-01', '01-19', '02-16', '05-25', '06-19', '09-07', '10-12', '11-11', '11-26', '12-25'],
    // June 19 and Christmas on Saturdays (not observed), July 4 on a Sunday (closed Monday the 5th).
    2027: ['01-01', '01-18', '02-15', '05-31', '07-05', '09-06', '10-11', '11-11', '11-25'],
  };

  it.each(Object.entries(PUBLISHED))('%s matches the published dates', (year, days) => {
    expect([...federalReserveHolidays(Number(year))].sort()).toEqual(days.map((d) => `${year}-${d}`));
  });

  it('closes on weekends and holidays, opens otherwise', () => {
    expect(['2026-12-25', '2026-12-26', '2026-12-27'].map(isBankingDay)).toEqual([false, false, false]);
    expect(['2026-12-24', '2026-12-28', '2026-07-03'].map(isBankingDay)).toEqual([true, true, true]);
  });
});

describe('banking-day arithmetic', () => {
  it('steps over weekends and holidays both ways', () => {
    // Two banking days before Monday 2026-12-28: Thursday the 24th (the 25th is Christmas).
    expect(bankingDaysFrom('2026-12-28', -2)).toBe('2026-12-23');
    expect(bankingDaysFrom('2026-12-23', 2)).toBe('2026-12-28');
    expect(bankingDaysFrom('2026-11-25', 1)).toBe('2026-11-27');
  });

  it('moves a pay day on a holiday or weekend to the banking day before', () => {
    expect(bankingDayOnOrBefore('2026-12-25')).toBe('2026-12-24');
    expect(bankingDayOnOrBefore('2026-09-07')).toBe('2026-09-04');
    expect(bankingDayOnOrBefore('2026-12-24')).toBe('2026-12-24');
  });
});
