import { describe, expect, it } from 'vitest';
import { formatHours } from '../../../components/data-list/format';
import { minutesByDay, shiftLength, shiftProblems, sumMinutes } from './grid-math';
import { weekDays, weekStartOf } from '../../../lib/week';

const days = weekDays('2026-03-02');

describe('shiftLength', () => {
  it('subtracts the unpaid break from a day shift', () => {
    expect(shiftLength('09:00', '17:30', 30)).toEqual({ minutes: 480, overnight: false, span: 510 });
  });

  it('rolls an end before the start to the next day (+1 day)', () => {
    expect(shiftLength('22:00', '06:00', '30')).toEqual({ minutes: 450, overnight: true, span: 480 });
  });

  it('treats an end equal to the start as a 24-hour shift, as the server does', () => {
    expect(shiftLength('08:00', '08:00', 0)).toEqual({ minutes: 1440, overnight: true, span: 1440 });
  });

  it('is unknown while a time is missing', () => {
    expect(shiftLength('', '17:00', 0)).toBeNull();
    expect(shiftLength('9', '17:00', 0)).toBeNull();
  });
});

describe('totals', () => {
  it('counts an overnight shift on the day it starts, and sums the week', () => {
    const rows = [
      { date: '2026-03-02', start: '09:00', end: '17:30', breakMinutes: '30' },
      { date: '2026-03-02', start: '18:00', end: '20:00', breakMinutes: '0' },
      { date: '2026-03-03', start: '22:00', end: '08:00', breakMinutes: '0' },
      { date: '2026-03-03', start: '', end: '', breakMinutes: '0' },
      // Another week's day is not this week's.
      { date: '2026-03-09', start: '09:00', end: '10:00', breakMinutes: '0' },
    ];
    const totals = minutesByDay(rows, days);
    expect(totals['2026-03-02']).toBe(600);
    expect(totals['2026-03-03']).toBe(600);
    expect(totals['2026-03-04']).toBe(0);
    expect(sumMinutes(totals)).toBe(1200);
    expect(formatHours(sumMinutes(totals))).toBe('20.00');
    expect(formatHours(46 * 60 + 15)).toBe('46.25');
    expect(formatHours(1)).toBe('0.02');
  });
});

describe('shiftProblems', () => {
  it('asks for both times and a day of the week', () => {
    expect(shiftProblems({ date: '2026-03-10', start: '', end: '', breakMinutes: '0' }, days)).toEqual({
      date: 'Choose a day of this week',
      start: 'Enter a start time',
      end: 'Enter an end time',
    });
  });

  it('refuses a break as long as the shift, and a negative or fractional one', () => {
    const base = { date: '2026-03-02', start: '09:00', end: '10:00' };
    expect(shiftProblems({ ...base, breakMinutes: '60' }, days)).toEqual({
      breakMinutes: 'The break must be shorter than the shift',
    });
    expect(shiftProblems({ ...base, breakMinutes: '-5' }, days).breakMinutes).toBe('Whole minutes, 0 or more');
    expect(shiftProblems({ ...base, breakMinutes: '1.5' }, days).breakMinutes).toBe('Whole minutes, 0 or more');
    expect(shiftProblems({ ...base, breakMinutes: '' }, days)).toEqual({});
  });
});

describe('weekStartOf', () => {
  it('finds the workweek start for any weekday start', () => {
    expect(weekStartOf('2026-03-04', 1)).toBe('2026-03-02');
    expect(weekStartOf('2026-03-02', 1)).toBe('2026-03-02');
    expect(weekStartOf('2026-03-01', 1)).toBe('2026-02-23');
    expect(weekStartOf('2026-03-04', 0)).toBe('2026-03-01');
  });
});
