/**
 * The calculation's arithmetic over whole periods (issue 14's property; decision 0062), without the
 * database: random invoices (lines with sales tax, pay, paychecks' burden, a platform fee, adjustments the
 * partner owes; funded or self funded), paid in part or in full by several allocations, some returned.
 * Per period: the partner amounts, the commissions, the platform's revenue and the pay and burden it laid
 * out, with the sales tax, are the cash allocated, to the cent; a returned payment's lines net its
 * payment's to zero in every part, the commission included.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { figureLines } from './distributions.service.js';

const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => new Decimal(c).dividedBy(100));

const arbInvoice = fc.record({
  funded: fc.boolean(),
  lines: fc.array(
    fc.record({
      amount: cents(100, 2_000_000),
      taxPct: fc.integer({ min: 0, max: 10 }),
      payPct: fc.integer({ min: 0, max: 90 }),
      burdenPct: fc.integer({ min: 0, max: 20 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  feePct: fc.integer({ min: 0, max: 5 }),
  adjustment: cents(0, 20_000),
  /** Payments as percents of what is due (together at most 100), and which are returned. */
  payments: fc.array(fc.record({ pct: fc.integer({ min: 1, max: 50 }), returned: fc.boolean() }), {
    minLength: 1,
    maxLength: 3,
  }),
});

const PLAN = {
  id: 'plan',
  salesPartnerId: 'sp',
  basis: 'margin' as const,
  tiers: [
    { from: '0', percent: '10' },
    { from: '5000', percent: '5' },
  ],
  startDate: '2026-01-01',
  endDate: null,
};

