import { describe, expect, it } from 'vitest';
import type { DataListColumn } from './columns';
import { formatHours } from './format';
import { columnTotal, pageTotals } from './page-totals';

interface Line {
  id: string;
  side: 'pay' | 'bill';
  amount: string;
  minutes: number | null;
}
const lines: Line[] = [
  { id: 'a', side: 'pay', amount: '0.10', minutes: 30 },
  { id: 'b', side: 'pay', amount: '0.20', minutes: 45 },
  { id: 'c', side: 'bill', amount: '1200.005', minutes: null },
  { id: 'd', side: 'bill', amount: '-0.50', minutes: 60 },
];

describe('page totals', () => {
  it('adds money exactly, to cents, formatted as the cells are', () => {
    expect(columnTotal<Line>({ money: (l) => l.amount }, lines.slice(0, 2))).toEqual([{ group: null, text: '$0.30' }]);
    expect(columnTotal<Line>({ money: (l) => l.amount }, lines)).toEqual([{ group: null, text: '$1,199.81' }]);
  });

  it('splits a sum into labelled lines where adding the rows together would mean nothing', () => {
    const side = (l: Line) => (l.side === 'pay' ? 'Pay' : 'Bill');
    expect(columnTotal<Line>({ money: (l) => l.amount, by: side }, lines)).toEqual([
      { group: 'Pay', text: '$0.30' },
      { group: 'Bill', text: '$1,199.51' },
    ]);
  });

  it('adds minutes as hours, skipping rows with no value, in the format the column asks for', () => {
    expect(columnTotal<Line>({ minutes: (l) => l.minutes }, lines)).toEqual([{ group: null, text: '2.25' }]);
    expect(columnTotal<Line>({ minutes: (l) => l.minutes, format: (m) => `${formatHours(m)} h` }, lines)).toEqual([
      { group: null, text: '2.25 h' },
    ]);
    expect(columnTotal<Line>({ minutes: (l) => l.minutes }, [])).toEqual([{ group: null, text: '0.00' }]);
  });

  it('totals only the columns that declare one', () => {
    const columns: DataListColumn<Line>[] = [
      { accessor: 'id', title: 'ID' },
      { accessor: 'amount', title: 'Amount', total: { money: (l) => l.amount } },
    ];
    const totals = pageTotals(columns, lines.slice(0, 2));
    expect([...totals.keys()]).toEqual(['amount']);
    expect(totals.get('amount')).toEqual([{ group: null, text: '$0.30' }]);
  });

  it('sums money given in several groups per row, one line per group (an approval week in two currencies)', () => {
    type Week = { amounts: { group: string; amount: string }[] | undefined };
    const weeks: Week[] = [
      { amounts: [{ group: 'USD', amount: '0.10' }] },
      {
        amounts: [
          { group: 'CAD', amount: '5.00' },
          { group: 'USD', amount: '0.20' },
        ],
      },
      { amounts: undefined },
    ];
    expect(columnTotal<Week>({ moneyLines: (w) => w.amounts }, weeks)).toEqual([
      { group: 'CAD', text: '$5.00' },
      { group: 'USD', text: '$0.30' },
    ]);
    expect(columnTotal<Week>({ moneyLines: (w) => w.amounts }, [])).toEqual([]);
  });
});
