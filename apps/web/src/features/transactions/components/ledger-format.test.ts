import { describe, expect, it } from 'vitest';
import type { LedgerItemView } from '@app/domain';
import { sourceLinkOf } from './ledger-format';

const ledgerItem = (over: Partial<LedgerItemView>): LedgerItemView => ({
  id: 'i1',
  transaction_id: 'tx1',
  partner: { id: 'p1', name: 'Acme Staffing' },
  client: { id: 'c-globex', name: 'Globex Corporation' },
  contractor: { id: 'k-casey', name: 'Casey Worker' },
  assignment_id: 'a-casey',
  timesheet_id: 't-mon',
  expense_id: null,
  side: 'pay',
  classification: 'regular',
  work_date: '2026-03-02',
  week_start: '2026-03-02',
  minutes: 450,
  hours: '7.50',
  rate: '25.0000',
  amount: '187.50',
  status: 'approved',
  reverses_item_id: null,
  reversed_by_item_id: null,
  invoice_id: null,
  payroll_run_id: null,
  created_at: '2026-03-06T10:00:00Z',
  ...over,
});

/** The timesheets and expenses lists read these filters (their filter tests open the same URLs). */
const DAY = 'contractor_id=k-casey&date_from=2026-03-02&date_to=2026-03-02';

describe('sourceLinkOf', () => {
  it.each([
    ['an entry', {}, { to: `/timesheets?${DAY}`, label: 'Timesheet' }],
    ['an expense', { timesheet_id: null, expense_id: 'x-1' }, { to: `/expenses?${DAY}`, label: 'Expense' }],
    ['neither', { timesheet_id: null, expense_id: null }, null],
  ] as const)('links %s to its list, filtered to that contractor and day', (_source, over, expected) => {
    expect(sourceLinkOf(ledgerItem(over))).toEqual(expected);
  });
});
