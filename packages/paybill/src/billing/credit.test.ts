import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCreditLines, type CreditableLine } from './credit.js';

const line = (id: string, amount: string, salesTax: string, minutes = 480): CreditableLine => ({
  id,
  amount,
  salesTax,
  minutes,
  credited: { amount: '0', tax: '0' },
});

describe('a credit memo’s lines', () => {
  it('reverse every line in whole, tax and minutes included', () => {
    const plan = planCreditLines([line('a', '320.00', '20.40'), line('b', '-25.00', '0.00', 0)]);
    expect(plan).toEqual({
      ok: true,
      lines: [
        { lineId: 'a', amount: '-320.00', salesTax: '-20.40', minutes: -480 },
        { lineId: 'b', amount: '25.00', salesTax: '0.00', minutes: 0 },
      ],
    });
  });

  it('take a part of a line with its tax pro rata, half-up', () => {
    // 100.00 of 320.00 at 20.40 tax: 6.375 → 6.38.
    expect(planCreditLines([line('a', '320.00', '20.40')], [{ lineId: 'a', amount: '100.00' }])).toEqual({
      ok: true,
      lines: [{ lineId: 'a', amount: '-100.00', salesTax: '-6.38', minutes: -150 }],
    });
  });

  it('refuse a line not on the invoice, named twice, or asked for more than is left', () => {
    const lines = [{ ...line('a', '320.00', '0.00'), credited: { amount: '300.00', tax: '0' } }];
    expect(planCreditLines(lines, [{ lineId: 'x', amount: '1' }])).toMatchObject({ ok: false, index: 0 });
    expect(
      planCreditLines(lines, [
        { lineId: 'a', amount: '1' },
        { lineId: 'a', amount: '1' },
      ]),
    ).toMatchObject({ ok: false, index: 1, message: 'This line is named twice' });
    expect(planCreditLines(lines, [{ lineId: 'a', amount: '20.01' }])).toMatchObject({
      ok: false,
      message: 'At most 20.00 is left to credit on this line',
    });
    expect(planCreditLines([{ ...lines[0]!, credited: { amount: '320.00', tax: '0' } }])).toMatchObject({ ok: false });
  });

  it('never drift: partial credits then the rest reverse exactly the line’s amount and tax', () => {
    const cents = (n: number) => new Decimal(n).dividedBy(100).toFixed(2);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { maxLength: 5 }),
        (amountCents, taxPermille, parts) => {
          const amount = cents(amountCents);
          const tax = new Decimal(amountCents)
            .times(taxPermille)
            .dividedBy(100_000)
            .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
            .toFixed(2);
          let credited = { amount: new Decimal(0), tax: new Decimal(0) };
          const current = () => ({
            ...line('a', amount, tax),
            credited: { amount: credited.amount.toFixed(2), tax: credited.tax.toFixed(2) },
          });
          for (const p of parts) {
            const left = new Decimal(amount).minus(credited.amount);
            const ask = Decimal.min(left, cents(p));
            if (ask.lte(0)) break;
            const plan = planCreditLines([current()], [{ lineId: 'a', amount: ask.toFixed(2) }]);
            if (!plan.ok) throw new Error(plan.message);
            credited = {
              amount: credited.amount.minus(plan.lines[0]!.amount),
              tax: credited.tax.minus(plan.lines[0]!.salesTax),
            };
          }
          const rest = planCreditLines([current()]);
          if (rest.ok) {
            credited = {
              amount: credited.amount.minus(rest.lines[0]!.amount),
              tax: credited.tax.minus(rest.lines[0]!.salesTax),
            };
          }
          expect(credited.amount.toFixed(2)).toBe(amount);
          expect(credited.tax.toFixed(2)).toBe(tax);
        },
      ),
    );
  });
});
