import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingPeriodOf, invoiceTotals, lineTax, planInvoices, timeLineAmount, type BillableItem } from '../index.js';

const cal = { weekStartDay: 1, anchorDate: '2026-01-05' };

describe('billing periods', () => {
  it('weekly follows the employer workweek', () => {
    expect(billingPeriodOf('2026-11-25', 'weekly', cal)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(billingPeriodOf('2026-11-23', 'weekly', cal)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(billingPeriodOf('2026-11-22', 'weekly', { ...cal, weekStartDay: 0 })).toEqual({
      start: '2026-11-22',
      end: '2026-11-28',
    });
  });

  it('biweekly pairs weeks from the anchor, before and after it', () => {
    expect(billingPeriodOf('2026-01-05', 'biweekly', cal)).toEqual({ start: '2026-01-05', end: '2026-01-18' });
    expect(billingPeriodOf('2026-01-18', 'biweekly', cal)).toEqual({ start: '2026-01-05', end: '2026-01-18' });
    expect(billingPeriodOf('2026-01-19', 'biweekly', cal)).toEqual({ start: '2026-01-19', end: '2026-02-01' });
    expect(billingPeriodOf('2025-12-29', 'biweekly', cal)).toEqual({ start: '2025-12-22', end: '2026-01-04' });
  });

  it('monthly is the calendar month, leap February included', () => {
    expect(billingPeriodOf('2028-02-10', 'monthly', cal)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(billingPeriodOf('2026-12-31', 'monthly', cal)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
});

describe('invoice arithmetic', () => {
  it('a time line is hours × rate rounded half-up once', () => {
    expect(timeLineAmount(2760, '40')).toBe('1840.00');
    expect(timeLineAmount(50, '10.005')).toBe('8.34'); // 8.3375 → 8.34
    expect(timeLineAmount(-480, '45')).toBe('-360.00');
  });

  it('a time line equals the exact hours × rate rounded half away from zero, for any rate of up to four places', () => {
    const Exact = Decimal.clone({ precision: 60 });
    const rate = fc
      .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 4 }))
      .map(([units, places]) => new Decimal(units).dividedBy(10 ** places).toFixed(places));
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), rate, (minutes, r) => {
        const exact = new Exact(minutes).times(r).dividedBy(60).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
        expect(timeLineAmount(minutes, r)).toBe(exact === '-0.00' ? '0.00' : exact);
      }),
      { numRuns: 2000 },
    );
    // Ties at half a cent, both signs: 1 minute at $0.30 is half a cent.
    expect(timeLineAmount(1, '0.30')).toBe('0.01');
    expect(timeLineAmount(-1, '0.30')).toBe('-0.01');
    expect(timeLineAmount(1, '0.29')).toBe('0.00');
  });

  it('totals in whole cents equal the Decimal sums, and mixed inputs still foot', () => {
    const lines = [
      { amount: '10.10', tax: '0.51' },
      { amount: '-3.05', tax: '0.00' },
    ];
    expect(invoiceTotals({ lines, adjustments: ['-1.00'] })).toEqual({
      subtotal: '7.05',
      tax: '0.51',
      adjustments: '-1.00',
      totalDue: '6.56',
    });
    // Sums past 2^53 cents go through Decimal, exactly.
    const huge = Array.from({ length: 91 }, () => ({ amount: '999999999999.99', tax: '0.00' }));
    expect(invoiceTotals({ lines: [...huge, { amount: '0.01', tax: '0.00' }] }).subtotal).toBe('90999999999999.10');
    // A value with more places goes through Decimal, rounded half-up per amount.
    expect(invoiceTotals({ lines: [...lines, { amount: '0.005', tax: '0' }] }).subtotal).toBe('7.06');
  });

  it('tax is per line, half-up', () => {
    expect(lineTax('100.05', '8.25')).toBe('8.25'); // 8.254125
    expect(lineTax('10.10', '5')).toBe('0.51'); // 0.505
  });

  it('totals foot: subtotal + tax + adjustments = total due', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: fc.integer({ min: -1e7, max: 1e7 }), taxCents: fc.integer({ min: 0, max: 1e6 }) })),
        fc.array(fc.integer({ min: -1e6, max: 1e6 })),
        (lines, adj) => {
          const t = invoiceTotals({
            lines: lines.map((l) => ({ amount: new Decimal(l.cents).div(100), tax: new Decimal(l.taxCents).div(100) })),
            adjustments: adj.map((c) => new Decimal(c).div(100)),
          });
          const cents = (s: string) => Math.round(Number(s) * 100);
          expect(cents(t.subtotal)).toBe(lines.reduce((a, l) => a + l.cents, 0));
          expect(cents(t.totalDue)).toBe(cents(t.subtotal) + cents(t.tax) + cents(t.adjustments));
        },
      ),
    );
  });
});

