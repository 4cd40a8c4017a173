import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionFor, type CommissionPlan } from './commission.js';
import { distributeAllocation, periodDistribution, type LineEconomics } from './distribution.js';

/** Decision 0055's worked example: 40 hours at $50 billed, $30 paid, $3.06 burden an hour, a 3% fee. */
const LINE: LineEconomics = {
  bill: '2000.00',
  pay: '1200.00',
  burden: '122.40',
  platformFee: '60.00',
  partnerAdjustments: '0.00',
};

describe('a distribution from the cash a client paid', () => {
  it('gives a funded partner its margin on the whole line when the line is paid in full', () => {
    const s = distributeAllocation(LINE, { cash: '2000.00' }, 'funded');
    expect([s.margin, s.reimbursement, s.partnerAmount, s.platformAmount]).toEqual([
      '617.60',
      '0.00',
      '617.60',
      '1382.40',
    ]);
  });

  it('pays pro rata when the line is partly paid: 40% of the cash, 40% of every part', () => {
    const s = distributeAllocation(LINE, { cash: '800.00' }, 'funded');
    expect([s.pay, s.burden, s.platformFee, s.margin]).toEqual(['480.00', '48.96', '24.00', '247.04']);
  });

  it('returns a self-funded partner the pay and burden it laid out beside its margin', () => {
    const s = distributeAllocation(LINE, { cash: '2000.00' }, 'self_funded');
    expect([s.margin, s.reimbursement, s.partnerAmount, s.platformAmount]).toEqual([
      '617.60',
      '1322.40',
      '1940.00',
      '60.00',
    ]);
  });

  it('deducts the adjustments the partner owes, and can leave a negative margin', () => {
    const s = distributeAllocation({ ...LINE, partnerAdjustments: '700.00' }, { cash: '2000.00' }, 'funded');
    expect(s.margin).toBe('-82.40');
  });

  it('refuses more cash than the line bills, and a line with nothing billed', () => {
    expect(() => distributeAllocation(LINE, { cash: '2000.01' }, 'funded')).toThrow(/exceeds/);
    expect(() => distributeAllocation({ ...LINE, bill: '0' }, { cash: '0' }, 'funded')).toThrow(/no billed/);
  });

  it('carries a negative period forward as the amount the partner owes, and nets it next period', () => {
    expect(periodDistribution(['100.00', '-250.50'])).toEqual({
      earned: '-150.50',
      carriedIn: '0.00',
      payable: '0.00',
      partnerAmountDue: '-150.50',
    });
    expect(periodDistribution(['400.00'], '-150.50')).toMatchObject({ payable: '249.50', partnerAmountDue: '0.00' });
    expect(() => periodDistribution([], '10')).toThrow(/owes/);
  });
});

const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => new Decimal(c).dividedBy(100));
const arbLine = fc
  .record({
    bill: cents(1, 5_000_000),
    payPct: fc.integer({ min: 0, max: 100 }),
    burdenPct: fc.integer({ min: 0, max: 30 }),
    feePct: fc.integer({ min: 0, max: 10 }),
    adj: cents(0, 50_000),
  })
  .map((r): LineEconomics => ({
    bill: r.bill,
    pay: r.bill.times(r.payPct).dividedBy(100).toDecimalPlaces(2),
    burden: r.bill.times(r.payPct).times(r.burdenPct).dividedBy(10_000).toDecimalPlaces(2),
    platformFee: r.bill.times(r.feePct).dividedBy(100).toDecimalPlaces(2),
    partnerAdjustments: r.adj,
  }));
const PLAN: CommissionPlan = {
  basis: 'margin',
  tiers: [
    { from: 0, percent: 5 },
    { from: 10_000, percent: 3 },
  ],
  startDate: '2026-01-01',
  endDate: null,
};

describe('distributions foot to the cash (properties)', () => {
  it('distribution + commission + platform revenue + pay and burden = the cash allocated, to the cent', () => {
    fc.assert(
      fc.property(
        arbLine,
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('funded' as const, 'self_funded' as const),
        cents(0, 2_000_000),
        (line, paidPct, funding, before) => {
          const cash = new Decimal(line.bill).times(paidPct).dividedBy(100).toDecimalPlaces(2);
          if (cash.isZero()) return;
          const s = distributeAllocation(line, { cash }, funding);
          const commission = commissionFor(PLAN, { date: '2026-06-01', before, increment: s.margin });
          // The platform laid out the pay and burden of a funded line; a self-funded partner gets them back.
          const laidOut = funding === 'funded' ? new Decimal(s.pay).plus(s.burden) : new Decimal(0);
          const platformRevenue = new Decimal(s.platformAmount).minus(laidOut).minus(commission);
          const parts = new Decimal(s.partnerAmount).plus(commission).plus(platformRevenue).plus(laidOut);
          expect(parts.toFixed(2)).toBe(cash.toFixed(2));
          for (const v of [s.pay, s.burden, s.platformFee, s.margin, s.partnerAmount, commission]) {
            expect(v).toMatch(/^-?\d+\.\d{2}$/);
          }
        },
      ),
    );
  });

  it('a returned payment claws back exactly what it paid: every part nets to zero', () => {
    fc.assert(
      fc.property(
        arbLine,
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('funded' as const, 'self_funded' as const),
        cents(-50_000, 2_000_000),
        (line, paidPct, funding, before) => {
          const cash = new Decimal(line.bill).times(paidPct).dividedBy(100).toDecimalPlaces(2);
          if (cash.isZero()) return;
          const paid = distributeAllocation(line, { cash }, funding);
          const returned = distributeAllocation(line, { cash: cash.negated() }, funding);
          for (const k of ['pay', 'burden', 'platformFee', 'margin', 'partnerAmount', 'platformAmount'] as const) {
            expect(new Decimal(paid[k]).plus(returned[k]).toFixed(2)).toBe('0.00');
          }
          const earned = commissionFor(PLAN, { date: '2026-06-01', before, increment: paid.margin });
          const after = new Decimal(before).plus(paid.margin);
          const back = commissionFor(PLAN, { date: '2026-06-01', before: after, increment: returned.margin });
          expect(new Decimal(earned).plus(back).toFixed(2)).toBe('0.00');
        },
      ),
    );
  });
});
