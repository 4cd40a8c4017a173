import { describe, expect, it } from 'vitest';
import {
  closesAccount,
  depositStateOn,
  fallbackReasonOf,
  prenoteClearsOn,
  prenoteStatusOn,
} from './payroll-funding.js';

describe('prenotes (decision 0067)', () => {
  it('clear 3 banking days after their effective entry date, across a weekend and a Federal Reserve holiday', () => {
    expect(prenoteClearsOn('2026-09-15')).toBe('2026-09-18'); // Tue → Fri
    expect(prenoteClearsOn('2026-09-18')).toBe('2026-09-23'); // Fri → Wed (the weekend skipped)
    expect(prenoteClearsOn('2026-11-24')).toBe('2026-11-30'); // Thanksgiving (Nov 26) skipped
  });

  it('read as cleared from the clearing day on when pending; none, failed and cleared stay as they are', () => {
    const pending = { status: 'pending' as const, clearsOn: '2026-09-18' };
    expect(prenoteStatusOn(pending, '2026-09-17')).toBe('pending');
    expect(prenoteStatusOn(pending, '2026-09-18')).toBe('cleared');
    expect(prenoteStatusOn(pending, '2026-10-01')).toBe('cleared');
    expect(prenoteStatusOn({ status: 'failed', clearsOn: '2026-09-18' }, '2026-10-01')).toBe('failed');
    expect(prenoteStatusOn({ status: 'none', clearsOn: null }, '2026-10-01')).toBe('none');
    expect(prenoteStatusOn({ status: 'pending', clearsOn: null }, '2026-10-01')).toBe('pending');
    expect(prenoteStatusOn({ status: 'cleared', clearsOn: null }, '2026-10-01')).toBe('cleared');
  });
});

describe('a live return that closes the account (decision 0078)', () => {
  it('closes it for the account-level reasons only, not for insufficient or uncollected funds', () => {
    expect(['R02', 'R03', 'R04', 'R16', 'R20'].filter(closesAccount)).toEqual(['R02', 'R03', 'R04', 'R16', 'R20']);
    expect(['R01', 'R09', 'R05', 'R08', 'R10', 'R29', '', null, undefined].filter(closesAccount)).toEqual([]);
  });

  it('reads a returned account as returned whatever its prenote says, and pays its share by check saying so', () => {
    const verified = { prenoteStatus: 'cleared' as const, prenoteClearsOn: '2026-01-08' };
    expect(depositStateOn({ ...verified, depositReturnCode: null }, '2026-10-01')).toBe('cleared');
    expect(depositStateOn({ ...verified, depositReturnCode: 'R02' }, '2026-10-01')).toBe('returned');
    expect(
      depositStateOn(
        { prenoteStatus: 'pending', prenoteClearsOn: '2026-09-18', depositReturnCode: null },
        '2026-09-18',
      ),
    ).toBe('cleared');
    expect(fallbackReasonOf('returned')).toBe('account_returned');
    expect(fallbackReasonOf('failed')).toBe('prenote_returned');
    expect(fallbackReasonOf('pending')).toBe('prenote_pending');
    expect(fallbackReasonOf('none')).toBe('prenote_pending');
  });
});
