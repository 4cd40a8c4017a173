import { describe, expect, it } from 'vitest';
import { minutesOfHours } from '../../../components/hours';
import { checkCreate, emptyTimeOffValues, weekdayCount } from './time-off-form';

const uuid = '00000000-0000-4000-8000-000000000001';

describe('time off form', () => {
  it('counts weekdays as the API does', () => {
    expect(weekdayCount('2027-01-08', '2027-01-11')).toBe(2); // Fri + Mon
    expect(weekdayCount('2027-01-09', '2027-01-10')).toBe(0);
    expect(weekdayCount('2027-01-11', '2027-01-08')).toBe(0);
    expect(weekdayCount('', '2027-01-08')).toBe(0);
  });

  it('sends minutes per day from the hours typed', () => {
    const checked = checkCreate({
      ...emptyTimeOffValues(),
      assignment_id: uuid,
      start_date: '2027-01-08',
      end_date: '2027-01-08',
      hours_per_day: '7.5',
    });
    expect(checked.body).toMatchObject({ minutes_per_day: 450, type: 'pto', reason: null });
  });

  it('puts errors beside the fields the user typed in', () => {
    const checked = checkCreate({
      ...emptyTimeOffValues(),
      start_date: '2027-01-08',
      end_date: '2027-01-07',
      hours_per_day: 'x',
    });
    expect(checked.errors).toMatchObject({
      assignment_id: 'Choose an assignment',
      end_date: 'The end date must not be before the start date',
    });
    expect(checked.errors?.hours_per_day).toBeTruthy();
    expect(checked.errors).not.toHaveProperty('minutes_per_day');
  });

  it('reads hours as minutes', () => {
    expect(minutesOfHours('8')).toBe(480);
    expect(minutesOfHours(' ')).toBeNull();
    expect(minutesOfHours('abc')).toBeNaN();
  });
});
