import { describe, expect, it } from 'vitest';
import { bankHolidaysBetween, expiryReminderStage, reverificationDue, section2DueOn } from './i9.js';

describe('section2DueOn', () => {
  it('is three business days after the first day of employment', () => {
    expect(section2DueOn('2026-12-07')).toBe('2026-12-10'); // Monday → Thursday
    expect(section2DueOn('2026-12-10')).toBe('2026-12-15'); // Thursday → over the weekend to Tuesday
  });

  it('skips the bank holidays', () => {
    // Thanksgiving (Thursday 26 November 2026) does not count.
    expect(section2DueOn('2026-11-25')).toBe('2026-12-01');
    // Martin Luther King, Jr. Day (Monday 18 January 2027) does not count.
    expect(section2DueOn('2027-01-15')).toBe('2027-01-21');
  });
});

describe('bankHolidaysBetween', () => {
  it('lists the holidays of every year asked, in order', () => {
    const days = bankHolidaysBetween(2026, 2027);
    expect(days).toContain('2026-11-26');
    expect(days).toContain('2027-01-18');
    expect(days).not.toContain('2026-11-27');
    expect(days).toEqual([...days].sort());
    expect(days.every((d) => d >= '2026-01-01' && d <= '2027-12-31')).toBe(true);
  });
});

describe('expiryReminderStage', () => {
  it('names the nearest stage reached: 90, 30, then 7 days before, and 7 once expired', () => {
    expect(expiryReminderStage('2027-01-01', '2027-04-02')).toBeNull(); // 91 days
    expect(expiryReminderStage('2027-01-01', '2027-04-01')).toBe(90); // 90 days
    expect(expiryReminderStage('2027-01-01', '2027-01-31')).toBe(30);
    expect(expiryReminderStage('2027-01-01', '2027-01-08')).toBe(7);
    expect(expiryReminderStage('2027-01-01', '2026-12-01')).toBe(7);
  });
});

describe('reverificationDue', () => {
  it('holds within 90 days of the expiry and after it, never without one', () => {
    expect(reverificationDue('2027-01-01', '2027-04-01')).toBe(true);
    expect(reverificationDue('2027-01-01', '2027-04-02')).toBe(false);
    expect(reverificationDue('2027-01-01', '2026-06-01')).toBe(true);
    expect(reverificationDue('2027-01-01', null)).toBe(false);
  });
});
