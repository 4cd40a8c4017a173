/** The rate an entry shows is the one the ledger pays: the same effective-dated rule, ties included. */
import { describe, expect, it } from 'vitest';
import { rateOn } from './timesheet-view.js';

type RateRow = Parameters<typeof rateOn>[0][number];

const at = new Date('2026-03-01T12:00:00Z');
const rate = (id: string, effectiveDate: string, payRate: string, createdAt = at) =>
  ({ id, assignmentId: 'a1', effectiveDate, payRate, createdAt }) as unknown as RateRow;

describe('rateOn', () => {
  it('takes the latest effective date on or before the work date, null before the first', () => {
    const rows = [rate('r1', '2026-01-01', '20'), rate('r2', '2026-03-01', '25')];
    expect(rateOn(rows, 'a1', '2026-02-28')?.payRate).toBe('20');
    expect(rateOn(rows, 'a1', '2026-03-01')?.payRate).toBe('25');
    expect(rateOn(rows, 'a1', '2025-12-31')).toBeNull();
    expect(rateOn(rows, 'other', '2026-03-01')).toBeNull();
  });

  it('settles rows created in the same instant by id, whatever order they arrive in (as the ledger does)', () => {
    const low = rate('00000000-0000-4000-8000-000000000001', '2026-03-01', '25');
    const high = rate('00000000-0000-4000-8000-000000000002', '2026-03-01', '26');
    expect(rateOn([low, high], 'a1', '2026-03-02')?.payRate).toBe('26');
    expect(rateOn([high, low], 'a1', '2026-03-02')?.payRate).toBe('26');
  });
});
