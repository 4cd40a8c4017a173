import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planAllocation, type OpenInvoice } from './allocation.js';

const inv = (id: string, number: number, due: string, remaining: string, invoiceDate = '2026-10-01'): OpenInvoice => ({
  id,
  number,
  dueDate: due,
  invoiceDate,
  remaining,
});

describe('allocating a payment', () => {
  const open = [
    inv('b', 1002, '2026-11-20', '300.00'),
    inv('a', 1001, '2026-11-10', '500.00'),
    inv('c', 1003, '2026-11-10', '200.00', '2026-10-05'),
  ];

  it('pays oldest due first, then earlier invoice date, then lower number', () => {
    expect(planAllocation('650', open)).toEqual({
      allocations: [
        { invoiceId: 'a', amount: '500.00', subStatus: 'full' },
        { invoiceId: 'c', amount: '150.00', subStatus: 'under_payment' },
      ],
      unapplied: '0.00',
    });
  });

  it('pays the invoices the remittance names first', () => {
    expect(planAllocation('300', open, ['b']).allocations).toEqual([
      { invoiceId: 'b', amount: '300.00', subStatus: 'full' },
    ]);
  });

  it('keeps an overpayment as unapplied credit', () => {
    const plan = planAllocation('1100.01', open);
    expect(plan.unapplied).toBe('100.01');
    expect(plan.allocations.at(-1)!.subStatus).toBe('over_payment');
  });

  it('never allocates more than the payment or than an invoice owes; allocated + unapplied = payment', () => {
    const arbInvoices = fc.uniqueArray(
      fc.record({ id: fc.uuid(), cents: fc.integer({ min: 1, max: 1e7 }), due: fc.integer({ min: 0, max: 90 }) }),
      { selector: (r) => r.id, maxLength: 12 },
    );
    fc.assert(
      fc.property(arbInvoices, fc.integer({ min: 1, max: 2e7 }), fc.boolean(), (rows, cents, nameSome) => {
        const invoices = rows.map((r, i) =>
          inv(
            r.id,
            1000 + i,
            new Date(Date.UTC(2026, 0, 1 + r.due)).toISOString().slice(0, 10),
            new Decimal(r.cents).div(100).toFixed(2),
          ),
        );
        const amount = new Decimal(cents).div(100);
        const named = nameSome
          ? invoices
              .slice(0, 2)
              .map((i) => i.id)
              .reverse()
          : [];
        const plan = planAllocation(amount, invoices, named);
        const allocated = plan.allocations.reduce((a, x) => a.plus(x.amount), new Decimal(0));
        expect(allocated.plus(plan.unapplied).eq(amount)).toBe(true);
        expect(allocated.lte(amount)).toBe(true);
        for (const a of plan.allocations) {
          const owed = invoices.find((i) => i.id === a.invoiceId)!.remaining;
          expect(new Decimal(a.amount).lte(owed)).toBe(true);
          expect(new Decimal(a.amount).gt(0)).toBe(true);
        }
        expect(new Set(plan.allocations.map((a) => a.invoiceId)).size).toBe(plan.allocations.length);
      }),
    );
  });
});
