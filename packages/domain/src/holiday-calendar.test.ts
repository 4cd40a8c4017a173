import { describe, expect, it } from 'vitest';
import { easterSunday, statutoryHolidays } from './holiday-calendar.js';

const datesOf = (year: number, country: 'US' | 'CA', region: string | null = null) =>
  Object.fromEntries(
    statutoryHolidays(year, [country])
      .filter((h) => h.region === region)
      .map((h) => [h.name, h.date]),
  );

describe('statutory holidays', () => {
  it('lists the eleven US federal holidays of 2026, Independence Day observed on Friday 3 July', () => {
    expect(datesOf(2026, 'US')).toEqual({
      "New Year's Day": '2026-01-01',
      'Birthday of Martin Luther King, Jr.': '2026-01-19',
      "Washington's Birthday (Presidents' Day)": '2026-02-16',
      'Memorial Day': '2026-05-25',
      'Juneteenth National Independence Day': '2026-06-19',
      'Independence Day (observed)': '2026-07-03',
      'Labor Day': '2026-09-07',
      'Columbus Day': '2026-10-12',
      'Veterans Day': '2026-11-11',
      'Thanksgiving Day': '2026-11-26',
      'Christmas Day': '2026-12-25',
    });
  });

  it("observes a Saturday New Year's Day on 31 December of the year before, and a Sunday one on Monday", () => {
    expect(datesOf(2021, 'US')["New Year's Day (observed)"]).toBe('2021-12-31');
    expect(datesOf(2022, 'US')["New Year's Day"]).toBeUndefined();
    expect(datesOf(2022, 'US')["New Year's Day (observed)"]).toBeUndefined();
    expect(datesOf(2023, 'US')["New Year's Day (observed)"]).toBe('2023-01-02');
    expect(datesOf(2027, 'US')['Christmas Day (observed)']).toBe('2027-12-24');
    expect(statutoryHolidays(2022, ['US'])).toHaveLength(10);
    expect(statutoryHolidays(2021, ['US'])).toHaveLength(12);
  });

  it('lists the five nationwide Canadian holidays of 2026', () => {
    expect(datesOf(2026, 'CA')).toEqual({
      "New Year's Day": '2026-01-01',
      'Good Friday': '2026-04-03',
      'Canada Day': '2026-07-01',
      'Labour Day': '2026-09-07',
      'Christmas Day': '2026-12-25',
    });
  });

  it('adds the Ontario, British Columbia and Alberta holidays of 2026 (Boxing Day on Saturday → Monday 28)', () => {
    expect(datesOf(2026, 'CA', 'ON')).toEqual({
      'Family Day': '2026-02-16',
      'Victoria Day': '2026-05-18',
      'Thanksgiving Day': '2026-10-12',
      'Boxing Day (observed)': '2026-12-28',
    });
    expect(datesOf(2026, 'CA', 'BC')).toEqual({
      'Family Day': '2026-02-16',
      'Victoria Day': '2026-05-18',
      'British Columbia Day': '2026-08-03',
      'National Day for Truth and Reconciliation': '2026-09-30',
      'Thanksgiving Day': '2026-10-12',
      'Remembrance Day': '2026-11-11',
    });
    expect(datesOf(2026, 'CA', 'AB')).toEqual({
      'Alberta Family Day': '2026-02-16',
      'Victoria Day': '2026-05-18',
      'Thanksgiving Day': '2026-10-12',
      'Remembrance Day': '2026-11-11',
    });
  });

  it('moves a weekend holiday past one already taken (2027: Christmas → Monday, Boxing Day → Tuesday)', () => {
    expect(datesOf(2027, 'CA')['Christmas Day (observed)']).toBe('2027-12-27');
    expect(datesOf(2027, 'CA', 'ON')['Boxing Day (observed)']).toBe('2027-12-28');
    // Victoria Day when 24 May is a Monday is that Monday.
    expect(datesOf(2027, 'CA', 'ON')['Victoria Day']).toBe('2027-05-24');
  });

  it('lists the US federal holidays of 2027: Juneteenth on Friday 18 June, Independence Day on Monday 5 July, and 2028’s New Year on 31 December', () => {
    expect(datesOf(2027, 'US')).toEqual({
      "New Year's Day": '2027-01-01',
      'Birthday of Martin Luther King, Jr.': '2027-01-18',
      "Washington's Birthday (Presidents' Day)": '2027-02-15',
      'Memorial Day': '2027-05-31',
      'Juneteenth National Independence Day (observed)': '2027-06-18',
      'Independence Day (observed)': '2027-07-05',
      'Labor Day': '2027-09-06',
      'Columbus Day': '2027-10-11',
      'Veterans Day': '2027-11-11',
      'Thanksgiving Day': '2027-11-25',
      'Christmas Day (observed)': '2027-12-24',
      "New Year's Day (observed)": '2027-12-31',
    });
  });

  it('lists the Canadian holidays of 2027 (Good Friday 26 March, Victoria Day 24 May)', () => {
    expect(datesOf(2027, 'CA')).toEqual({
      "New Year's Day": '2027-01-01',
      'Good Friday': '2027-03-26',
      'Canada Day': '2027-07-01',
      'Labour Day': '2027-09-06',
      'Christmas Day (observed)': '2027-12-27',
    });
    expect(datesOf(2027, 'CA', 'ON')).toEqual({
      'Family Day': '2027-02-15',
      'Victoria Day': '2027-05-24',
      'Thanksgiving Day': '2027-10-11',
      'Boxing Day (observed)': '2027-12-28',
    });
    expect(datesOf(2027, 'CA', 'BC')).toEqual({
      'Family Day': '2027-02-15',
      'Victoria Day': '2027-05-24',
      'British Columbia Day': '2027-08-02',
      'National Day for Truth and Reconciliation': '2027-09-30',
      'Thanksgiving Day': '2027-10-11',
      'Remembrance Day': '2027-11-11',
    });
    expect(datesOf(2027, 'CA', 'AB')).toEqual({
      'Alberta Family Day': '2027-02-15',
      'Victoria Day': '2027-05-24',
      'Thanksgiving Day': '2027-10-11',
      'Remembrance Day': '2027-11-11',
    });
  });

  it('finds Easter by the Gregorian computus', () => {
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    expect(iso(easterSunday(2024))).toBe('2024-03-31');
    expect(iso(easterSunday(2025))).toBe('2025-04-20');
    expect(iso(easterSunday(2026))).toBe('2026-04-05');
    expect(iso(easterSunday(2038))).toBe('2038-04-25');
  });

  it('orders by date and never puts a holiday on a weekend', () => {
    for (const year of [2024, 2025, 2026, 2027, 2028]) {
      const all = statutoryHolidays(year);
      expect(all.map((h) => h.date)).toEqual([...all.map((h) => h.date)].sort());
      for (const h of all) {
        const day = new Date(`${h.date}T00:00:00Z`).getUTCDay();
        expect([0, 6]).not.toContain(day);
        expect(h.date.startsWith(String(year))).toBe(true);
      }
    }
  });
});