describe('a period figured from its allocations (property)', () => {
  it('foots to the cash allocated, and a returned payment nets to zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbInvoice, { minLength: 1, maxLength: 3 }), async (invoices) => {
        const lines: Parameters<typeof figureLines>[0]['lines'] = [];
        const figures: Parameters<typeof figureLines>[0]['invoices'] = [];
        const paychecks: Parameters<typeof figureLines>[0]['paychecks'] = [];
        const allocations: Parameters<typeof figureLines>[0]['allocations'] = [];
        let n = 0;
        invoices.forEach((inv, i) => {
          const invoiceId = `inv-${i}`;
          let due = new Decimal(0);
          let billed = new Decimal(0);
          inv.lines.forEach((l, j) => {
            const id = `${invoiceId}-line-${j}`;
            const tax = l.amount.times(l.taxPct).dividedBy(100).toDecimalPlaces(2);
            const pay = l.amount.times(l.payPct).dividedBy(100).toDecimalPlaces(2);
            lines.push({
              id,
              invoiceId,
              position: j + 1,
              amount: l.amount.toFixed(2),
              salesTax: tax.toFixed(2),
              payAmount: pay.toFixed(2),
            });
            if (pay.gt(0)) {
              const gross = pay.times(2);
              paychecks.push({
                line_id: id,
                paycheck_id: `pc-${i}-${j}`,
                pay: pay.toFixed(2),
                gross: gross.toFixed(2),
                employer_taxes: gross.times(l.burdenPct).dividedBy(100).toDecimalPlaces(2).toFixed(2),
              });
            }
            due = due.plus(l.amount).plus(tax);
            billed = billed.plus(l.amount);
          });
          figures.push({
            id: invoiceId,
            number: 1000 + i,
            total_bill_amount: billed.toFixed(2),
            fee: billed.times(inv.feePct).dividedBy(100).toDecimalPlaces(2).toFixed(2),
            partner_adjustments: inv.adjustment.toFixed(2),
          });
          let left = new Decimal(100);
          for (const p of inv.payments) {
            const pct = Decimal.min(p.pct, left);
            if (pct.lte(0)) break;
            left = left.minus(pct);
            const amount = due.times(pct).dividedBy(100).toDecimalPlaces(2);
            if (amount.isZero()) continue;
            const id = `alloc-${n++}`;
            const funding = inv.funded ? ('Funded' as const) : ('Self funded' as const);
            const base = { payment_id: `pay-${id}`, payment_reference: null, invoice_id: invoiceId, funding };
            allocations.push({
              ...base,
              id,
              amount: amount.toFixed(2),
              reverses_allocation_id: null,
              allocation_date: '2026-11-10',
            });
            if (p.returned) {
              allocations.push({
                ...base,
                id: `${id}-back`,
                amount: amount.negated().toFixed(2),
                reverses_allocation_id: id,
                allocation_date: '2026-11-20',
              });
            }
          }
        });
        const rows = await figureLines(
          {
            distributionId: 'd',
            partnerId: 'p',
            salesPartnerId: 'sp',
            allocations,
            lines,
            invoices: figures,
            paychecks,
            plans: [PLAN],
            originals: [],
          },
          async () => '0',
        );
        const sum = (f: (r: (typeof rows)[number]) => Decimal.Value) =>
          rows.reduce((a, r) => a.plus(f(r)), new Decimal(0));
        const cashAllocated = allocations.reduce((a, x) => a.plus(x.amount), new Decimal(0));
        const laidOut = sum((r) => (r.funding === 'funded' ? d(r.pay).plus(d(r.burden)) : 0));
        const whole = sum((r) => d(r.partnerAmount).plus(d(r.commission)).plus(d(r.platformRevenue)))
          .plus(laidOut)
          .plus(sum((r) => d(r.salesTax)));
        expect(whole.toFixed(2)).toBe(cashAllocated.toFixed(2));
        // Each returned payment's lines are the exact negatives of its payment's.
        for (const back of rows.filter((r) => r.reversesAllocationId)) {
          const original = rows.find(
            (r) => r.paymentAllocationId === back.reversesAllocationId && r.invoiceLineId === back.invoiceLineId,
          )!;
          for (const k of ['cash', 'salesTax', 'pay', 'burden', 'margin', 'partnerAmount', 'commission'] as const) {
            expect(d(original[k]).plus(d(back[k])).toFixed(2), k).toBe('0.00');
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('a clawback in a later period', () => {
  it('takes back what the original divided, though the burden on its pay changed since', async () => {
    type Input = Parameters<typeof figureLines>[0];
    const line = { id: 'l1', invoiceId: 'i1', position: 1, amount: '1000.00', salesTax: '0.00', payAmount: '600.00' };
    const invoice = { id: 'i1', number: 1001, total_bill_amount: '1000.00', fee: '10.00', partner_adjustments: '0.00' };
    const base = { payment_id: 'pay-1', payment_reference: 'CHK 1', invoice_id: 'i1', funding: 'Funded' as const };
    const paycheck = (employerTaxes: string) => ({
      line_id: 'l1',
      paycheck_id: 'pc-1',
      pay: '600.00',
      gross: '600.00',
      employer_taxes: employerTaxes,
    });
    const period = (over: Partial<Input>) =>
      figureLines(
        {
          distributionId: 'd',
          partnerId: 'p',
          salesPartnerId: 'sp',
          allocations: [],
          lines: [line],
          invoices: [invoice],
          paychecks: [],
          plans: [PLAN],
          originals: [],
          ...over,
        },
        async () => '0',
      );
    const [paid] = await period({
      allocations: [
        { ...base, id: 'a1', amount: '1000.00', reverses_allocation_id: null, allocation_date: '2026-11-10' },
      ],
      paychecks: [paycheck('45.90')],
    });
    // Later, a payroll correction raised the employer taxes on that pay: figured now, the margin is lower.
    const [back] = await period({
      allocations: [
        { ...base, id: 'a1-back', amount: '-1000.00', reverses_allocation_id: 'a1', allocation_date: '2026-12-05' },
      ],
      paychecks: [paycheck('145.90')],
      originals: [
        {
          ...paid!,
          paymentAllocationId: 'a1',
          invoiceLineId: 'l1',
          allocationDate: '2026-11-10',
          commissionPlanId: paid!.commissionPlanId ?? null,
          commission: paid!.commission ?? '0.00',
        } as Input['originals'][number],
      ],
    });
    for (const k of ['cash', 'pay', 'burden', 'margin', 'partnerAmount', 'platformAmount', 'commission'] as const) {
      expect(d(paid![k]).plus(d(back![k])).toFixed(2), k).toBe('0.00');
    }
    expect(d(paid!.partnerAmount).gt(0)).toBe(true);
  });
});

function d(v: unknown): Decimal {
  return new Decimal(String(v ?? 0));
}
