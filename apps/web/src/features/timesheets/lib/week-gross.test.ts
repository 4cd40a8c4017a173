import { describe, expect, it } from 'vitest';
import { entry } from '../test-fixtures';
import { blankRow, rowFromEntry } from './draft-rows';
import { estimatedGross, shiftGross } from './week-gross';

const rates = (rate: string | null) =>
  ['2026-03-02', '2026-03-03', '2026-03-04'].map((date) => ({ date, pay_rate: rate }));
const draft = (date: string, start: string, end: string, breakMinutes = '0') => ({
  ...blankRow(date),
  start,
  end,
  breakMinutes,
});

describe('estimated gross', () => {
  it('prices each shift half-up to the cent before adding', () => {
    // 7 h 20 min at $20.3333 = 149.1109 → 149.11; 10 min at $0.0450 = 0.0075 → 0.01 (half-up, not banker's).
    expect(shiftGross(440, '20.3333')).toBe('149.11');
    expect(shiftGross(10, '0.0450')).toBe('0.01');
    expect(shiftGross(30, '0.0500')).toBe('0.03');
  });

  it('adds drafts at the day’s rate and saved entries at their own, leaving out removed and rejected time', () => {
    const saved = rowFromEntry(entry({ id: 't-1', pay_rate: '30.0000' })); // 7.5 h at 30 = 225.00
    const rejected = rowFromEntry(entry({ id: 't-2', date: '2026-03-03', status: 'rejected', pay_rate: '30.0000' }));
    const removed = { ...rowFromEntry(entry({ id: 't-3', date: '2026-03-04', pay_rate: '30.0000' })), removed: true };
    const fresh = draft('2026-03-03', '09:00', '13:00'); // 4 h at 25 = 100.00
    expect(estimatedGross([saved, rejected, removed, fresh], rates('25.0000'))).toBe('325.00');
  });

  it('is unknown without any rate, and ignores rows whose times are not complete yet', () => {
    expect(estimatedGross([draft('2026-03-02', '09:00', '17:00')], rates(null))).toBeNull();
    expect(estimatedGross([draft('2026-03-02', '09:00', '')], rates('25.0000'))).toBeNull();
  });
});