let n = 0;
const item = (over: Partial<BillableItem>): BillableItem => ({
  id: `i${String(++n).padStart(4, '0')}`,
  employerKey: 'platform',
  partnerId: 'p1',
  clientId: 'c1',
  contractorId: 'k1',
  workLocationId: 'w1',
  classification: 'regular',
  rate: '40.0000',
  minutes: 480,
  amount: '320.00',
  workDate: '2026-11-02',
  expenseId: null,
  currency: 'usd',
  ...over,
});

const weekly = new Map([['c1', { frequency: 'weekly' as const, grouping: 'single' as const }]]);
const calendars = new Map([['platform', cal]]);
const plan = (items: BillableItem[], over: Partial<Parameters<typeof planInvoices>[0]> = {}) =>
  planInvoices({ items, clients: weekly, calendars, finalizedKeys: new Set(), through: '2026-12-31', ...over });

describe('planning a run', () => {
  it('groups a week per client into REG and OT lines per contractor and rate, expenses on their own line', () => {
    const items = [
      item({ workDate: '2026-11-02' }),
      item({ workDate: '2026-11-03' }),
      item({ workDate: '2026-11-04', classification: 'overtime', rate: '60', minutes: 120, amount: '120.00' }),
      item({ workDate: '2026-11-04', contractorId: 'k2' }),
      item({
        workDate: '2026-11-05',
        classification: 'expense',
        rate: null,
        minutes: 0,
        amount: '42.10',
        expenseId: 'e1',
      }),
    ];
    const [inv, ...rest] = plan(items);
    expect(rest).toHaveLength(0);
    expect(inv!.period).toEqual({ start: '2026-11-02', end: '2026-11-08' });
    expect(inv!.lines.map((l) => [l.contractorId, l.kind, l.classification, l.minutes, l.amount])).toEqual([
      ['k1', 'time', 'regular', 960, '640.00'],
      ['k1', 'time', 'overtime', 120, '120.00'],
      ['k1', 'expense', 'expense', 0, '42.10'],
      ['k2', 'time', 'regular', 480, '320.00'],
    ]);
    expect(inv!.subtotal).toBe('1122.10');
  });

  it('leaves a period that has not ended, and splits by the client grouping', () => {
    expect(plan([item({ workDate: '2026-11-25' })], { through: '2026-11-26' })).toHaveLength(0);
    const byContractor = new Map([['c1', { frequency: 'weekly' as const, grouping: 'contractor' as const }]]);
    const plans = plan([item({}), item({ contractorId: 'k2' })], { clients: byContractor });
    expect(plans.map((p) => p.contractorId)).toEqual(['k1', 'k2']);
  });

  it('drops an item and its reversal that net to nothing, and nets a correction', () => {
    const a = item({});
    const gone = plan([a, item({ minutes: -480, amount: '-320.00' })]);
    expect(gone).toHaveLength(0);
    const fixed = plan([a, item({ minutes: -480, amount: '-320.00' }), item({ minutes: 600, amount: '400.00' })]);
    expect(fixed[0]!.lines[0]).toMatchObject({ minutes: 600, amount: '400.00' });
    expect(fixed[0]!.lines[0]!.itemIds).toHaveLength(3);
  });

  it('puts late time on the newest invoice of the run, or on a supplemental invoice', () => {
    const oldWeek = plan([item({ workDate: '2026-11-02' })])[0]!.key;
    const finalizedKeys = new Set([oldWeek]);
    const withNew = plan(
      [item({ workDate: '2026-11-03', minutes: 60, amount: '40.00' }), item({ workDate: '2026-11-10' })],
      {
        finalizedKeys,
      },
    );
    expect(withNew).toHaveLength(1);
    expect(withNew[0]!.period.start).toBe('2026-11-09');
    expect(withNew[0]!.lines.map((l) => [l.late, l.period.start, l.minutes])).toEqual([
      [false, '2026-11-09', 480],
      [true, '2026-11-02', 60],
    ]);
    const alone = plan([item({ workDate: '2026-11-03', minutes: 60, amount: '40.00' })], { finalizedKeys });
    expect(alone).toMatchObject([{ invoiceType: 'supplemental', period: { start: '2026-11-02' } }]);
  });

  it('takes every item at most once and lines foot to each subtotal', () => {
    const arb = fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 60 }),
        client: fc.constantFrom('c1', 'c2'),
        contractor: fc.constantFrom('k1', 'k2', 'k3'),
        cls: fc.constantFrom('regular', 'overtime'),
        rate: fc.constantFrom('40', '45.5', '10.005'),
        minutes: fc.integer({ min: -600, max: 900 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const clients = new Map([
          ['c1', { frequency: 'weekly' as const, grouping: 'single' as const }],
          ['c2', { frequency: 'monthly' as const, grouping: 'contractor' as const }],
        ]);
        const items = rows.map((r) =>
          item({
            workDate: new Date(Date.UTC(2026, 9, 1 + r.day)).toISOString().slice(0, 10),
            clientId: r.client,
            contractorId: r.contractor,
            classification: r.cls,
            rate: r.rate,
            minutes: r.minutes,
          }),
        );
        const plans = plan(items, { clients });
        const taken = plans.flatMap((p) => p.lines.flatMap((l) => l.itemIds));
        expect(new Set(taken).size).toBe(taken.length);
        for (const p of plans) {
          const cents = p.lines.reduce((a, l) => a + Math.round(Number(l.amount) * 100), 0);
          expect(Math.round(Number(p.subtotal) * 100)).toBe(cents);
          for (const l of p.lines) if (l.kind === 'time') expect(l.amount).toBe(timeLineAmount(l.minutes, l.rate!));
        }
      }),
    );
  });

  it('a reversal and its corrected item, invoiced late, net to the corrected amount across the two invoices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1000, max: 20000 }),
        (hoursBefore, hoursAfter, rateCents) => {
          const rate = (rateCents / 100).toFixed(2);
          const at = (hours: number) => ({ minutes: hours * 60, amount: timeLineAmount(hours * 60, rate), rate });
          const first = plan([item({ ...at(hoursBefore) })]);
          const finalizedKeys = new Set([first[0]!.key]);
          const reversal = item({ ...at(-hoursBefore), workDate: '2026-11-03' });
          const corrected = item({ ...at(hoursAfter), workDate: '2026-11-03' });
          const later = plan([reversal, corrected], { finalizedKeys });
          const billed = [...first, ...later].reduce((cents, p) => cents + Math.round(Number(p.subtotal) * 100), 0);
          expect(billed).toBe(Math.round(Number(timeLineAmount(hoursAfter * 60, rate)) * 100));
          // The correction never reopens the finalized invoice: it is late time on another.
          expect(later.every((p) => p.key !== first[0]!.key)).toBe(true);
        },
      ),
    );
  });
});
