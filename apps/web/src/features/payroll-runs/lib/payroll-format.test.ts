import { describe, expect, it } from 'vitest';
import { paycheck, worker } from '../pages/payroll-fixtures';
import {
  fallbackText,
  classificationLabel,
  moneyIn,
  negate,
  sectionOf,
  sourceLinkOf,
  totalsByCurrency,
  ytdLabel,
} from './payroll-format';

describe('payroll format', () => {
  it('says why a share went by check: a pending or returned prenote, or an account a deposit came back from', () => {
    const f = { account_masked: '•••••2333', clears_on: null, return_code: null };
    expect(fallbackText({ ...f, reason: 'prenote_pending', clears_on: '2026-09-30' })).toBe(
      'By check in place of •••••2333: its prenote clears Sep 30, 2026',
    );
    expect(fallbackText({ ...f, reason: 'prenote_returned', return_code: 'R03' })).toBe(
      'By check in place of •••••2333: its prenote was returned (R03)',
    );
    expect(fallbackText({ ...f, reason: 'account_returned', return_code: 'R02' })).toBe(
      'By check in place of •••••2333: a deposit to it was returned (R02 account closed), so none go to it',
    );
  });

  it('shows money in the paycheck currency', () => {
    expect(moneyIn('1234.5')).toBe('$1,234.50');
    expect(moneyIn('1234.5', 'usd')).toBe('$1,234.50');
    expect(moneyIn('1234.5', 'CAD')).toBe('CAD 1,234.50');
    expect(moneyIn(null)).toBe('—');
  });

  it('negates an amount exactly, leaving zero alone', () => {
    expect(negate('12.50')).toBe('-12.50');
    expect(negate('-3')).toBe('3.00');
    expect(negate('0.00')).toBe('0.00');
  });

  it('sums a section exactly', () => {
    expect(sectionOf(paycheck(), 'employee_tax').total).toBe('180.25');
    expect(sectionOf(paycheck(), 'post_tax')).toEqual({ lines: [], total: '0.00' });
  });

  it('words classifications and year-to-date keys, humanizing unknown ones', () => {
    expect(classificationLabel('w-2')).toBe('W-2 employee');
    expect(classificationLabel('something_new')).toBe('Something new');
    expect(ytdLabel('fica_wages')).toBe('FICA wages');
    expect(ytdLabel('state_disability')).toBe('State disability');
  });

  it('links an item to its timesheet entry or expense that day', () => {
    expect(sourceLinkOf('k1', { work_date: '2026-10-19', timesheet_id: 't', expense_id: null })).toEqual({
      to: '/timesheets?contractor_id=k1&date_from=2026-10-19&date_to=2026-10-19',
      label: 'Timesheet',
    });
    expect(sourceLinkOf('k1', { work_date: '2026-10-19', timesheet_id: null, expense_id: 'e' })?.label).toBe('Expense');
    expect(sourceLinkOf('k1', { work_date: '2026-10-19', timesheet_id: null, expense_id: null })).toBeNull();
  });

  it('totals a run per currency, never adding Canadian dollars to US ones, and leaves out the excluded', () => {
    const figures = (gross: string, net: string) => ({
      gross,
      employee_taxes: '10.00',
      deductions: '0.00',
      net,
      employer_taxes: '5.00',
    });
    const totals = totalsByCurrency([
      worker({ currency: 'CAD', ...figures('3420.00', '2500.00') }),
      worker({ currency: 'USD', ...figures('1000.00', '800.00') }),
      worker({ currency: 'USD', ...figures('500.50', '400.25') }),
      worker({ currency: 'USD', ...figures('9999.00', '9999.00'), excluded: true }),
    ]);
    expect(totals.map(([c, t]) => [c, t.gross, t.net, t.employee_taxes])).toEqual([
      ['USD', '1500.50', '1200.25', '20.00'],
      ['CAD', '3420.00', '2500.00', '10.00'],
    ]);
  });
});
